/**
 * The URL map: where each URL that docs.deno.com serves lands on this site, kept in the text files
 * of ./maps (one per section). The plugin (index.ts) writes a redirect for each moved URL and an
 * alias id for each heading id that differs; the build checker (scripts/check-build/urlMap.ts)
 * proves every URL and id lands.
 *
 * The format, one entry a line, `#` starts a comment:
 *
 *     /runtime/fundamentals/security/ -> /runtime/manual/basics/permissions
 *       #file-system-access -> #file-system-read-access
 *       #permission-broker -> none
 *     /examples/aes_encryption/ ~> /api/web/~/SubtleCrypto
 *
 * `->` the page here answers the same question, so each of the old page's heading ids must land:
 * the same id, an indented alias line, or `none` (the section has no counterpart here).
 * `~>` the nearest page here until this site has the page (an open issue adds it); its ids are
 * not required. A target equal to the URL (`X -> X`) only adds aliases to a page already here.
 */
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

export const urlMapDir = path.join(__dirname, 'maps');

export interface AnchorAlias {
  /** The old page's heading id, decoded, without `#`. */
  from: string;
  /** The id on the page here, or null: no section here answers it. */
  to: string | null;
  file: string;
  line: number;
}

export interface UrlMapEntry {
  /** The old URL path, as docs.deno.com serves it. */
  from: string;
  /** The path here, with a `#anchor` when the whole page is one section here. */
  to: string;
  kind: 'same' | 'nearest';
  anchors: AnchorAlias[];
  file: string;
  line: number;
}

export class UrlMapError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
  }
}

const entryLine = /^(\/\S*)\s+(->|~>)\s+(\/\S*)$/;
const aliasLine = /^#(\S+)\s+->\s+(?:#(\S+)|(none))$/;

/** Parses one map file; `file` is the name errors give. */
export function parseUrlMap(text: string, file: string): UrlMapEntry[] {
  const entries: UrlMapEntry[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/(^|\s)#\s.*$|^#$/, '').trimEnd();
    if (content.trim() === '') return;
    const indented = /^\s/.test(content);
    if (indented) {
      const alias = aliasLine.exec(content.trim());
      if (!alias)
        throw new UrlMapError(file, line, `expected "#old-id -> #id" or "#old-id -> none", found "${content.trim()}"`);
      const entry = entries.at(-1);
      if (!entry) throw new UrlMapError(file, line, 'an alias line comes before any URL line');
      const from = decodeURIComponent(alias[1]!);
      if (entry.anchors.some((a) => a.from === from))
        throw new UrlMapError(file, line, `#${from} is mapped twice for ${entry.from}`);
      const to = alias[2] === undefined ? null : decodeURIComponent(alias[2]);
      // The page has that id already; an alias span would give it a second element.
      if (to === from) throw new UrlMapError(file, line, `#${from} -> #${to}: the id is the same, so write no line`);
      entry.anchors.push({from, to, file, line});
      return;
    }
    const match = entryLine.exec(content);
    if (!match)
      throw new UrlMapError(file, line, `expected "/old/path/ -> /path" or "/old/path/ ~> /path", found "${content}"`);
    const [, from, arrow, to] = match;
    if (/[#?]/.test(from!))
      throw new UrlMapError(file, line, `the old URL ${from} has a hash or a query: map its path`);
    entries.push({from: from!, to: to!, kind: arrow === '->' ? 'same' : 'nearest', anchors: [], file, line});
  });
  return entries;
}

/** The path without its trailing slash (`/` stays), the form routes take here. */
export const routeOf = (urlPath: string): string => urlPath.replace(/(.)\/+$/, '$1');

/** Every map file of ./maps, parsed; an old URL listed twice is an error naming both lines. */
export function readUrlMap(dir = urlMapDir): UrlMapEntry[] {
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      return parseUrlMap(readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
    });
  const seen = new Map<string, UrlMapEntry>();
  for (const entry of entries) {
    const earlier = seen.get(routeOf(entry.from));
    if (earlier)
      throw new UrlMapError(entry.file, entry.line, `${entry.from} is also mapped at ${earlier.file}:${earlier.line}`);
    seen.set(routeOf(entry.from), entry);
  }
  return entries;
}

/** The entries that move a URL: old route -> target. */
export function redirectsOf(entries: readonly UrlMapEntry[]): {from: string; to: string}[] {
  return entries.filter((e) => routeOf(e.from) !== routeOf(e.to)).map((e) => ({from: routeOf(e.from), to: e.to}));
}

/**
 * The alias ids each page here carries: route -> (id on the page -> old ids that lead to it).
 * An alias equal to the id it leads to needs nothing.
 */
export function aliasesByRoute(entries: readonly UrlMapEntry[]): Map<string, Map<string, string[]>> {
  const byRoute = new Map<string, Map<string, string[]>>();
  const placed = new Map<string, AnchorAlias>();
  for (const entry of entries) {
    const route = routeOf(entry.to.replace(/#.*$/, ''));
    for (const anchor of entry.anchors) {
      if (anchor.to === null || anchor.to === anchor.from) continue;
      // One old id on one page can lead to one section only.
      const earlier = placed.get(`${route}#${anchor.from}`);
      if (earlier && earlier.to !== anchor.to)
        throw new UrlMapError(
          anchor.file,
          anchor.line,
          `#${anchor.from} on ${route} already leads to #${earlier.to} (${earlier.file}:${earlier.line})`,
        );
      placed.set(`${route}#${anchor.from}`, anchor);
      const ids = byRoute.get(route) ?? new Map<string, string[]>();
      const olds = ids.get(anchor.to) ?? [];
      if (!olds.includes(anchor.from)) olds.push(anchor.from);
      ids.set(anchor.to, olds);
      byRoute.set(route, ids);
    }
  }
  return byRoute;
}

let mapped: Map<string, Map<string, string[]>> | undefined;

/** aliasesByRoute of the repository's map, read once per process (Markdown and prepared pages ask). */
export function mappedAliases(): Map<string, Map<string, string[]>> {
  mapped ??= aliasesByRoute(readUrlMap());
  return mapped;
}

/**
 * A hash of the map files. Given to the remark plugin as an option, so a changed map invalidates
 * the bundler's cached Markdown output (a plugin's options are part of the cache key; files it
 * reads are not).
 */
export function urlMapVersion(dir = urlMapDir): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.txt'))
    .sort())
    hash.update(name).update(readFileSync(path.join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}
