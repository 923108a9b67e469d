/**
 * The routes of a set of prepared pages: the shell routes only, on the dev server as in a build.
 * A build writes each page from its shell after bundling (shell.ts). The dev server runs no
 * postBuild, so it answers each page's data on request (DEV_PAGES_PATH + the page's path) from
 * the pages each plugin registers here: no route and no bundled module per page, which made
 * `npm start` compile thousands of modules before it showed anything.
 */
import type {Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import type {IncomingMessage, ServerResponse} from 'node:http';
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
    /** The shell routes; `exact: false` serves every path below the route. */
    shells: readonly {route: string; exact: boolean}[];
    /** The pages, needed on the dev server only (and only when one is asked for). */
    pages: () => readonly PreparedPage[];
    /** Names the shell's data file (`<prefix>-shell.json`) and the plugin's pages on the dev server. */
    dataPrefix: string;
  },
): Promise<void> {
  const shell = await actions.createData(`${dataPrefix}-shell.json`, JSON.stringify(SHELL_PAGE));
  for (const {route, exact} of shells) actions.addRoute({path: route, exact, component, modules: {page: shell}});
  devPages.sources.set(dataPrefix, pages);
  devPages.byPath = undefined; // content was (re)loaded: make the pages again when asked
}

/** What a plugin's configureWebpack returns (@docusaurus/types does not export its name). */
type ConfigureWebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

type Middleware = {name: string; path: string; middleware: (req: IncomingMessage, res: ServerResponse) => void};

const devPagesMiddleware: Middleware = {
  name: 'prepared-pages',
  path: DEV_PAGES_PATH,
  middleware(req, res) {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname);
    const page = devPage(pathname);
    res.statusCode = page ? 200 : 404;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(page ?? null));
  },
};

/**
 * What a plugin with prepared pages adds to the dev server's configuration (configureWebpack).
 * Docusaurus merges it with its own `setupMiddlewares` by calling both and joining what they
 * return (webpack-merge), so this one adds its middleware to the shared list and returns none:
 * every middleware stays in the list once, and the page data is served before the SPA fallback.
 * Two plugins may both return it; the middleware is added once (by name: each plugin has its copy).
 */
export function preparedPagesWebpackConfig(): ConfigureWebpackResult {
  if (process.env.NODE_ENV !== 'development') return {};
  const devServer = {
    setupMiddlewares(middlewares: unknown[]): unknown[] {
      if (!middlewares.includes(devPagesMiddleware)) middlewares.unshift(devPagesMiddleware);
      return [];
    },
  };
  // webpack's type has no devServer (webpack-dev-server, a dependency of Docusaurus, adds it).
  return {devServer} as ConfigureWebpackResult;
}
