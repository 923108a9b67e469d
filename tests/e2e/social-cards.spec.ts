import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {repoRoot} from '../support/routes';
import {pngSize} from '../../src/plugins/social-cards/png';

const buildDir = path.join(repoRoot, 'build');

/** The content of a page's `<meta property|name=...>` in raw HTML (minified: quoted or not). */
function metaContent(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta\\b[^>]*\\s(?:property|name)=["']?${name}["']?[\\s/>][^>]*>`, 'i').exec(html)?.[0];
  return (
    tag &&
    /\scontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined)
  );
}

/** The build's file for an image URL of the site (same origin as the page's og:url). */
function builtFileOf(imageUrl: string, pageUrl: string): string {
  const image = new URL(imageUrl);
  expect(image.origin, `${imageUrl} is on the site of ${pageUrl}`).toBe(new URL(pageUrl).origin);
  return path.join(buildDir, decodeURIComponent(image.pathname));
}

const pages = {
  docs: '/runtime/manual/basics/permissions',
  cli: '/runtime/reference/cli/run',
  lint: '/lint/rules/no-unused-vars',
  api: '/api/deno/~/Deno.Kv',
};

test('a docs, a CLI, a lint rule and an API page each link a card of their own: a 1200x630 PNG in the build', async ({
  request,
}) => {
  const images = new Set<string>();
  for (const [kind, route] of Object.entries(pages)) {
    // What a link-preview crawler reads: the HTML as served, no JavaScript.
    const response = await request.get(route);
    expect(response.ok(), `${kind} page ${route}`).toBe(true);
    const html = await response.text();
    const ogImage = metaContent(html, 'og:image');
    const pageUrl = metaContent(html, 'og:url');
    expect(ogImage, `${route} og:image`).toMatch(/\/img\/social\/[0-9a-f]+\.png$/);
    expect(metaContent(html, 'twitter:image'), `${route} twitter:image`).toBe(ogImage);
    const file = builtFileOf(ogImage!, pageUrl!);
    expect(existsSync(file), `${route}: ${file}`).toBe(true);
    expect(pngSize(readFileSync(file)), route).toEqual({width: 1200, height: 630});
    // The image is served too.
    const served = await request.get(new URL(ogImage!).pathname);
    expect(served.headers()['content-type']).toBe('image/png');
    images.add(ogImage!);
  }
  expect(images.size, 'one card per page').toBe(Object.keys(pages).length);
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

test('no page of the build points its link preview at a missing image', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    const pageUrl = metaContent(html, 'og:url');
    for (const name of ['og:image', 'twitter:image']) {
      const image = metaContent(html, name);
      if (image === undefined || pageUrl === undefined) continue;
      checked++;
      if (!existsSync(builtFileOf(image, pageUrl))) missing.push(`${path.relative(buildDir, file)}: ${name} ${image}`);
    }
  }
  expect(checked, 'pages with a link preview').toBeGreaterThan(2 * 1400);
  expect(missing).toEqual([]);
});
