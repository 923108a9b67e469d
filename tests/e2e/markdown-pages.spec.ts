import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {repoRoot} from '../support/routes';
import {docsInstances} from '../../src/data/docsInstances';

test('a page is served as Markdown at its path with .md, with its title, headings and no MDX', async ({request}) => {
  const response = await request.get('/runtime/manual/basics/permissions.md');
  expect(response.status()).toBe(200);
  const markdown = await response.text();
  expect(markdown).toMatch(
    /^---\ntitle: "Permissions"\ndescription: ".+"\nurl: https:\/\/docs\.deno\.com\/runtime\/manual\/basics\/permissions\n---\n/,
  );
  expect(markdown).toContain('## Grant access with `--allow-*` flags');
  expect(markdown).not.toMatch(/^import /m);
  expect(markdown).not.toContain('{/*');
  expect(markdown).not.toMatch(/```\w+[^\n]*\b(run|nocheck|output)\b/);
  // Links are absolute, to pages of the site.
  expect(markdown).toContain('](https://docs.deno.com/runtime/manual/');
});

test('a landing page with cards becomes a list of links', async ({request}) => {
  const markdown = await (await request.get('/subhosting.md')).text();
  expect(markdown).toContain('- [Getting started](https://docs.deno.com/subhosting/manual/getting_started)');
  expect(markdown).not.toContain('<Card');
});

test('llms.txt lists every docs page by product with its description', async ({request}) => {
  const text = await (await request.get('/llms.txt')).text();
  expect(text.startsWith('# Deno Docs\n')).toBe(true);
  for (const heading of ['## Deno Runtime', '## Deno Deploy', '## Deno KV', '## Deno Subhosting'])
    expect(text).toContain(heading);
  const count = (dir: string): number =>
    readdirSync(dir, {withFileTypes: true}).reduce(
      (n, entry) =>
        n +
        (entry.isDirectory()
          ? count(path.join(dir, entry.name))
          : /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')
            ? 1
            : 0),
      0,
    );
  const pages = docsInstances.reduce((n, {id}) => n + count(path.join(repoRoot, id)), 0);
  // Then the references written after the build (CLI and API), each at its .md URL.
  const [docs = '', references = ''] = text.split('\n## Reference\n');
  expect(docs.match(/^- \[/gm)?.length).toBe(pages);
  expect(references).toContain('](https://docs.deno.com/runtime/reference/cli/run.md): ');
  const runMarkdown = await (await request.get('/runtime/reference/cli/run.md')).text();
  expect(runMarkdown).toContain('# deno run');
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full.match(/^url: https:\/\/docs\.deno\.com\//gm)?.length).toBe(pages);
});

test("Copy page puts the page's Markdown on the clipboard and says so", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/runtime/manual/basics/permissions');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(readFileSync(path.join(repoRoot, 'build/runtime/manual/basics/permissions.md'), 'utf8'));
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
    'href',
    '/runtime/manual/basics/permissions.md',
  );
});
