/**
 * The routes of a set of prepared pages: the shell routes only, on the dev server as in a build.
 * A build writes each page from its shell after bundling (shell.ts). The dev server runs no
 * postBuild, so it answers each page's data on request (DEV_PAGES_PATH + the page's path) from
 * the pages each plugin registers here: no route and no bundled module per page, which made
 * `npm start` compile thousands of modules before it showed anything.
 */
import type {PluginContentLoadedActions} from '@docusaurus/types';
import {devMiddlewareConfig, sendJson, type DevMiddleware} from '../dev-server/middleware';
import {DEV_PAGES_PATH, type PreparedPage} from './page';
import {SHELL_PAGE} from './shell';

/**
 * Each plugin's pages on the dev server, by data prefix, and all of them by path, made on the first
 * request after a (re)load. On globalThis: Docusaurus loads each plugin with its own copy of this
 * module, and the one middleware must see every plugin's pages.
 */
const devPages = ((globalThis as Record<symbol, unknown>)[Symbol.for('deno-docs.prepared-pages')] ??= {
  sources: new Map(),
  byPath: undefined,
}) as {sources: Map<string, () => readonly PreparedPage[]>; byPath: Map<string, PreparedPage> | undefined};

function devPage(pathname: string): PreparedPage | undefined {
  if (!devPages.byPath) {
    devPages.byPath = new Map();
    for (const pages of devPages.sources.values()) {
      for (const page of pages()) devPages.byPath.set(page.path.replace(/\/+$/, ''), page);
    }
  }
  return devPages.byPath.get(pathname.replace(/\/+$/, ''));
}

export async function addPreparedRoutes(
  actions: Pick<PluginContentLoadedActions, 'addRoute' | 'createData'>,
  {
    component,
    shells,
    pages,
    dataPrefix,
  }: {
    /** The theme component that shows the pages (it renders PreparedPage). */
    component: string;
    /** The shell routes; `exact: false` serves every path below the route, `priority` puts it before others. */
    shells: readonly {route: string; exact: boolean; priority?: number}[];
    /** The pages, needed on the dev server only (and only when one is asked for). */
    pages: () => readonly PreparedPage[];
    /** Names the shell's data file (`<prefix>-shell.json`) and the plugin's pages on the dev server. */
    dataPrefix: string;
  },
): Promise<void> {
  const shell = await actions.createData(`${dataPrefix}-shell.json`, JSON.stringify(SHELL_PAGE));
  for (const {route, exact, priority} of shells)
    actions.addRoute({path: route, exact, component, modules: {page: shell}, ...(priority ? {priority} : {})});
  devPages.sources.set(dataPrefix, pages);
  devPages.byPath = undefined; // content was (re)loaded: make the pages again when asked
}

const devPagesMiddleware: DevMiddleware = {
  name: 'prepared-pages',
  path: DEV_PAGES_PATH,
  middleware(req, res) {
    sendJson(res, devPage(decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname)));
  },
};

/** What a plugin with prepared pages adds to the dev server (configureWebpack); two may both add it. */
export function preparedPagesWebpackConfig(): ReturnType<typeof devMiddlewareConfig> {
  return devMiddlewareConfig(devPagesMiddleware);
}
