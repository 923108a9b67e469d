// @ts-check
/**
 * A loader for the browser build's .docusaurus/routes.js (CommonJS, as loaders are require()d;
 * types in routesLoader.d.cts). Core's codegen writes every page route as an object that names
 * its path twice, `{path: '/x', component: ComponentCreator('/x', 'abc'), exact: true}`, and the
 * main bundle every page downloads holds one per route. Here each becomes `leaf('/x', 'abc')`, a
 * function that builds the same object: 1.7 KB gz less for ~360 routes. Every exact route must
 * match, so a Docusaurus upgrade that changes the shape fails the build rather than shipping a
 * half-rewritten table (tests/unit/bundleTrim.test.ts).
 */
'use strict';

const LEAF =
  /\{\s*path: '((?:[^'\\]|\\.)*)',\s*component: ComponentCreator\('\1', '([0-9a-f]+)'\),\s*exact: true(?:,\s*sidebar: ("(?:[^"\\]|\\.)*"))?\s*\}/g;
const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
const HELPER = `${IMPORT}
/** A page route, its path written once (src/plugins/bundle-trim/routesLoader.cjs). */
function leaf(path, hash, sidebar) {
  const route = {path, component: ComponentCreator(path, hash), exact: true};
  if (sidebar !== undefined) route.sidebar = sidebar;
  return route;
}
`;

/**
 * The route table with each page route written as a `leaf(...)` call; throws when the source is
 * not in the shape core's codegen writes.
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function withCompactRoutes(source, file) {
  if (!source.includes(IMPORT))
    throw new Error(`${file}: no ComponentCreator import where src/plugins/bundle-trim expects it`);
  const rewritten = source.replace(LEAF, (_match, path, hash, sidebar) =>
    sidebar === undefined ? `leaf('${path}', '${hash}')` : `leaf('${path}', '${hash}', ${sidebar})`,
  );
  const left = /exact: true/.exec(rewritten);
  if (left) {
    const line = rewritten.slice(0, left.index).split('\n').length;
    throw new Error(
      `${file}: an exact route not in the shape src/plugins/bundle-trim expects (did Docusaurus change its codegen?), near line ${line} of the rewritten source`,
    );
  }
  return rewritten.replace(IMPORT, HELPER);
}

/** @this {{resourcePath: string}} @param {string} source */
function routesLoader(source) {
  return withCompactRoutes(source, this.resourcePath);
}

module.exports = routesLoader;
module.exports.withCompactRoutes = withCompactRoutes;
