/**
 * The docs links inside the pinned deno executable. Rust packs its string constants end to end,
 * so a URL in the binary runs on into whatever string follows it (`.../go/commonjsThis program
 * ...`); where it ends is decided against the site (resolveLink), not guessed here. Two links are
 * templates completed at run time: `/go/--allow-<permission>` and `/lint/rules/<rule>`.
 */
import fs from 'node:fs';

const DOCS_URL = /https:\/\/docs\.deno\.com[A-Za-z0-9/_.#~%+-]*/g;

/** Every docs.deno.com URL the binary holds, with whatever string was glued after it. */
export function docsUrlsInBinary(file: string): string[] {
  const text = fs.readFileSync(file).toString('latin1');
  return [...new Set(text.match(DOCS_URL) ?? [])].sort();
}

/** The path part of a docs URL: `https://docs.deno.com/go/env-vars` → `/go/env-vars`. */
export function docsPath(url: string): string {
  return url.replace(/^https:\/\/docs\.deno\.com/, '') || '/';
}

export interface SiteLookup {
  /** A page or a redirect of the built site at this path (no anchor)? */
  hasRoute(route: string): boolean;
  /** Where a redirect page sends the reader, or undefined for a page. */
  redirectTarget(route: string): string | undefined;
  /** The element ids of a page. */
  anchorsOf(route: string): Set<string>;
}

export interface Resolution {
  /** What deno links to, once the glued text is cut off. */
  link: string;
  /** The page (and anchor) the reader lands on. */
  landsOn?: string;
  problem?: string;
}

/**
 * Text glued after a URL starts with a letter and holds no `/`; a `-`, `_`, `.` or digit would
 * continue the path, and a `/` would make it a longer path (`/` itself must not answer `/lint/x`).
 */
function isGlue(rest: string): boolean {
  return rest === '' || (/^[A-Za-z]/.test(rest) && !rest.includes('/'));
}

function longestAnchor(anchors: Set<string>, candidate: string): string | undefined {
  for (let end = candidate.length; end > 0; end--) {
    const anchor = candidate.slice(0, end);
    if (anchors.has(anchor) && isGlue(candidate.slice(end))) return anchor;
  }
  return undefined;
}

/** The longest route of the site that the path starts with, then its anchor, following redirects. */
export function resolveLink(path: string, site: SiteLookup): Resolution {
  const [pathPart = '/', anchorPart] = path.split('#');
  for (let end = pathPart.length; end > 0; end--) {
    const candidate = pathPart.slice(0, end);
    const route = candidate.length > 1 ? candidate.replace(/\/$/, '') : candidate;
    const rest = pathPart.slice(end);
    // After a `/`, what follows is the next path segment, not text glued to the URL.
    if (candidate.endsWith('/') && rest !== '') continue;
    if (!site.hasRoute(route) || !isGlue(rest)) continue;
    const link = `${route}${anchorPart !== undefined && rest === '' ? '#' : ''}`;
    const redirect = site.redirectTarget(route);
    const [landing = route, redirectAnchor] = (redirect ?? route).split('#');
    const wanted = rest === '' ? anchorPart : undefined;
    if (wanted === undefined || wanted === '') {
      if (redirectAnchor && !site.anchorsOf(landing).has(redirectAnchor)) {
        return {link: route, problem: `redirects to ${redirect}, but that page has no #${redirectAnchor}`};
      }
      return {link: route, landsOn: redirect ?? route};
    }
    const anchor = longestAnchor(site.anchorsOf(landing), wanted);
    if (!anchor) return {link: `${link}${wanted}`, problem: `${landing} has no anchor that #${wanted} starts with`};
    return {link: `${route}#${anchor}`, landsOn: `${landing}#${anchor}`};
  }
  return {link: path, problem: 'no page or redirect of the site answers it'};
}
