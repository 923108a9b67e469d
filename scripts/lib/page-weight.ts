/**
 * What a first visit to a page downloads until it has hydrated: every response, grouped by
 * kind, with the gzip size of each (what a CDN serving compressed files sends). Used by
 * `npm run bench:weight` and by the weight budget browser test, so both measure the same way.
 */
import {gzipSync} from 'node:zlib';
import type {Browser} from '@playwright/test';
import {HYDRATED_SELECTOR} from './hydration';

export interface PageWeight {
  path: string;
  requests: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  otherGzipBytes: number;
}

type Kind = 'js' | 'css' | 'other';

function kindOf(url: string, contentType: string): Kind {
  const pathname = new URL(url).pathname;
  if (pathname.endsWith('.js') || contentType.includes('javascript')) return 'js';
  if (pathname.endsWith('.css') || contentType.includes('text/css')) return 'css';
  return 'other';
}

/**
 * Loads `origin + path` in a fresh context (empty cache) and sums what arrived until the page had
 * hydrated (its scripts are requested after its first frame, so `load` may come before them).
 */
export async function measurePageWeight(browser: Browser, origin: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{kind: Kind; raw: number; gzip: number}>[] = [];
  let hydrated = false;
  page.on('response', (response) => {
    // Prefetches of linked pages' chunks (<link rel="prefetch">, type "other") are for the next
    // page, and start when links scroll into view, so their timing varies from run to run.
    if (hydrated || response.request().resourceType() === 'other') return;
    pending.push(
      response.body().then(
        (body) => ({
          kind: kindOf(response.url(), response.headers()['content-type'] ?? ''),
          raw: body.length,
          gzip: gzipSync(body, {level: 9}).length,
        }),
        () => ({kind: 'other' as const, raw: 0, gzip: 0}),
      ),
    );
  });
  await page.goto(origin + path, {waitUntil: 'load'});
  await page.locator(HYDRATED_SELECTOR).waitFor({state: 'attached'});
  hydrated = true;
  const responses = await Promise.all(pending);
  await context.close();
  const sum = (kind: Kind, field: 'raw' | 'gzip'): number =>
    responses.filter((r) => r.kind === kind).reduce((total, r) => total + r[field], 0);
  return {
    path,
    requests: responses.length,
    jsBytes: sum('js', 'raw'),
    jsGzipBytes: sum('js', 'gzip'),
    cssGzipBytes: sum('css', 'gzip'),
    otherGzipBytes: sum('other', 'gzip'),
  };
}

/**
 * The pages the weight budget (and Lighthouse) is measured on: the home page, a manual page, a KV
 * page, a page of each reference (API, CLI, lint rules) and an example, which must ship no more
 * than a manual page.
 */
export const weighedPages = [
  {path: '/', kind: 'home'},
  {path: '/runtime/manual/getting_started/first_steps', kind: 'doc'},
  {path: '/deploy/kv/manual/operations', kind: 'doc'},
  {path: '/api/deno/~/Deno.serve', kind: 'doc'},
  {path: '/api/deno/~/Deno.Kv', kind: 'doc'},
  {path: '/api/node/fs', kind: 'doc'},
  {path: '/runtime/reference/cli/run', kind: 'doc'},
  {path: '/lint/rules/no-var', kind: 'doc'},
  {path: '/examples/http_server', kind: 'doc'},
] as const;

/** Compressed JS until hydrated, in bytes: the goals (issue 8), printed by `npm run bench:weight`. */
export const jsGoalBytes = {home: 150 * 1024, doc: 170 * 1024} as const;

/**
 * Compressed JS until hydrated, in bytes: the budget the browser tests enforce, so that a
 * regression fails CI with its figures. The route table (routes, chunk names, chunk registry,
 * chunk map) is in every page's main bundle and runtime chunk, ~0.07 KB gz per route after the
 * trims in src/plugins/docs and src/plugins/bundle-trim. The API and CLI references are prepared
 * pages (src/plugins/prepared-pages), three routes for ~1,150 pages; the 125 lint rule pages are
 * docs pages, one route each. With 371 routes doc pages measured 175.4 KB and the home page
 * 144.2 KB (178.5 and 147.2 with the CLI pages as routes of their own). The home page keeps its
 * goal; doc pages get the goal plus 8 KB, the measured figure with a little headroom, so anything
 * more fails. (It was 7 KB while pages were weighed at `load`: since a page requests its scripts
 * after its first frame, it is weighed once hydrated, which also counts the service worker's
 * registration chunk, 0.5 KB; doc pages measured 177.9 KB, then 178.6 KB, and 176.8 KB once the
 * route table wrote each path once.) Raised to goal + 11 KB on 2026-11-29, when 36 guide pages
 * (#35) made doc pages 180.2 KB: the route table grows with every docs page, and the fix is
 * structural (issue #32: fewer docs routes, or a route table that is not in every page's
 * bundle), not a budget. Raised again the same day, for the same reason: the Sandbox section (a
 * fifth docs instance), the Deploy reference and 15 tutorials, about 60 docs routes, made doc
 * pages 184.3 KB in a full build once search's worker code had moved out of the main bundle
 * (182.8 KB was a build without the tutorials); goal + 15 KB is that with 0.7 KB to spare.
 * Lowered to goal + 13 KB when chunk files took the build's hash instead of each their own
 * (src/plugins/bundle-trim): the runtime chunk lost its table of ~1,300 chunk hashes, and doc
 * pages went from 185.1 to 181.2 KB, the home page from 150.6 to 146.7 KB, with 11 more docs
 * routes than at 184.3 KB. The 42 std pages and 7 tutorials took doc pages to 185.7 KB and the
 * home page to 150.1 KB; then each page route's chunk names moved into its leaf() call (no more
 * path-keyed table) and the site config lost the keys only the build reads
 * (src/plugins/bundle-trim): doc pages 180.0 KB, the home page 143.8 KB, so the doc budget is
 * goal + 12 KB. `npm run bench:weight` still reports against the goal.
 */
export const jsBudgetBytes = {home: jsGoalBytes.home, doc: jsGoalBytes.doc + 12 * 1024} as const;

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
