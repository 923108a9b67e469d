/**
 * What a page runs as it starts, made smaller:
 * - Route components are made when a route is first rendered or preloaded
 *   (lazyComponentCreator.tsx), not all ~370 of them while the main script runs.
 * - No locale data is loaded while the page hydrates. Two upstream helpers sort with
 *   localeCompare, and its first use loads the browser's collation data (17-33 ms of main thread
 *   on this machine, inside a hydration task); `client/` holds them with a plain comparison, and
 *   they take the place of upstream's in both bundles. (The "last updated" date has the same cause
 *   and its own eject, src/theme/LastUpdated.)
 * - Prefetching a link finds its chunks in a table grouped by route once (client/docusaurus.js),
 *   not by testing every route's entry for every link that scrolls into view, and prefetches
 *   each chunk file once, none the page has loaded.
 * - What re-renders once hydration is done (useIsBrowser() turning true, the window's size class
 *   replacing 'ssr') is a transition, rendered in short slices rather than one blocking task
 *   (client/browserContext.js, client/useWindowSize.ts).
 * - Nothing reads the scroll position or the computed style while React renders (client/scrollUtils.tsx):
 *   the navbar's read forced a layout between a commit and the next.
 * - A page's HTML lists its route chunks' scripts beside the main script (serverRegistry.ts), so
 *   the browser fetches them while it fetches the main script, not after running it; and it
 *   fetches them all once the page has painted (scriptsAfterPaint.ts, the page template), not
 *   while the stylesheet and fonts of the first paint are still arriving.
 * - The document head's <Head> instances emit once mounted (not while hydrating), once per task,
 *   and an unchanged head is not written again (helmetLoader.cjs).
 * - Fast back and forward ends on the newest location's route (client/PendingNavigation.js): the
 *   preload of a location already left no longer renders the newer one before its chunks load.
 * - The main script asks the browser to compile all its functions while it downloads
 *   (EAGER_COMPILE_HINT), not each one on its first call on the main thread.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Upstream modules (as installed) and the ejects that replace them. */
export const REPLACED_MODULES: Record<string, string> = {
  [path.join('@docusaurus', 'plugin-content-docs', 'lib', 'client', 'docsClientUtils')]: 'docsClientUtils.ts',
  [path.join('@docusaurus', 'theme-common', 'lib', 'utils', 'reactUtils')]: 'reactUtils.tsx',
  [path.join('@docusaurus', 'core', 'lib', 'client', 'docusaurus')]: 'docusaurus.js',
  [path.join('@docusaurus', 'core', 'lib', 'client', 'browserContext')]: 'browserContext.js',
  [path.join('@docusaurus', 'theme-common', 'lib', 'hooks', 'useWindowSize')]: 'useWindowSize.ts',
  [path.join('@docusaurus', 'theme-common', 'lib', 'utils', 'scrollUtils')]: 'scrollUtils.tsx',
  [path.join('@docusaurus', 'core', 'lib', 'client', 'PendingNavigation')]: 'PendingNavigation.js',
};

/** Requests that may name a replaced module (their last path segment), checked by replacementFor. */
export const MAYBE_REPLACED = new RegExp(
  `/(${Object.keys(REPLACED_MODULES)
    .map((upstream) => path.basename(upstream))
    .join('|')})(\\.js)?$`,
);

/** The eject to use for an import of `request` from a module in `context`, if it is replaced. */
export function replacementFor(context: string, request: string): string | undefined {
  if (!request.startsWith('.')) return undefined;
  const target = path.resolve(context, request).replace(/\.js$/, '');
  for (const [upstream, eject] of Object.entries(REPLACED_MODULES)) {
    if (target.endsWith(path.join('node_modules', upstream))) return path.join(__dirname, 'client', eject);
  }
  return undefined;
}

/** Where Docusaurus's ComponentCreator is, the one importer of the registry the server's is for. */
const COMPONENT_CREATOR_DIR = path.join('node_modules', '@docusaurus', 'core', 'lib', 'client', 'exports');

/** The registry module for an import of `request` from `context` in the server bundle, if replaced. */
export function serverRegistryFor(context: string, request: string): string | undefined {
  if (request !== '@generated/registry' || !context.endsWith(COMPONENT_CREATOR_DIR)) return undefined;
  return path.join(__dirname, 'serverRegistry.ts');
}

type ResolveData = {context?: string; request: string};

/**
 * V8's file-level compile hint (Chrome 136+; to other browsers a plain comment): the functions of
 * the main script are compiled eagerly, off the main thread while the script streams in, not
 * lazily as each is first called, which most are as the page starts (React, the router, the
 * layout). Measured on the KV page with the CPU 4x slower: evaluating main.js 283 -> 230 ms.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The main script's file, the one the hint is for (on route chunks it made no clear difference). */
export const MAIN_SCRIPT = /^assets\/js\/main\.[0-9a-f]+\.js$/;

/** The library behind `@docusaurus/Head`, as the bundler resolves it, and its patch. */
export const HELMET_LIBRARY = /[\\/]node_modules[\\/]react-helmet-async[\\/]lib[\\/]index(\.module)?\.js$/;
const HELMET_LOADER = path.join(__dirname, 'helmetLoader.cjs');

export default function startupPlugin(): Plugin {
  return {
    name: 'deno-startup',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin, BannerPlugin, Compilation} = currentBundler.instance;
      const replace = (find: (context: string, request: string) => string | undefined) => (data: ResolveData) => {
        const replacement = data.context && find(data.context, data.request);
        if (replacement) data.request = replacement;
      };
      // Both bundles, so the server renders the component tree the browser hydrates.
      return {
        resolve: {alias: {'@docusaurus/ComponentCreator': path.join(__dirname, 'lazyComponentCreator.tsx')}},
        // The server renders a page's head once; the browser's updates are batched (helmetLoader.cjs).
        ...(isServer ? {} : {module: {rules: [{test: HELMET_LIBRARY, use: [{loader: HELMET_LOADER}]}]}}),
        plugins: [
          new NormalModuleReplacementPlugin(MAYBE_REPLACED, replace(replacementFor)),
          // Pages list their route chunks' <script>s (serverRegistry.ts); the browser's registry is upstream's.
          ...(isServer
            ? [new NormalModuleReplacementPlugin(/^@generated\/registry$/, replace(serverRegistryFor))]
            : [
                // After the minifier, which drops comments; a hint must be the file's first line.
                new BannerPlugin({
                  banner: EAGER_COMPILE_HINT,
                  raw: true,
                  test: MAIN_SCRIPT,
                  stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
                }),
              ]),
        ],
      };
    },
  };
}
