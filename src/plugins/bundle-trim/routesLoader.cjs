// @ts-check
/**
 * A loader for the browser build's .docusaurus/routes.js (CommonJS, as loaders are require()d;
 * types in routesLoader.d.cts). Core's codegen writes every page route as an object that names
 * its path twice, `{path: '/x', component: ComponentCreator('/x', 'abc'), exact: true}`, and the
 * main bundle every page downloads holds one per route. Here each becomes `leaf('/x', 'abc')`, a
 * function that builds the same object: 1.7 KB gz less for ~360 routes.
 *
 * In production the route's chunk names come along too (`leaf('/x', 'abc', {content: 'e98…'})`),
 * and leaf() files them under the key `/x-abc` in `@generated/routesChunkNames`, whose own module
 * keeps only the other routes' entries (withoutLeafRoutes, this loader too): that JSON wrote each page's path a
 * second time, in its key (~4 KB gz for ~500 page routes). Both rewrites find the page routes with
 * leafRouteKeys(), so they agree on which entries move. `npm start` keeps the JSON whole, since
 * its two files are rewritten separately and a loader could read one before the other.
 *
 * Every exact route must match, so a Docusaurus upgrade that changes the shape fails the build
 * rather than shipping a half-rewritten table (tests/unit/bundleTrim.test.ts).
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
const HELPER_WITH_CHUNKS = `${IMPORT}import routesChunkNames from '@generated/routesChunkNames';
/** A page route, its path written once, and its chunk names (src/plugins/bundle-trim/routesLoader.cjs). */
function leaf(path, hash, chunks, sidebar) {
  routesChunkNames[path + '-' + hash] = chunks;
  const route = {path, component: ComponentCreator(path, hash), exact: true};
  if (sidebar !== undefined) route.sidebar = sidebar;
  return route;
}
`;

/**
 * A generated JSON file's object.
 * @param {string} text
 * @param {string} file
 * @returns {Record<string, unknown>}
 */
function parseObject(text, file) {
  /** @type {unknown} */
  const value = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new Error(`${file}: not a JSON object`);
  return /** @type {Record<string, unknown>} */ (value);
}

/** The routesChunkNames key of a route: its path as codegen had it (it escapes only `'`) and its hash. */
const routeKey = (/** @type {string} */ quotedPath, /** @type {string} */ hash) =>
  `${quotedPath.replace(/\\'/g, "'")}-${hash}`;

/**
 * The routesChunkNames keys of the page (exact) routes that withCompactRoutes writes as leaf().
 * @param {string} source
 * @returns {Set<string>}
 */
function leafRouteKeys(source) {
  return new Set([...source.matchAll(LEAF)].map((match) => routeKey(match[1], match[2])));
}

/**
 * The route table with each page route written as a `leaf(...)` call, carrying its chunk names
 * when `chunkNames` is given; throws when the source is not in the shape core's codegen writes.
 * @param {string} source
 * @param {string} file
 * @param {Record<string, unknown>} [chunkNames]
 * @returns {string}
 */
function withCompactRoutes(source, file, chunkNames) {
  if (!source.includes(IMPORT))
    throw new Error(`${file}: no ComponentCreator import where src/plugins/bundle-trim expects it`);
  /** @type {(match: string, routePath: string, hash: string, sidebar: string | undefined) => string} */
  const toLeaf = (_match, routePath, hash, sidebar) => {
    const args = [`'${routePath}'`, `'${hash}'`];
    if (chunkNames) {
      const chunks = chunkNames[routeKey(routePath, hash)];
      if (!chunks)
        throw new Error(
          `${file}: the route ${routePath} has no entry ${routeKey(routePath, hash)} in routesChunkNames.json`,
        );
      args.push(JSON.stringify(chunks));
    }
    if (sidebar !== undefined) args.push(sidebar);
    return `leaf(${args.join(', ')})`;
  };
  const rewritten = source.replace(LEAF, toLeaf);
  const left = /exact: true/.exec(rewritten);
  if (left) {
    const line = rewritten.slice(0, left.index).split('\n').length;
    throw new Error(
      `${file}: an exact route not in the shape src/plugins/bundle-trim expects (did Docusaurus change its codegen?), near line ${line} of the rewritten source`,
    );
  }
  return rewritten.replace(IMPORT, chunkNames ? HELPER_WITH_CHUNKS : HELPER);
}

/**
 * The routesChunkNames module without the page routes' entries, which the route table's leaf()
 * files (production only); throws when one is missing.
 * @param {string} json
 * @param {string} routesSource
 * @param {string} file
 * @returns {string}
 */
function withoutLeafRoutes(json, routesSource, file) {
  const chunkNames = parseObject(json, file);
  const leaves = leafRouteKeys(routesSource);
  for (const key of leaves) {
    if (!(key in chunkNames)) throw new Error(`${file}: no entry for the page route ${key} of routes.js`);
  }
  const kept = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !leaves.has(key)));
  return `export default ${JSON.stringify(kept)};\n`;
}

/** The generated file beside `file` (both live in .docusaurus). */
const sibling = (/** @type {string} */ file, /** @type {string} */ name) => file.replace(/[^/\\]+$/, name);

/**
 * The loader of both route table files: routes.js, and (production only) routesChunkNames.json,
 * each of which it rewrites with the other's contents, read through the bundler's file system.
 * @this {{resourcePath: string, addDependency(file: string): void, getOptions(): {withChunkNames?: boolean},
 *   async(): (error: Error | null, result?: string) => void,
 *   fs: {readFile(file: string, done: (error: Error | null, data?: Buffer) => void): void}}}
 * @param {string} source
 */
function routesLoader(source) {
  const file = this.resourcePath;
  const isChunkNames = file.endsWith('routesChunkNames.json');
  if (!isChunkNames && !this.getOptions().withChunkNames) return withCompactRoutes(source, file);
  const other = sibling(file, isChunkNames ? 'routes.js' : 'routesChunkNames.json');
  this.addDependency(other);
  const done = this.async();
  this.fs.readFile(other, (error, data) => {
    if (error || !data) return done(error ?? new Error(`${other}: empty`));
    try {
      const text = data.toString('utf8');
      done(
        null,
        isChunkNames
          ? withoutLeafRoutes(source, text, file)
          : withCompactRoutes(source, file, parseObject(text, other)),
      );
    } catch (rewriteError) {
      done(/** @type {Error} */ (rewriteError));
    }
  });
}

module.exports = routesLoader;
module.exports.withCompactRoutes = withCompactRoutes;
module.exports.withoutLeafRoutes = withoutLeafRoutes;
