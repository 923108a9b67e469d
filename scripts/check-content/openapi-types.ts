/** Moved to src/plugins/examples/openapiTypes.ts: the site's build reads it too (src/ imports nothing from scripts/). */
export * from '../../src/plugins/examples/openapiTypes';
