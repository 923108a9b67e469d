/**
 * The Node.js API reference (/api/node): every module @types/node declares, split into ordinary
 * modules (split.ts), documented by the pinned deno (denoDoc.ts), modeled with docs.deno.com's URLs
 * (model.ts), cached per version (generate.ts), and rendered by the Deno reference's components
 * (render.tsx) as prepared pages of one route, `/api/node`, like the Deno reference's `/api`.
 * Symbol pages list the guides that import them (guides.ts); the other URLs public links use for
 * a symbol, and each member's own URL, lead to it. It owns the symbols' search records.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listedDocs} from '../docs/listed';
import type {SearchRecord} from '../search/engine';
import {referenceRecord as record} from '../api-reference/index';
import {denoReaderOptions, type DenoReaderOptions} from '../cli-reference/options';
import {API_RENDERER_DIRS, RenderCache} from '../api-reference/renderCache';
import {memberRedirects, redirectHtml} from '../api-reference/pages';
import type {GuideSource} from '../api-reference/guides';
import type {PreparedPage} from '../prepared-pages/page';
import {writePreparedPages} from '../prepared-pages/shell';
import {addPreparedRoutes, preparedPagesWebpackConfig} from '../prepared-pages/routes';
import {requireTsx} from '../jsx/requireTsx';
import {DEFAULT_CACHE_DIR, loadNodeModel} from './generate';
import {nodeGuidesBySymbol} from './guides';
import {NODE_API_BASE, type NodeModel, type NodeSymbol} from './model';
import {loadNodeSupport, symbolStatus, type NodeSupport} from './support';

export {loadNodeDocs, loadNodeModel, DEFAULT_CACHE_DIR, type LoadOptions} from './generate';
export {
  NODE_API_BASE,
  nodeAllSymbolsPath,
  nodeModulePath,
  nodePageRoutes,
  nodeRoutes,
  nodeSymbolPath,
  nodeSymbolsOf,
  type NodeDocs,
  type NodeModel,
  type NodeModule,
  type NodeSymbol,
} from './model';

export type NodeReferenceOptions = DenoReaderOptions;

export interface NodeReferenceContent {
  model: NodeModel;
  /** What the pinned deno provides of each module, measured (support.ts). */
  support: NodeSupport;
  searchRecords: SearchRecord[];
}

/**
 * What readers look up by name: functions, classes, variables and namespaces. The option
 * interfaces and type aliases (a third of the symbols) and the constants nested in namespaces
 * (`constants.O_RDONLY`) have pages but no records, which keeps the index within its budget.
 */
function searchable(symbol: NodeSymbol): boolean {
  const typeOnly = symbol.kinds.every((k) => k === 'interface' || k === 'typeAlias');
  const nestedConstant = symbol.scope !== '' && symbol.kinds.every((k) => k === 'variable');
  return !typeOnly && !nestedConstant;
}

/**
 * A record per module (`node:fs`) and per searchable symbol (`readFile (fs)`), ranked as API names.
 * "node" is in the modules' records only: in every symbol's it would be in a thousand records, and
 * a reader's "node" would no longer find the Node.js guides.
 */
export function nodeSearchRecords(model: NodeModel): SearchRecord[] {
  return [
    ...model.modules.map((m) => record(m.path, m.specifier, `Node.js built-in module ${m.specifier}`)),
    ...model.symbols
      .filter(searchable)
      .map((s) => record(s.path, `${s.name} (${s.module})`, `${s.kinds.join(', ')} of ${s.module}: ${s.summary}`)),
  ];
}

/** The reference's records for the pinned versions, without a build (relevance tests, bench:search). */
export function nodeReferenceRecords(): SearchRecord[] {
  return nodeSearchRecords(loadNodeModel());
}

/** Every page, symbol pages from the render cache when their code, versions and guides are unchanged. */
function renderPages(
  model: NodeModel,
  support: NodeSupport,
  guideSources: readonly GuideSource[],
  cacheDir: string,
): PreparedPage[] {
  const guides = nodeGuidesBySymbol(model, guideSources);
  const cache = new RenderCache(cacheDir, `${model.typesVersion}-${model.denoVersion}`, [
    ...API_RENDERER_DIRS,
    'node-reference',
  ]);
  const {renderAllNodePages} = requireTsx<typeof import('./render')>('./render.tsx', __filename);
  const guidesOf = (path: string) => guides.get(path) ?? [];
  const pages = renderAllNodePages(
    model,
    support,
    (symbol) => guidesOf(symbol.path),
    // A symbol's page changes with its guides and its measured status.
    (symbol, render) => cache.page(symbol.path, [guidesOf(symbol.path), symbolStatus(support, symbol) ?? null], render),
  );
  cache.save();
  return pages;
}

/** The aliases' and the members' own URLs, each a page that leads to where it is documented (no alias is a page: model.ts). */
function redirects(model: NodeModel, pages: readonly PreparedPage[]): {route: string; html: string}[] {
  return [
    ...[...model.aliases].map(([alias, target]) => ({route: alias, html: redirectHtml(target)})),
    ...memberRedirects(model.symbols, pages),
  ];
}

export default function nodeReferencePlugin(
  context: LoadContext,
  options: NodeReferenceOptions,
): Plugin<NodeReferenceContent> {
  let guideSources: GuideSource[] = [];
  return {
    name: 'node-reference',

    configureWebpack() {
      return preparedPagesWebpackConfig();
    },

    async loadContent() {
      const model = loadNodeModel({deno: options.deno, cacheDir: options.cacheDir});
      const support = await loadNodeSupport(model, {deno: options.deno, cacheDir: options.cacheDir});
      return {model, support, searchRecords: nodeSearchRecords(model)};
    },

    async allContentLoaded({allContent, actions}) {
      guideSources = listedDocs(allContent, context.siteDir);
      const content = allContent['node-reference']?.default as NodeReferenceContent | undefined;
      await addPreparedRoutes(actions, {
        // The Deno reference's page component: the same styles for the same markup.
        component: '@theme/ApiReferencePage',
        // Before the Deno reference's `/api`, which would otherwise match these paths first.
        shells: [{route: NODE_API_BASE, exact: false, priority: 1}],
        pages: () => (content ? renderPages(content.model, content.support, guideSources, options.cacheDir) : []),
        dataPrefix: 'node-api',
      });
    },

    async postBuild({outDir, content, siteConfig}) {
      const pages = renderPages(content.model, content.support, guideSources, options.cacheDir);
      await writePreparedPages({
        outDir,
        siteConfig,
        shellRouteOf: () => NODE_API_BASE,
        pages,
        extraFiles: redirects(content.model, pages),
      });
    },
  };
}

export const validateOptions = denoReaderOptions(DEFAULT_CACHE_DIR);
