/**
 * Reads a snapshot of denoland/docs (the repository docs.deno.com is built from) at one commit and
 * writes src/plugins/url-map/docs-deno-com.json: every page URL it serves, each page's heading ids
 * (made with its slug rules, markdown-it-anchor 9 as its _config.ts sets it up), its `/go/`
 * slugs and its redirects. The build checker (scripts/check-build/urlMap.ts) judges the URL map
 * against this file, so the file is kept in the repo and made anew only when the source moves.
 *
 * Usage: tsx scripts/url-map/collect.ts <denoland/docs git dir> <commit>
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {parse as parseYaml} from 'yaml';
import type {Nodes} from 'mdast';
import {docsDenoComFile, type DocsDenoCom, type DocsDenoComPage} from '../../src/plugins/url-map/source';

const [gitDir, commit] = process.argv.slice(2);
if (!gitDir || !commit) {
  console.error('usage: tsx scripts/url-map/collect.ts <denoland/docs git dir> <commit>');
  process.exit(2);
}

const git = (...args: string[]): string =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
const show = (file: string): string => git('show', `${commit}:${file}`);

/** The sections docs.deno.com serves from Markdown; lume skips names that start with _ or . */
const contentRoots = ['runtime', 'deploy', 'subhosting', 'sandbox', 'examples', 'ai', 'api', 'lint'];
const skipped = (file: string): boolean => file.split('/').some((part) => /^[_.]/.test(part));

function frontMatter(source: string): {data: Record<string, unknown>; body: string} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return {data: {}, body: source};
  return {data: (parseYaml(match[1]!) as Record<string, unknown> | null) ?? {}, body: source.slice(match[0].length)};
}

/** markdown-it-anchor's default slugify. */
const slugify = (text: string): string => encodeURIComponent(text.trim().toLowerCase().replace(/\s+/g, '-'));

/** The text markdown-it-anchor reads from a heading: text and inline code, as _config.ts's getTokensText. */
function headingText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image' || node.type === 'html') return '';
  return 'children' in node ? node.children.map(headingText).join('') : '';
}

function headingIds(body: string): string[] {
  const tree = fromMarkdown(body, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const ids: string[] = [];
  const used = new Set<string>();
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') {
      const text = headingText(node)
        .replaceAll(/ \([0-9/]+?\)/g, '')
        .trim();
      const base = slugify(text);
      let id = base;
      for (let i = 1; used.has(id); i++) id = `${base}-${i}`;
      used.add(id);
      ids.push(decodeURIComponent(id));
      return;
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return ids;
}

/** lume's URL for a page file: front matter `url`, else the path with index collapsed. */
function urlOfFile(file: string, url: unknown): string {
  if (typeof url === 'string') return url.replace(/index\.html$/, '');
  const bare = file.replace(/\.mdx?$/, '');
  return `/${bare.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');
}

function asList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

const files = git('ls-tree', '-r', '--name-only', commit, '--', ...contentRoots)
  .split('\n')
  .filter((file) => file && !skipped(file));

const pages: DocsDenoComPage[] = [];
const oldUrls: Record<string, string> = {};
for (const file of files.filter((f) => /\.mdx?$/.test(f))) {
  const {data, body} = frontMatter(show(file));
  const fromLint = /^lint\/rules\/(.+)\.md$/.exec(file);
  const url = fromLint ? `/lint/rules/${fromLint[1]}/` : urlOfFile(file, data.url);
  const title = typeof data.title === 'string' ? data.title : undefined;
  pages.push({url, file, ...(title ? {title} : {}), ids: headingIds(body)});
  for (const old of asList(data.oldUrl)) oldUrls[old] = url;
}
// Example scripts are pages of their own (examples/index.examples.page.tsx); the catalog
// (examples/_data.ts) links the rest, videos included.
for (const file of files.filter((f) => /^examples\/scripts\/[^/]+\.ts$/.test(f)))
  pages.push({url: `/examples/${path.basename(file, '.ts')}/`, file, ids: []});
for (const url of ['/', '/examples/', '/lint/']) pages.push({url, file: '(generated)', ids: []});
const catalog = [...show('examples/_data.ts').matchAll(/href: "([^"]+)"/g)].map((m) => m[1]!);
for (const url of catalog)
  if (url.startsWith('/') && !pages.some((p) => p.url === url)) pages.push({url, file: 'examples/_data.ts', ids: []});

const go = JSON.parse(show('go.json')) as Record<string, string>;
Object.assign(oldUrls, JSON.parse(show('oldurls.json')) as Record<string, string>);

const committed = git('show', '-s', '--format=%cs', commit).trim();
const result: DocsDenoCom = {
  source: {repository: 'denoland/docs', commit: git('rev-parse', commit).trim(), committed, read: '2026-11-28'},
  pages: pages.sort((a, b) => a.url.localeCompare(b.url)),
  go,
  redirects: Object.fromEntries(Object.entries(oldUrls).sort(([a], [b]) => a.localeCompare(b))),
};
writeFileSync(docsDenoComFile, `${JSON.stringify(result, null, 1)}\n`);
console.log(
  `wrote ${path.relative(process.cwd(), docsDenoComFile)}: ${pages.length} pages, ` +
    `${pages.reduce((n, p) => n + p.ids.length, 0)} heading ids, ${Object.keys(go).length} go slugs, ` +
    `${Object.keys(oldUrls).length} redirects`,
);
