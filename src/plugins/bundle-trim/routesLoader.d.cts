declare function routesLoader(this: unknown, source: string): string | undefined;
declare namespace routesLoader {
  /** The route table with each page route written as a `leaf(...)` call (with its chunk names, if given); throws on another shape. */
  function withCompactRoutes(source: string, file: string, chunkNames?: Record<string, unknown>): string;
  /** The routesChunkNames module without the entries of routes.js's page routes; throws when one is missing. */
  function withoutLeafRoutes(json: string, routesSource: string, file: string): string;
}
export = routesLoader;
