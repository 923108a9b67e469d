import type {Registry} from '@docusaurus/types';

/** The registry with each entry's module name replaced by its chunk name (serverRegistry.ts says why). */
export function withChunkNames(registry: Registry): Registry {
  return Object.fromEntries(
    Object.entries(registry).map(([chunkName, [load, , resolvedModule]]) => [
      chunkName,
      [load, chunkName, resolvedModule],
    ]),
  );
}
