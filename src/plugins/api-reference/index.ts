/**
 * API reference plugin: /api, /api/deno and /api/web with a page per symbol of the pinned deno's
 * declarations (generate.ts → model.ts → render.tsx), rendered to HTML by React at build time.
 *
 * ~1,100 pages as Docusaurus routes would put ~75 KB gz of route table into every page of the
 * site, so the reference is one route (`/api`, matching everything below it) of prepared pages
 * (src/plugins/prepared-pages): postBuild writes every reference page from that route's shell.
 * It owns the symbols' search records and the list of guides that use each symbol.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listedDocs} from '../docs/listed';
import {API_REFERENCE_LVL0, type SearchRecord} from '../search/engine';
import {denoReaderOptions, type DenoReaderOptions} from '../cli-reference/options';
import {DEFAULT_CACHE_DIR, loadApiModel} from './generate';
import type {ApiModel, ApiSymbol} from './model';
import {RenderCache} from './renderCache';
import type {ApiPage, GuideLink} from './render';
import {guidesBySymbol, type GuideSource} from './guides';
import {memberRedirects, API_SHELL_ROUTE} from './pages';
import {writePreparedPages} from '../prepared-pages/shell';
import {addPreparedRoutes, preparedPagesWebpackConfig} from '../prepared-pages/routes';
import {requireTsx} from '../jsx/requireTsx';

export type ApiReferenceOptions = DenoReaderOptions;

export interface ApiReferenceContent {
  model: ApiModel;
  searchRecords: SearchRecord[];
}

export {loadApiModel};

/** A reference page's one search record, ranked as an API name (the Node reference's too). */
export function referenceRecord(url: string, title: string, content: string): SearchRecord {
  return {
    objectID: `${url}:0`,
    url,
    type: 'lvl1',
    hierarchy: {lvl0: API_REFERENCE_LVL0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: 'default',
    product: 'runtime',
  };
}

/** A record per symbol: its full name as the title, kind and summary as the text. */
export function apiSearchRecords(model: ApiModel): SearchRecord[] {
  return model.symbols.map((symbol) =>
    referenceRecord(symbol.path, symbol.name, `${symbol.kinds.join(', ')}: ${symbol.summary}`),
  );
}

/** The reference's records for the pinned deno, without a build (relevance tests, bench:search). */
export function apiReferenceRecords(): SearchRecord[] {
  return apiSearchRecords(loadApiModel());
}

/** Every page, with the guides that use each symbol; symbol pages cached by deno version. */
function renderPages(model: ApiModel, guideSources: GuideSource[], cacheDir: string): ApiPage[] {
  const guides = guidesBySymbol(model, guideSources);
  const guidesOf = (symbol: ApiSymbol): GuideLink[] => guides.get(symbol.name) ?? [];
  const cache = new RenderCache(cacheDir, model.version);
  const {renderAllPages} = requireTsx<typeof import('./render')>('./render.tsx', __filename);
  const pages = renderAllPages(model, guidesOf, (symbol, render) => cache.page(symbol.name, guidesOf(symbol), render));
  cache.save();
  return pages;
}

export default function apiReferencePlugin(
  context: LoadContext,
  options: ApiReferenceOptions,
): Plugin<ApiReferenceContent> {
  let guideSources: GuideSource[] = [];
  return {
    name: 'api-reference',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    configureWebpack() {
      return preparedPagesWebpackConfig();
    },

    loadContent() {
      const model = loadApiModel({deno: options.deno, cacheDir: options.cacheDir});
      return Promise.resolve({model, searchRecords: apiSearchRecords(model)});
    },

    async allContentLoaded({allContent, actions}) {
      guideSources = listedDocs(allContent, context.siteDir);
      const content = allContent['api-reference']?.default as ApiReferenceContent | undefined;
      await addPreparedRoutes(actions, {
        component: '@theme/ApiReferencePage',
        shells: [{route: API_SHELL_ROUTE, exact: false}],
        pages: () => (content ? renderPages(content.model, guideSources, options.cacheDir) : []),
        dataPrefix: 'api',
      });
    },

    async postBuild({outDir, content, siteConfig}) {
      const pages = renderPages(content.model, guideSources, options.cacheDir);
      await writePreparedPages({
        outDir,
        siteConfig,
        shellRouteOf: () => API_SHELL_ROUTE,
        pages,
        extraFiles: memberRedirects(content.model.symbols, pages),
      });
    },
  };
}

export const validateOptions = denoReaderOptions(DEFAULT_CACHE_DIR);
