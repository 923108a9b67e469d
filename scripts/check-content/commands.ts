/** Moved to src/plugins/examples/commands.ts: the site's build reads it too (src/ imports nothing from scripts/). */
export * from '../../src/plugins/examples/commands';
