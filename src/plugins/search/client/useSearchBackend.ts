/**
 * What the SearchBar and the SearchPage share: which backend is on (from the search plugin's
 * global data) and a client answering `search({requests})` for it: the local index, or Algolia
 * through its lite client (loaded only in Algolia mode). Either way a failure rejects with the
 * error DocSearch shows as "Unable to fetch results".
 */
import {useMemo, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import {
  createLocalSearchClient,
  loadLocalEngine,
  missingResultsUrl,
  textsSettled,
  withSearchFailure,
  type SearchClientLike,
} from './searchClient';
import {PLUGIN_NAME, type SearchGlobalData} from '../config';
import {readerProduct} from './readerProduct';

export interface SearchBackend {
  mode: SearchGlobalData['mode'];
  /** A client for the /search page (the modal builds its own and transforms it). */
  client: SearchClientLike;
  /** For the modal's `transformSearchClient`: the local client, or Algolia's with failure handling. */
  transformSearchClient: <T extends {search: (...args: never[]) => Promise<unknown>}>(client: T) => T;
  /** Starts loading the local index (no-op in Algolia mode). */
  preload: () => void;
  /**
   * Resolves once snippets can be shown: the local index's texts file loads after the index, so
   * a search answered before then may be repeated for its snippets. Never resolves in Algolia
   * mode, whose answers always have them.
   */
  snippetsReady: () => Promise<void>;
  getMissingResultsUrl: (params: {query: string}) => string;
}

export function useSearchGlobalData(): SearchGlobalData {
  return usePluginData(PLUGIN_NAME) as SearchGlobalData;
}

export function useSearchBackend(): SearchBackend {
  const data = useSearchGlobalData();
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const {pathname, search} = useLocation();
  // Read at query time, so the contextual ranking follows client-side navigation.
  const productRef = useRef<string | undefined>(undefined);
  productRef.current = readerProduct(pathname, search);

  return useMemo((): SearchBackend => {
    const getMissingResultsUrl = ({query}: {query: string}) => missingResultsUrl(data.missingResultsUrl, query);
    if (data.mode === 'local' && data.indexUrl) {
      const {indexUrl, textsUrl} = data;
      const client = createLocalSearchClient({
        indexUrl,
        textsUrl,
        origin: () => window.location.origin,
        contextProduct: () => productRef.current,
      });
      return {
        mode: 'local',
        client,
        transformSearchClient: <T>() => client as unknown as T,
        preload: () => {
          // Errors surface on the first query, as the modal's failure screen.
          loadLocalEngine(indexUrl, textsUrl).catch(() => undefined);
        },
        snippetsReady: textsSettled,
        getMissingResultsUrl,
      };
    }
    let algoliaClient: Promise<SearchClientLike> | undefined;
    const client: SearchClientLike = {
      async search(params) {
        algoliaClient ??= import('algoliasearch/lite').then(
          ({liteClient}) => withSearchFailure(liteClient(algolia.appId, algolia.apiKey)) as unknown as SearchClientLike,
        );
        return (await algoliaClient).search(params);
      },
    };
    return {
      mode: 'algolia',
      client: withSearchFailure(client),
      transformSearchClient: (c) => withSearchFailure(c),
      preload: () => undefined,
      snippetsReady: () => new Promise<void>(() => undefined),
      getMissingResultsUrl,
    };
  }, [data, algolia.appId, algolia.apiKey]);
}
