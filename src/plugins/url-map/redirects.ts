/**
 * Every move the site serves: the map's lines, the links deno prints, and docs.deno.com's own old
 * URLs (oldurls.json, `oldUrl` front matter, go.json), each sent where its docs.deno.com page is
 * mapped here. An old URL that is a page here stays that page.
 */
import {routeOf, type UrlMapEntry} from './map';
import type {DocsDenoCom} from './source';

export interface Redirect {
  from: string;
  to: string;
}

const splitHash = (url: string): [string, string] => {
  const at = url.indexOf('#');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
};

/**
 * The anchor a docs.deno.com `#id` keeps on its entry's page: none when the map says the section
 * has no counterpart, when the page is only the nearest one and no alias names the id, or when
 * the docs.deno.com page has no such id.
 */
function anchorHere(entry: UrlMapEntry, hash: string, oldIds: ReadonlySet<string> | undefined): string {
  if (!hash) return '';
  const id = decodeURIComponent(hash.slice(1));
  const alias = entry.anchors.find((a) => a.from === id);
  if (alias) return alias.to === null ? '' : hash;
  // An id the docs.deno.com page no longer has (an old link's) is not kept either.
  return entry.kind === 'nearest' || (oldIds && !oldIds.has(id)) ? '' : hash;
}

/**
 * Where a docs.deno.com URL lands here, or undefined: a page here, its map line's target (the
 * URL's own anchor kept unless the target names one), or where docs.deno.com sends it.
 */
function landingOf(
  url: string,
  byRoute: ReadonlyMap<string, UrlMapEntry>,
  oldIdsByRoute: ReadonlyMap<string, ReadonlySet<string>>,
  source: Pick<DocsDenoCom, 'redirects'>,
  isPage: (route: string) => boolean,
): string | undefined {
  let [pathname, hash] = splitHash(url);
  for (let hops = 0; hops < 4; hops++) {
    const route = routeOf(pathname);
    const entry = byRoute.get(route);
    if (entry) return entry.to.includes('#') ? entry.to : entry.to + anchorHere(entry, hash, oldIdsByRoute.get(route));
    if (isPage(route)) return route + hash;
    const next = source.redirects[pathname] ?? source.redirects[`${route}/`] ?? source.redirects[route];
    if (!next) return undefined;
    const [nextPath, nextHash] = splitHash(next);
    [pathname, hash] = [nextPath, nextHash || hash];
  }
  return undefined;
}

/**
 * Old URLs that get a redirect: not wildcards (prefixes, not pages), not `.md`, `.ts` or `.html`
 * files (every page here is also `<path>.md`, which a redirect folder of that name would clash with).
 */
export const isMovableOldUrl = (from: string): boolean => !from.includes('*') && !/\.(?:md|ts|html)\/?$/.test(from);

export function plannedRedirects(
  entries: readonly UrlMapEntry[],
  source: Pick<DocsDenoCom, 'redirects' | 'go'> & Partial<Pick<DocsDenoCom, 'pages'>>,
  extra: readonly Redirect[],
  isPage: (route: string) => boolean,
): Redirect[] {
  const byRoute = new Map(entries.map((e) => [routeOf(e.from), e]));
  const oldIdsByRoute = new Map((source.pages ?? []).map((page) => [routeOf(page.url), new Set(page.ids)]));
  const planned = new Map<string, string>();
  for (const {from, to} of extra) planned.set(routeOf(from), to);
  // The links deno prints keep their hand-picked targets.
  for (const entry of entries)
    if (routeOf(entry.from) !== routeOf(entry.to) && !planned.has(routeOf(entry.from)))
      planned.set(routeOf(entry.from), entry.to);
  const olds = [
    ...Object.keys(source.redirects).filter(isMovableOldUrl),
    ...Object.keys(source.go).map((slug) => `/go/${slug}`),
  ];
  for (const old of olds) {
    const from = routeOf(old);
    if (planned.has(from) || isPage(from)) continue;
    const url = old.startsWith('/go/') ? source.go[old.slice(4)]! : old;
    const to = landingOf(url, byRoute, oldIdsByRoute, source, isPage);
    if (to && routeOf(splitHash(to)[0]) !== from) planned.set(from, to);
  }
  return [...planned].map(([from, to]) => ({from, to})).sort((a, b) => a.from.localeCompare(b.from));
}
