declare function routesLoader(this: {resourcePath: string}, source: string): string;
declare namespace routesLoader {
  /** The route table with each page route written as a `leaf(...)` call; throws on another shape. */
  function withCompactRoutes(source: string, file: string): string;
}
export = routesLoader;
