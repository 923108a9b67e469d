/**
 * API reference plugin: /api, /api/deno and /api/web with a page per symbol of the pinned deno's
 * declarations (generate.ts → model.ts → render.ts), rendered to HTML at build time.
 *
 * ~1,100 pages as Docusaurus routes would put ~75 KB gz of route table into every page of the
 * site, so the reference is one route (`/api`, matching everything below it) whose page
 * (theme/ApiReferencePage) shows prepared HTML: the build renders that route once as a shell
 * with placeholders (pages.ts), and postBuild writes every reference page from it. In the
 * browser the shell keeps the HTML it was served and fetches the next page's HTML on navigation.
 * It owns the symbols' search records and the list of guides that use each symbol.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listedDocs} from '../docs/listed';
import {API_REFERENCE_LVL0, type SearchRecord} from '../search/engine';
import {denoReaderOptions, type DenoReaderOptions} from '../cli-reference/options';
import {DEFAULT_CACHE_DIR, loadApiModel} from './generate';
import {symbolPath, type ApiModel, type ApiSymbol} from './model';
import {RenderCache} from './renderCache';
import {renderAllPages, type GuideLink} from './render';
import {guidesBySymbol, type GuideSource} from './guides';
import {writeApiPages, SHELL_PAGE, API_SHELL_ROUTE} from './pages';
import {SocialCards} from '../social-cards/cards';
import {withSocialImage} from '../social-cards/html';

export type ApiReferenceOptions = DenoReaderOptions;

export interface ApiReferenceContent {
  model: ApiModel;
  searchRecords: SearchRecord[];
}

export {loadApiModel};

/** A record per symbol: its full name as the title, kind and summary as the text. */
export function apiSearchRecords(model: ApiModel): SearchRecord[] {
  return model.symbols.map((symbol) => ({
    objectID: `${symbolPath(symbol)}:0`,
    url: symbolPath(symbol),
    type: 'lvl1',
    hierarchy: {
      lvl0: API_REFERENCE_LVL0,
      lvl1: symbol.name,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: `${symbol.kinds.join(', ')}: ${symbol.summary}`,
    language: 'en',
    docusaurus_tag: 'default',
    product: 'runtime',
  }));
}

/** The reference's records for the pinned deno, without a build (relevance tests, bench:search). */
export function apiReferenceRecords(): SearchRecord[] {
  return apiSearchRecords(loadApiModel());
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

    loadContent() {
      const model = loadApiModel({deno: options.deno, cacheDir: options.cacheDir});
      return Promise.resolve({model, searchRecords: apiSearchRecords(model)});
    },

    async contentLoaded({actions}) {
      const shell = await actions.createData('api-shell.json', JSON.stringify(SHELL_PAGE));
      actions.addRoute({
        path: API_SHELL_ROUTE,
        exact: false,
        component: '@theme/ApiReferencePage',
        modules: {page: shell},
      });
    },

    allContentLoaded({allContent}) {
      guideSources = listedDocs(allContent, context.siteDir);
    },

    async postBuild({outDir, content, siteConfig}) {
      const guides = guidesBySymbol(content.model, guideSources);
      const guidesOf = (symbol: ApiSymbol): GuideLink[] => guides.get(symbol.name) ?? [];
      const cache = new RenderCache(options.cacheDir, content.model.version);
      const pages = renderAllPages(content.model, guidesOf, (symbol, render) =>
        cache.page(symbol.name, guidesOf(symbol), render),
      );
      cache.save();
      // Each page's link preview is its own card (src/plugins/social-cards, which skips /api).
      const cards = await SocialCards.open({
        outDir,
        siteUrl: `${siteConfig.url}${siteConfig.baseUrl}`,
        siteName: siteConfig.title,
      });
      await writeApiPages({
        outDir,
        pages,
        model: content.model,
        origin: siteConfig.url.replace(/\/$/, ''),
        withPageHead: (html, page, file) => withSocialImage(html, cards.imageUrl(page.path, page.title), file),
      });
      await cards.finish();
    },
  };
}

export const validateOptions = denoReaderOptions(DEFAULT_CACHE_DIR);
