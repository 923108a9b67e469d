/**
 * Routes of the docs pages, computed as @docusaurus/plugin-content-docs computes them, and the
 * resolution of internal links and anchors against them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PageModel} from './markdown';
import {docsInstances} from '../../src/data/docsInstances';
import {isCategoryIndex, permalinkOf, resolvePathname} from '../../src/plugins/docs/permalink';

export {permalinkOf};

/** The docs instances: folder name = plugin id = route base (/runtime, /deploy, /subhosting, /lint). */
export const SECTIONS: readonly string[] = docsInstances.map((instance) => instance.id);

/**
 * Routes served by something other than a docs page (React pages, redirects). Links to them are
 * valid; their anchors are not checked. Keep in step with src/pages and docusaurus.config.ts.
 */
export const NON_DOC_ROUTES: readonly string[] = [
  '/', // src/pages/index.tsx: home page
  '/search', // theme search page
  '/deploy/api/rapidoc', // src/pages: REST API viewer
  '/deploy/api/rest/rapidoc', // same viewer, second address
  '/kv/manual', // redirect to /deploy/kv/manual (src/plugins/url-map)
];

/** `/runtime/manual/` -> `/runtime/manual`; `/` stays. Also drops `index.html` / `.html`. */
export function normalizeRoute(route: string): string {
  let r = route.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (r.length > 1) r = r.replace(/\/+$/, '');
  return r === '' ? '/' : r;
}

/** A page is a landing/category page when it is a category index or has `slug: /`. */
export function isLandingPage(page: Pick<PageModel, 'sectionPath' | 'frontMatter'>): boolean {
  if (page.frontMatter.slug === '/') return true;
  const parsed = path.posix.parse(page.sectionPath);
  return isCategoryIndex(parsed.name, parsed.dir === '' ? '.' : parsed.dir);
}

export interface LinkProblem {
  message: string;
}

export class RouteIndex {
  private readonly byRoute = new Map<string, PageModel>();
  /** Every page of each route: more than one is an error (the build keeps one, warning only). */
  private readonly pagesOf = new Map<string, PageModel[]>();
  private readonly byFile = new Map<string, PageModel>();
  private readonly permalinks = new Map<PageModel, string>();

  constructor(
    pages: PageModel[],
    private readonly staticDir: string,
    /** Routes plugins generate (generated-routes.ts), with their anchors where known. */
    private readonly generated: ReadonlyMap<string, ReadonlySet<string> | undefined> = new Map(),
  ) {
    for (const page of pages) {
      this.byFile.set(page.file, page);
      if (page.isPartial) continue;
      const permalink = permalinkOf(page);
      this.permalinks.set(page, permalink);
      const route = normalizeRoute(permalink);
      this.byRoute.set(route, page);
      this.pagesOf.set(route, [...(this.pagesOf.get(route) ?? []), page]);
    }
  }

  /** The other pages served at `page`'s route (two files, or a `slug`/`id` that repeats a route). */
  othersOnRoute(page: PageModel): PageModel[] {
    const permalink = this.permalinks.get(page);
    if (permalink === undefined) return [];
    return (this.pagesOf.get(normalizeRoute(permalink)) ?? []).filter((other) => other !== page);
  }

  permalink(page: PageModel): string | undefined {
    return this.permalinks.get(page);
  }

  pageForRoute(route: string): PageModel | undefined {
    return this.byRoute.get(normalizeRoute(route));
  }

  routes(): string[] {
    return [...this.byRoute.keys()].sort();
  }

  /** Checks one link of `page`; returns undefined when it resolves, or what is wrong. */
  check(page: PageModel, url: string): LinkProblem | undefined {
    const trimmed = url.trim();
    if (trimmed === '') return {message: 'empty link'};
    // External links (scheme: or protocol-relative) are not checked here.
    if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return undefined;

    const hashAt = trimmed.indexOf('#');
    const beforeHash = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(trimmed.slice(hashAt + 1));
    const pathPart = beforeHash.split('?')[0] ?? '';

    if (pathPart === '') {
      if (anchor === undefined || anchor === '') return undefined;
      return this.checkAnchor(page, anchor, 'this page');
    }

    // Links to a .md/.mdx file: resolved from the file's folder, within the same docs section.
    if (/\.mdx?$/i.test(pathPart)) {
      const decoded = decodeURIComponent(pathPart);
      const fromDir = path.posix.dirname(page.file);
      const target = decoded.startsWith('/')
        ? path.posix.normalize(decoded.slice(1))
        : path.posix.normalize(path.posix.join(fromDir, decoded));
      const targetPage = this.byFile.get(target);
      if (!targetPage || targetPage.isPartial) {
        return {message: `broken link: ${url} (no page ${target})`};
      }
      if (targetPage.section !== page.section) {
        const permalink = this.permalinks.get(targetPage) ?? '';
        return {
          message:
            `link to a file of another docs section: ${url}; the build only resolves file links ` +
            `within a section, use the route ${normalizeRoute(permalink)} instead`,
        };
      }
      return anchor ? this.checkAnchor(targetPage, anchor, target) : undefined;
    }

    // Site URLs, absolute or relative to this page's URL (as a browser resolves them).
    const base = this.permalinks.get(page) ?? `/${page.section}/${page.sectionPath}`;
    const route = normalizeRoute(decodeURIComponent(resolvePathname(pathPart, base)));
    const targetPage = this.byRoute.get(route);
    if (targetPage) {
      return anchor ? this.checkAnchor(targetPage, anchor, route) : undefined;
    }
    if (this.generated.has(route)) {
      const anchors = this.generated.get(route);
      if (!anchor || !anchors || anchors.has(anchor)) return undefined;
      return {message: `broken anchor: #${anchor} is not an id on the generated page ${route}`};
    }
    if (NON_DOC_ROUTES.includes(route)) return undefined;
    const staticFile = path.join(this.staticDir, route);
    if (route !== '/' && fs.existsSync(staticFile) && fs.statSync(staticFile).isFile()) {
      return undefined;
    }
    const shown = route === pathPart ? url : `${url} (resolves to ${route})`;
    return {message: `broken link: ${shown}: no page has this route`};
  }

  private checkAnchor(target: PageModel, anchor: string, where: string): LinkProblem | undefined {
    if (anchor === '') return undefined;
    if (target.parseError) {
      return {message: `cannot check anchor #${anchor}: ${where} does not parse`};
    }
    if (target.anchors.has(anchor)) return undefined;
    const near = [...target.anchors].filter((a) => a.includes(anchor) || anchor.includes(a));
    const hint = near.length > 0 ? ` (did you mean #${near[0]}?)` : '';
    return {message: `broken anchor: #${anchor} is not a heading id in ${where}${hint}`};
  }
}
