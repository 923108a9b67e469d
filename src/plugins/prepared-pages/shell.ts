/**
 * Prepared pages: reference pages rendered to HTML at build time and served from one Docusaurus
 * route each, so that hundreds of pages add nothing to the route table every page of the site
 * downloads (~0.07 KB gz a route). Docusaurus renders the route once, as a shell whose title,
 * description, path and content are placeholders (SHELL_PAGE); after the build every page is that
 * shell with the placeholders filled and its own URL in place of the shell's in the head. A
 * placeholder missing from the shell fails the build: the theme or the minifier changed. In the
 * browser, PreparedPage.tsx keeps the HTML it was served and fetches the next page's on navigation.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {escapeHtml} from '../markdown/html';
import {SocialCards} from '../social-cards/cards';
import {withSocialImage} from '../social-cards/html';
import {withMappedAliasIds} from '../url-map/aliasIds';
import {markdownPath} from '../llms/paths';
import {preparedPageMarkdown} from '../llms/preparedPage';
import {PLACEHOLDER, SHELL_PAGE, type PreparedPage} from './page';

export {PLACEHOLDER, SHELL_PAGE, type PreparedPage};

/** The HTML file Docusaurus writes for a route (`/x` is `x/index.html`, `/404.html` itself). */
export function htmlFileOf(outDir: string, route: string): string {
  return route.endsWith('.html')
    ? path.join(outDir, route)
    : path.join(outDir, ...route.split('/').filter(Boolean), 'index.html');
}

/** A prepared page's file: always a folder's index.html (a symbol may be named `Deno.jupyter.html`). */
const pageFileOf = (outDir: string, pagePath: string): string =>
  path.join(outDir, ...pagePath.split('/').filter(Boolean), 'index.html');

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shell with one page's values: attribute values quoted (the minifier unquotes), text escaped. */
export function fillShell(shell: string, page: PreparedPage, origin: string, shellRoute: string): string {
  const values: Record<keyof typeof PLACEHOLDER, string> = {
    title: escapeHtml(page.title),
    description: escapeHtml(page.description),
    path: escapeHtml(page.path),
    html: page.html,
  };
  let out = shell;
  for (const [key, token] of Object.entries(PLACEHOLDER) as [keyof typeof PLACEHOLDER, string][]) {
    if (!out.includes(token))
      throw new Error(`the ${shellRoute} shell has no ${token}: did the theme or the minifier change?`);
    out = out
      .replace(new RegExp(`=(["']?)${token}\\1(?=[\\s>/])`, 'g'), () => `="${values[key]}"`)
      .replaceAll(token, () => values[key]);
  }
  // Canonical, og:url and alternates name the shell's URL.
  const shellUrl = new RegExp(`${escapeRegExp(origin)}${escapeRegExp(shellRoute)}(?=["'\\s>])`, 'g');
  return out.replace(shellUrl, () => `${origin}${page.path}`);
}

/**
 * Writes every page from its shell, each with its own social card; `extraFiles` are written as
 * they are (the API reference's member redirects). Shells are read before any page is written,
 * since a shell route is also a page (`/api`, `/runtime/reference/cli`).
 */
export async function writePreparedPages({
  outDir,
  siteConfig,
  shellRouteOf,
  pages,
  extraFiles = [],
}: {
  outDir: string;
  siteConfig: {url: string; baseUrl: string; title: string};
  /** The shell route a page is written from. */
  shellRouteOf: (page: PreparedPage) => string;
  pages: readonly PreparedPage[];
  extraFiles?: readonly {route: string; html: string}[];
}): Promise<void> {
  const origin = siteConfig.url.replace(/\/$/, '');
  const shells = new Map<string, string>();
  for (const route of new Set(pages.map(shellRouteOf))) {
    shells.set(route, await readFile(htmlFileOf(outDir, route), 'utf8'));
  }
  const cards = await SocialCards.open({
    outDir,
    siteUrl: `${siteConfig.url}${siteConfig.baseUrl}`,
    siteName: siteConfig.title,
  });
  const pagePaths = new Set(pages.map((page) => page.path));
  for (const page of pages) {
    const shellRoute = shellRouteOf(page);
    const file = pageFileOf(outDir, page.path);
    await mkdir(path.dirname(file), {recursive: true});
    // docs.deno.com's ids for a section that has another id here (src/plugins/url-map).
    const aliased = {...page, html: withMappedAliasIds(page.path, page.html)};
    const html = fillShell(shells.get(shellRoute)!, aliased, origin, shellRoute);
    await writeFile(file, withSocialImage(html, cards.imageUrl(page.path, page.title), file));
    // Served as Markdown too, like every docs page (src/plugins/llms), unless that path is a page:
    // Deno.jupyter.md is the function `md` of Deno.jupyter.
    const markdownFile = markdownPath(page.path);
    if (!pagePaths.has(markdownFile))
      await writeFile(path.join(outDir, markdownFile), preparedPageMarkdown(page, origin));
  }
  for (const {route, html} of extraFiles) {
    const file = pageFileOf(outDir, route);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, html);
  }
  await cards.finish();
}
