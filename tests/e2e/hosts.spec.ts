/**
 * The build on the static hosts people use, each with its own rules for folders, dots, redirects
 * and 404s: `docusaurus serve`, `serve` (the npm CLI, which reads build/serve.json), a bucket
 * (scripts/static-host.ts, `dir` is `dir/index.html`), GitHub Pages (`dir` is a 301 to `dir/`)
 * and Netlify or Cloudflare Pages (`_redirects` first). Each answers a guide, an API page whose
 * folder has a dot, a moved docs.deno.com URL, and a missing page, as a reader's browser would
 * end up seeing them (HTTP redirects followed, then the redirect page's own target).
 * `serve` takes a folder whose name has a dot (/api/deno/~/Deno.serve) for a file and lists it
 * instead of finding its index.html; static/serve.json's `renderSingle` renders a folder's only
 * file, and its `headers` give the examples' sources (/examples/scripts/*.ts) the TypeScript type
 * that deno runs them by (JSON has no comments, so the reasons are here).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {docusaurusServePort, plainStaticHostPort} from '../../playwright.config';
import {readUrlMap} from '../../src/plugins/url-map/map';
import {repoRoot} from '../support/routes';
import {expect, test, waitForHydration} from './fixtures';

const build = path.join(repoRoot, 'build');
const startedHosts: {name: string; port: number; command: string[]}[] = [
  {
    name: 'serve',
    port: docusaurusServePort + 2,
    command: ['node_modules/.bin/serve', build, '-l', '', '--no-clipboard'],
  },
  {
    name: 'GitHub Pages',
    port: docusaurusServePort + 3,
    command: ['npx', 'tsx', 'scripts/static-host.ts', build, '', 'github-pages'],
  },
  {
    name: 'Netlify',
    port: docusaurusServePort + 4,
    command: ['npx', 'tsx', 'scripts/static-host.ts', build, '', 'netlify'],
  },
];
const hosts = [
  {name: 'docusaurus serve', port: docusaurusServePort},
  {name: 'bucket', port: plainStaticHostPort},
  ...startedHosts,
];

/** A moved URL of the map (a `->` line with no anchor of its own). */
const moved = readUrlMap().find(
  (entry) => entry.kind === 'same' && entry.from !== `${entry.to}/` && !entry.to.includes('#'),
)!;

const running: ChildProcess[] = [];

test.beforeAll(async () => {
  for (const host of startedHosts) {
    const command = host.command.map((part) => part || String(host.port));
    running.push(spawn(command[0]!, command.slice(1), {cwd: repoRoot, stdio: 'ignore', detached: true}));
  }
  for (const host of startedHosts) {
    await expect
      .poll(
        async () =>
          fetch(`http://localhost:${host.port}/`).then(
            (r) => r.status,
            () => 0,
          ),
        {timeout: 30_000},
      )
      .toBe(200);
  }
});

test.afterAll(() => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

/** Where a reader ends up: the final response after HTTP redirects, then a redirect page's target. */
async function visit(request: APIRequestContext, url: string): Promise<{status: number; path: string; title: string}> {
  let response = await request.get(url, {maxRedirects: 5});
  let body = await response.text();
  const target = /<link rel="canonical" href="(\/[^"]*)"><script>/.exec(body)?.[1];
  if (target && /http-equiv="refresh"/.test(body)) {
    response = await request.get(new URL(target, response.url()).href, {maxRedirects: 5});
    body = await response.text();
  }
  return {
    status: response.status(),
    path: new URL(response.url()).pathname.replace(/(.)\/$/, '$1'),
    title: /<title[^>]*>([^<]*)</.exec(body)?.[1] ?? '',
  };
}

for (const host of hosts) {
  test(`${host.name}: guides, dotted API pages, moved URLs and missing pages`, async ({request}) => {
    const origin = `http://localhost:${host.port}`;
    expect(await visit(request, `${origin}/runtime/manual`)).toMatchObject({
      status: 200,
      title: 'Deno manual | Deno Docs',
    });
    expect(await visit(request, `${origin}/api/deno/~/Deno.serve`)).toMatchObject({
      status: 200,
      title: expect.stringMatching(/^Deno\.serve \|/),
    });
    expect(await visit(request, `${origin}${moved.from}`)).toMatchObject({status: 200, path: moved.to});
    expect((await visit(request, `${origin}/runtime/no-such-page`)).status).toBe(404);
  });
}

test('a moved URL keeps its anchor, and an old heading id scrolls to its section', async ({page}) => {
  const entry = readUrlMap().find((e) => e.kind === 'same' && e.from !== `${e.to}/` && e.anchors.some((a) => a.to))!;
  const alias = entry.anchors.find((a) => a.to)!;
  await page.goto(`http://localhost:${plainStaticHostPort}${entry.from}#${alias.from}`);
  await page.waitForURL((url) => url.pathname.replace(/(.)\/$/, '$1') === entry.to);
  expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(alias.from);
  await waitForHydration(page);
  const heading = page.locator(`[id="${alias.to}"]`);
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
});
