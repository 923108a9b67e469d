/**
 * The build checker's rules: each takes one page's facts (page.ts) and the site around it, and
 * returns the page's problems. They stand in for the browser on every built page, which the
 * browser tests only sample (tests/e2e/routes.spec.ts): a page that is there and titled, with one
 * h1 and no error text; links and anchors that land; assets that exist; inline scripts that the
 * CSP allows; and the axe rules that depend on a page's own content (image alt, link names, ids).
 */
import {scriptHash} from '../../src/plugins/security-headers/policy';
import type {Located, PageFacts} from './page';

export interface Problem {
  /** Build-relative file, as the reader would open it: `runtime/manual/index.html`. */
  file: string;
  line: number;
  rule: RuleName;
  message: string;
}

export interface BuiltPage {
  /** Build-relative path of the HTML file. */
  file: string;
  /** The URL path the page is served at: `/runtime/manual`, `/`, `/404.html`. */
  route: string;
  facts: PageFacts;
}

/** The build around a page: which files exist, other pages' ids, the CSP's script hashes. */
export interface BuiltSite {
  origin: string;
  fileExists(relativePath: string): boolean;
  pageAt(relativeFile: string): BuiltPage | undefined;
  /** `'sha256-…'` sources of the CSP's script-src; undefined when the build has no _headers. */
  scriptHashes: Set<string> | undefined;
  /** Paths that pages link to before their pages are written (pending-targets.txt). */
  pendingTargets: Set<string>;
}

export const ruleNames = [
  'title',
  'h1',
  'lang',
  'link',
  'anchor',
  'asset',
  'csp',
  'error-text',
  'duplicate-id',
  'image-alt',
  'link-name',
] as const;
export type RuleName = (typeof ruleNames)[number];

const notFoundTitle = /^Page Not Found\b/;

/** The build file a same-origin URL path is served from, if any. */
export function fileForPath(pathname: string, site: Pick<BuiltSite, 'fileExists'>): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const bare = decoded.replace(/^\/+/, '');
  const candidates = decoded.endsWith('/')
    ? [`${bare}index.html`]
    : [bare, `${bare}/index.html`, `${bare}.html`].filter((candidate) => candidate !== '');
  if (bare === '') candidates.push('index.html');
  return candidates.find((candidate) => site.fileExists(candidate));
}

/** A URL of this site (absolute, root-relative or page-relative), or undefined for another site or scheme. */
function sameSiteUrl(value: string, page: BuiltPage, site: BuiltSite): URL | undefined {
  if (/^(?:mailto|tel|data|blob):/i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, `${site.origin}${page.route}`);
  } catch {
    return undefined;
  }
  return url.origin === site.origin ? url : undefined;
}

function problem(page: BuiltPage, at: Located | number, rule: RuleName, message: string): Problem {
  return {file: page.file, line: typeof at === 'number' ? at : at.line, rule, message};
}

export function checkPage(page: BuiltPage, site: BuiltSite): Problem[] {
  const {facts} = page;
  const problems: Problem[] = [];
  const isNotFoundPage = page.file === '404.html';

  if (!facts.isRedirect) {
    if (!facts.title) problems.push(problem(page, 1, 'title', 'the page has no <title>'));
    else if (notFoundTitle.test(facts.title) && !isNotFoundPage)
      problems.push(problem(page, 1, 'title', `the page is titled "${facts.title}"`));
    if (facts.h1s.length !== 1)
      problems.push(
        problem(page, facts.h1s[1]?.line ?? 1, 'h1', `the page has ${facts.h1s.length} <h1> elements, not 1`),
      );
    else if (!facts.h1s[0]!.value) problems.push(problem(page, facts.h1s[0]!, 'h1', 'the <h1> is empty'));
    if (!facts.lang) problems.push(problem(page, 1, 'lang', '<html> has no lang attribute'));
  }

  for (const link of facts.links) {
    const url = sameSiteUrl(link.value, page, site);
    if (!url) continue;
    const target = fileForPath(url.pathname, site);
    if (!target && site.pendingTargets.has(url.pathname.replace(/\/$/, ''))) continue;
    if (!target) {
      problems.push(problem(page, link, 'link', `${link.value} leads to no page or file of the build`));
      continue;
    }
    const anchor = url.hash.slice(1);
    if (!anchor || !target.endsWith('.html')) continue;
    const targetPage = site.pageAt(target);
    if (!targetPage || targetPage.facts.isRedirect) continue;
    let id = anchor;
    try {
      id = decodeURIComponent(anchor);
    } catch {
      // A malformed escape is looked up as written.
    }
    if (!targetPage.facts.ids.has(id))
      problems.push(problem(page, link, 'anchor', `${link.value}: ${target} has no element with id "${id}"`));
  }

  for (const asset of facts.assets) {
    const url = sameSiteUrl(asset.value, page, site);
    if (url && !fileForPath(url.pathname, site))
      problems.push(problem(page, asset, 'asset', `${asset.value} is not in the build`));
  }

  if (site.scriptHashes) {
    for (const script of facts.inlineScripts)
      if (!site.scriptHashes.has(scriptHash(script.value)))
        problems.push(
          problem(
            page,
            script,
            'csp',
            `inline script "${script.value.slice(0, 50)}…" is not allowed by _headers' script-src`,
          ),
        );
  }
  for (const attribute of facts.scriptAttributes)
    problems.push(
      problem(page, attribute, 'csp', `${attribute.value}: the CSP refuses inline event handlers and javascript: URLs`),
    );

  for (const text of facts.errorTexts)
    problems.push(problem(page, text, 'error-text', `the page shows "${text.value}"`));
  for (const id of facts.duplicateIds)
    problems.push(problem(page, id, 'duplicate-id', `id "${id.value}" is used more than once`));
  for (const image of facts.imagesWithoutAlt)
    problems.push(problem(page, image, 'image-alt', `<img src="${image.value}"> has no alt attribute`));
  for (const link of facts.unnamedLinks)
    problems.push(problem(page, link, 'link-name', `the link to ${link.value} has no text or label`));
  return problems;
}
