/** Moved to src/plugins/examples/meta.ts: the site's build reads it too (src/ imports nothing from scripts/). */
export * from '../../src/plugins/examples/meta';
