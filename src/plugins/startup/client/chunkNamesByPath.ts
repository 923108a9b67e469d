import flat from '@docusaurus/core/lib/client/flat';

/** `@generated/routesChunkNames`: each route's chunk names, keyed by its path and a hash. */
export type RoutesChunkNames = Record<string, Parameters<typeof flat>[0]>;

/**
 * The chunk names of every route with a given path (all of its entries, in the table's order),
 * what upstream's prefetch finds by testing each entry for each link.
 */
export function groupChunkNamesByPath(routesChunkNames: RoutesChunkNames): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
    // The route's path is its key without the last `-<hash>` part.
    const path = routeNameWithHash.replace(/-[^-]+$/, '');
    byPath.set(path, [...(byPath.get(path) ?? []), ...Object.values(flat(routeChunks))]);
  }
  return byPath;
}
