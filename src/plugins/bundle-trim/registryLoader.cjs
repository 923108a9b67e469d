// @ts-check
/**
 * A loader for the browser build's .docusaurus/registry.js (loaders are require()d, hence
 * CommonJS; types in registryLoader.d.cts). Docusaurus's chunk registry lists, for every chunk,
 * its loader, the module's path as a string and its webpack id. The string serves only server
 * rendering (react-loadable reports which modules a page used, so that the page lists their
 * chunks; src/plugins/startup/serverRegistry.ts puts chunk names there for the server bundle);
 * in the browser it is dead weight, one string per page in the main bundle (~3.4 KB gz for ~350
 * chunks). Every entry must match: a Docusaurus upgrade that changes the registry's shape fails
 * the build rather than shipping a half-trimmed registry (tests/unit/bundleTrim.test.ts).
 */
'use strict';

/** One registry entry as core's codegen writes it, with the path string captured. */
const ENTRY =
  /^( {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\), )"\2"(, require\.resolveWeak\("\2"\)\],(?:\};)?)$/;

/**
 * The registry source with each entry's module path string emptied; throws on any other entry.
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function withoutModuleNames(source, file) {
  return source
    .split('\n')
    .map((line, index) => {
      if (!line.startsWith('  "')) return line;
      const match = ENTRY.exec(line);
      if (!match) {
        throw new Error(
          `${file}:${index + 1}: registry entry not in the shape src/plugins/bundle-trim expects ` +
            `(did Docusaurus change its codegen?): ${line.slice(0, 160)}`,
        );
      }
      return `${match[1]}""${match[3]}`;
    })
    .join('\n');
}

/** @this {{resourcePath: string}} @param {string} source */
function registryLoader(source) {
  return withoutModuleNames(source, this.resourcePath);
}

module.exports = registryLoader;
module.exports.withoutModuleNames = withoutModuleNames;
