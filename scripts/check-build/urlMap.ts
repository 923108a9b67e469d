/**
 * The URL map against the build: every URL that docs.deno.com serves (its pages, old URLs and
 * `/go/` slugs, src/plugins/url-map/docs-deno-com.json) lands on a page here, and on a page that
 * answers its docs.deno.com page (a `->` line, or the same path) every heading id of that page
 * lands on a section: the same id, an alias, or a `none` line saying the section has no
 * counterpart. Problems name the map line, or the URL's line in docs-deno-com.json.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {routeOf, type UrlMapEntry} from '../../src/plugins/url-map/map';
import {isMovableOldUrl} from '../../src/plugins/url-map/redirects';
import {docsDenoComFile, type DocsDenoCom} from '../../src/plugins/url-map/source';
import {fileForPath, type BuiltPage, type BuiltSite} from './rules';

export interface UrlMapProblem {
  file: string;
  line: number;
  message: string;
}

export interface UrlMapFigures {
  pages: {total: number; here: number; same: number; nearest: number; lost: number};
  ids: {total: number; sameId: number; alias: number; none: number; lost: number};
  oldUrls: {total: number; landed: number};
  go: {total: number; landed: number};
}

export interface Landing {
  page: BuiltPage;
  /** The id the reader is taken to, decoded, or ''. */
  id: string;
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Where a URL of this site ends after its redirect pages, or undefined when it reaches no page. */
export function landOn(url: string, site: BuiltSite): Landing | undefined {
  let current = new URL(url, site.origin);
  for (let hops = 0; hops < 5; hops++) {
    const file = fileForPath(current.pathname, site);
    const page = file && site.pageAt(file);
    if (!page) return undefined;
    if (!page.facts.isRedirect) return {page, id: decode(current.hash.slice(1))};
    if (!page.facts.redirectTo) return undefined;
    const next = new URL(page.facts.redirectTo, `${site.origin}${page.route}`);
    if (next.origin !== site.origin) return undefined;
    // The redirect pages keep the reader's anchor unless they name one (redirectPage.ts).
    if (!next.hash) next.hash = current.hash;
    current = next;
  }
  return undefined;
}

/** Line of each page's `"url": "…"` and each `"<old URL or slug>":` key in docs-deno-com.json. */
function jsonLines(file: string): Map<string, number> {
  const lines = new Map<string, number>();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const key = /"url": "([^"]+)"/.exec(text)?.[1] ?? /^\s*"([^"]+)": "/.exec(text)?.[1];
      if (key && !lines.has(key)) lines.set(key, index + 1);
    });
  return lines;
}

export function checkUrlMap(
  source: DocsDenoCom,
  entries: readonly UrlMapEntry[],
  site: BuiltSite,
  sourceFile = docsDenoComFile,
): {problems: UrlMapProblem[]; figures: UrlMapFigures} {
  const shownSource = path.relative(process.cwd(), sourceFile);
  const lineOf = jsonLines(sourceFile);
  const byRoute = new Map(entries.map((entry) => [routeOf(entry.from), entry]));
  const problems: UrlMapProblem[] = [];
  const figures: UrlMapFigures = {
    pages: {total: 0, here: 0, same: 0, nearest: 0, lost: 0},
    ids: {total: 0, sameId: 0, alias: 0, none: 0, lost: 0},
    oldUrls: {total: 0, landed: 0},
    go: {total: 0, landed: 0},
  };
  const pageUrls = new Set(source.pages.map((p) => routeOf(p.url)));

  // A map line is for a page, an old URL or a /go/ slug of docs.deno.com.
  const knownUrls = new Set([
    ...pageUrls,
    ...Object.keys(source.redirects).map(routeOf),
    ...Object.keys(source.go).map((slug) => `/go/${slug}`),
  ]);
  for (const entry of entries)
    if (!knownUrls.has(routeOf(entry.from)))
      problems.push({
        file: entry.file,
        line: entry.line,
        message: `${entry.from} is not a page, old URL or /go/ slug of docs.deno.com (${source.source.commit.slice(0, 8)})`,
      });

  for (const oldPage of source.pages) {
    figures.pages.total++;
    const entry = byRoute.get(routeOf(oldPage.url));
    const at = entry ? {file: entry.file, line: entry.line} : {file: shownSource, line: lineOf.get(oldPage.url) ?? 1};
    const landing = landOn(entry ? entry.to : oldPage.url, site);
    if (!landing) {
      figures.pages.lost++;
      problems.push({
        ...at,
        message: entry
          ? `${entry.to} leads to no page of the build`
          : `${oldPage.url} is no page here and has no line in src/plugins/url-map/maps`,
      });
      continue;
    }
    if (landing.id && !landing.page.facts.ids.has(landing.id))
      problems.push({...at, message: `${entry?.to}: ${landing.page.file} has no id "${landing.id}"`});
    const kind = !entry ? 'here' : entry.kind;
    figures.pages[kind]++;
    const ids = landing.page.facts.ids;
    for (const {file, line, ...alias} of entry?.anchors ?? []) {
      const where = {file, line};
      if (!oldPage.ids.includes(alias.from))
        problems.push({...where, message: `docs.deno.com's ${oldPage.url} has no heading id "${alias.from}"`});
      if (alias.to === null) continue;
      if (!ids.has(alias.to)) problems.push({...where, message: `${landing.page.file} has no id "${alias.to}"`});
      else if (alias.to !== alias.from && !ids.has(alias.from))
        problems.push({...where, message: `alias "${alias.from}" is not on the built page yet (${landing.page.file})`});
    }
    if (kind === 'nearest') continue;
    for (const id of oldPage.ids) {
      figures.ids.total++;
      const alias = entry?.anchors.find((a) => a.from === id);
      if (alias?.to === null) figures.ids.none++;
      else if (alias) figures.ids.alias++;
      else if (ids.has(id)) figures.ids.sameId++;
      else {
        figures.ids.lost++;
        problems.push({
          ...at,
          message: `#${id} of ${oldPage.url} lands on no section of ${landing.page.file}: add "#${id} -> #id" or "#${id} -> none"`,
        });
      }
    }
  }

  for (const [old, to] of Object.entries(source.redirects)) {
    if (!isMovableOldUrl(old) || pageUrls.has(routeOf(old))) continue;
    figures.oldUrls.total++;
    if (landOn(old, site)) figures.oldUrls.landed++;
    else
      problems.push({
        file: shownSource,
        line: lineOf.get(old) ?? 1,
        message: `docs.deno.com's old URL ${old} (to ${to}) lands nowhere here`,
      });
  }
  for (const slug of Object.keys(source.go)) {
    figures.go.total++;
    const landing = landOn(`/go/${slug}`, site);
    if (landing && (!landing.id || landing.page.facts.ids.has(landing.id))) figures.go.landed++;
    else
      problems.push({
        file: shownSource,
        line: lineOf.get(slug) ?? 1,
        message: `/go/${slug} lands ${landing ? `on ${landing.page.file}, which has no id "${landing.id}"` : 'nowhere'}`,
      });
  }
  return {problems, figures};
}

export function figuresText({pages, ids, oldUrls, go}: UrlMapFigures): string {
  return [
    `docs.deno.com pages: ${pages.total - pages.lost} of ${pages.total} land (${pages.here} same path, ${pages.same} moved to the page that answers them, ${pages.nearest} to the nearest page until theirs is written)`,
    `their heading ids on answering pages: ${ids.total - ids.lost} of ${ids.total} land (${ids.sameId} same id, ${ids.alias} aliases, ${ids.none} with no section here)`,
    `old URLs: ${oldUrls.landed} of ${oldUrls.total}; /go/ slugs: ${go.landed} of ${go.total}`,
  ].join('\n');
}
