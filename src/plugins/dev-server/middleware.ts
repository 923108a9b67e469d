/**
 * A middleware of a plugin's own on `npm start`'s dev server, for data that is made on request
 * rather than bundled (the reference pages, the search index).
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Plugin} from '@docusaurus/types';

/** What a plugin's configureWebpack returns (@docusaurus/types does not export its name). */
type ConfigureWebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

/** Whether this process is `npm start`'s dev server (Docusaurus sets NODE_ENV before loading plugins). */
export const onDevServer = (): boolean => process.env.NODE_ENV === 'development';

export interface DevMiddleware {
  /** Names it in the dev server's list: added once, however many plugins ask for it. */
  name: string;
  /** Its path prefix, taken off `req.url`. */
  path: string;
  middleware: (req: IncomingMessage, res: ServerResponse) => void;
}

/** Answers a request with JSON text, or `null` with 404 when there is none. */
export function sendJsonText(res: ServerResponse, json: string | undefined): void {
  res.statusCode = json === undefined ? 404 : 200;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(json ?? 'null');
}

/** Answers a request with a value as JSON, or `null` with 404 when there is none. */
export function sendJson(res: ServerResponse, value: unknown): void {
  sendJsonText(res, value === undefined ? undefined : JSON.stringify(value));
}

/**
 * The configureWebpack result that adds `middleware` to the dev server (nothing in a build).
 * Docusaurus merges a plugin's `setupMiddlewares` with its own by calling both and joining what
 * they return (webpack-merge), so this one adds to the shared list and returns none: every
 * middleware stays in the list once, ahead of the SPA fallback.
 */
export function devMiddlewareConfig(middleware: DevMiddleware): ConfigureWebpackResult {
  if (!onDevServer()) return {};
  const devServer = {
    setupMiddlewares(middlewares: unknown[]): unknown[] {
      const added = middlewares.some((entry) => (entry as Partial<DevMiddleware>).name === middleware.name);
      if (!added) middlewares.unshift(middleware);
      return [];
    },
  };
  // webpack's type has no devServer (webpack-dev-server, a dependency of Docusaurus, adds it).
  return {devServer} as ConfigureWebpackResult;
}
