/**
 * Keeps what every page downloads small: the browser bundles get a one-function stand-in for
 * tslib (tslibShim.ts) instead of the whole library. Only modules listed in TSLIB_USERS may
 * import it; any other importer fails the build, since it might need a helper the shim lacks.
 * The browser's chunk registry loses the module path strings only server rendering reads
 * (registryLoader.cjs), and chunk files are named by id and the build's hash: with a name or a
 * content hash in the file name, the runtime chunk every page loads carries a table of every
 * chunk's name (~3.4 KB gz for ~800 chunks) or hash (9.5 KB gz for ~1,300 chunks, growing with
 * every page). The cost: a new build renames every chunk, so a returning reader downloads a
 * page's chunks again after a deploy (the main bundle, which holds the route table, changes with
 * almost every content change anyway). The route table writes each page route's path once
 * (routesLoader.cjs), and in production each page route's chunk names sit beside it
 * (routesLoader.cjs too) instead of in a table keyed by the path again. The site config loses
 * the keys only the build reads (siteConfigLoader.cjs).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler, Module} from 'webpack';

/** The file a module was read from, if it was read from one. */
const resourceOf = (module: Module | null | undefined): string | undefined =>
  (module as {resource?: string} | null | undefined)?.resource;

/** Modules that import tslib in the browser bundles, all of which need only `__importDefault`. */
export const TSLIB_USERS = [`${path.sep}@docusaurus${path.sep}utils-common${path.sep}`];

const shim = path.join(__dirname, 'tslibShim.ts');

/** Importers of the shim that are not known to need only `__importDefault`. */
export function unexpectedTslibUsers(importers: (string | undefined)[]): string[] {
  return importers.filter((file): file is string => !!file && !TSLIB_USERS.some((user) => file.includes(user)));
}

export default function bundleTrimPlugin(context: LoadContext): Plugin {
  return {
    name: 'deno-bundle-trim',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // `npm start` keeps readable names ([name].js).
      const production = process.env.NODE_ENV === 'production';
      const generated = (name: string) => (file: string) => file === path.join(context.generatedFilesDir, name);
      return {
        ...(production ? {output: {chunkFilename: 'assets/js/[id].[fullhash:8].js'}} : {}),
        resolve: {alias: {tslib$: shim}},
        module: {
          rules: [
            {
              test: generated('registry.js'),
              use: [{loader: path.join(__dirname, 'registryLoader.cjs')}],
            },
            {
              test: generated('routes.js'),
              use: [{loader: path.join(__dirname, 'routesLoader.cjs'), options: {withChunkNames: production}}],
            },
            ...(production
              ? [
                  {
                    test: generated('routesChunkNames.json'),
                    type: 'javascript/auto',
                    use: [{loader: path.join(__dirname, 'routesLoader.cjs')}],
                  },
                ]
              : []),
            {test: generated('docusaurus.config.mjs'), use: [{loader: path.join(__dirname, 'siteConfigLoader.cjs')}]},
          ],
        },
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.compilation.tap('deno-bundle-trim', (compilation) => {
                compilation.hooks.finishModules.tap('deno-bundle-trim', (modules) => {
                  for (const module of modules) {
                    if (resourceOf(module) !== shim) continue;
                    const importers = [...compilation.moduleGraph.getIncomingConnections(module)].map((connection) =>
                      resourceOf(connection.originModule),
                    );
                    for (const file of unexpectedTslibUsers(importers)) {
                      compilation.errors.push(
                        new compiler.webpack.WebpackError(
                          `${file} imports tslib, which the browser bundles replace with ${shim} (only __importDefault). ` +
                            'Check which helpers it needs and add it to TSLIB_USERS in src/plugins/bundle-trim/index.ts.',
                        ),
                      );
                    }
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
