/**
 * Which search the site uses, from build-time environment variables (README "Search"):
 * Algolia DocSearch when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are all set,
 * otherwise the local index this plugin builds. docusaurus.config.ts reads both halves from here:
 * the plugin's options and the theme's `themeConfig.algolia`.
 */
import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import {nonEmpty, type Env} from '../../data/siteEnv';

/** The plugin's name, which is also the key of its global data in the browser. */
export const PLUGIN_NAME = 'deno-search';

export type SearchMode = 'local' | 'algolia';

// A type alias (not an interface) so it fits Docusaurus's PluginConfig options type.
export type SearchPluginOptions = {
  id?: string;
  mode: SearchMode;
  /** Language facet of every record (the site has one locale). */
  language: string;
  /** The "Let us know." link of the no-results screen; `{query}` is replaced by the query. */
  missingResultsUrl: string;
};

/** Plugin options and the shape stored as its global data. */
export interface SearchGlobalData {
  mode: SearchMode;
  /** URL of the local index file (local mode only). */
  indexUrl: string | null;
  /** URL of the records' texts, for snippets (local mode only). */
  textsUrl: string | null;
  missingResultsUrl: string;
}

/** Placeholders that satisfy the theme's required fields in local mode; never sent anywhere. */
export const LOCAL_ALGOLIA_PLACEHOLDER = {appId: 'LOCAL', apiKey: 'local-index', indexName: 'deno-docs'} as const;

export const DEFAULT_MISSING_RESULTS_URL =
  'https://github.com/denoland/docs/issues/new?title=Search%3A+no+results+for+%22{query}%22';

export function searchConfig(env: Env): {
  pluginOptions: SearchPluginOptions;
  algolia: NonNullable<UserThemeConfig['algolia']>;
} {
  const appId = nonEmpty(env.ALGOLIA_APP_ID);
  const apiKey = nonEmpty(env.ALGOLIA_API_KEY);
  const indexName = nonEmpty(env.ALGOLIA_INDEX_NAME);
  const given = [appId, apiKey, indexName].filter((v) => v !== undefined).length;
  if (given > 0 && given < 3) {
    throw new Error(
      'Algolia search needs all of ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME; ' +
        'set all three, or none for the local index.',
    );
  }
  const mode: SearchMode = appId && apiKey && indexName ? 'algolia' : 'local';
  const common = {contextualSearch: true, searchPagePath: 'search'} as const;
  return {
    pluginOptions: {mode, language: 'en', missingResultsUrl: DEFAULT_MISSING_RESULTS_URL},
    algolia:
      appId && apiKey && indexName
        ? {...common, appId, apiKey, indexName, insights: true}
        : {...common, ...LOCAL_ALGOLIA_PLACEHOLDER, insights: false},
  };
}
