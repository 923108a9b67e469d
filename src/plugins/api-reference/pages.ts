/**
 * The API reference's pages as prepared pages (src/plugins/prepared-pages): all written from the
 * `/api` shell after the build. Members get their docs.deno.com URL
 * (`/api/deno/~/Deno.Kv.prototype.list`) as a redirect to their anchor.
 */
import {escapeHtml} from '../markdown/html';
import type {ReferenceSymbol} from './model';
import type {ApiPage} from './render';

/** The reference's one Docusaurus route: the shell every page is written from. */
export const API_SHELL_ROUTE = '/api';

/** A page that sends the reader on to `to`, a page or an anchor of the reference. */
export function redirectHtml(to: string): string {
  const target = escapeHtml(to);
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=${target}">` +
    `<link rel="canonical" href="${target}"><title>Redirecting</title></head>` +
    `<body><p>This is documented at <a href="${target}">${target}</a>.</p></body></html>`
  );
}

/** A redirect page per member URL that is not also a page of its own. */
export function memberRedirects(
  symbols: readonly ReferenceSymbol[],
  pages: readonly ApiPage[],
): {route: string; html: string}[] {
  const pagePaths = new Set(pages.map((p) => p.path));
  return symbols.flatMap((symbol) =>
    symbol.members
      .map((member) => ({
        route: `${symbol.path}.${member.anchor}`,
        to: `${symbol.path}#${member.anchor}`,
      }))
      // A symbol of that name has its own page. A member named like a MIME type (`text/plain`)
      // would make a folder inside another page's folder, which `serve` then lists instead of
      // rendering (static/serve.json's renderSingle needs the folder to hold index.html alone).
      .filter(({route}) => !pagePaths.has(route) && !route.slice(symbol.path.length).includes('/'))
      .map(({route, to}) => ({route, html: redirectHtml(to)})),
  );
}
