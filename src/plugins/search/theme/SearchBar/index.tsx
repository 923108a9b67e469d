/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-search-algolia@3.10.2 (src/theme/SearchBar/index.tsx).
// Why: puts the local index behind the same DocSearch modal, drops the Algolia
// preconnect in local mode, and shows the spec's texts (§8).

/**
 * Changed lines are marked (CUSTOM). Ask AI (DocSearch v4) is left out: the site pins
 * @docsearch/react 3.9.0, whose "Try searching for" and "See all {count} results" behave as the
 * spec says (4.7 never shows the former and accumulates the count).
 */
import React, {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
// (CUSTOM) own button and shortcuts: @docsearch/react is one module, so importing them from it
// would put the whole modal into every page's JS.
import {
  SearchButton as DocSearchButton,
  useSearchKeyboardEvents as useDocSearchKeyboardEvents,
} from '../SearchButton';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router'; // (CUSTOM) useLocation
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl'; // (CUSTOM)
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTranslations,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import {
  useSearchBackend,
  type SearchBackend,
} from '../../client/useSearchBackend'; // (CUSTOM)
import {searchTexts} from '../../client/texts'; // (CUSTOM)
import {reportFailures, retrySearchNow} from '../../client/searchClient'; // (CUSTOM)
import {createFailureFlag, type FailureFlag} from '../../client/failureFlag'; // (CUSTOM)
import {withProductRuns} from '../../client/productRuns'; // (CUSTOM)
import {withReaderProduct} from '../../client/readerProduct'; // (CUSTOM)
import SearchUnavailable from '../SearchUnavailable'; // (CUSTOM)
import SearchFailure from '../SearchFailure'; // (CUSTOM)

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> &
  Pick<
    ThemeConfigAlgolia,
    'contextualSearch' | 'externalUrlRegex' | 'searchPagePath'
  >;

let DocSearchModal: typeof DocSearchModalType | null = null;
// (CUSTOM) the modal's texts load with the modal, not with every page.
let modalTranslationsBase: DocSearchTranslations['modal'];

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('@theme/SearchTranslations'),
  ]).then(([{DocSearchModal: Modal}, , , {default: translations}]) => {
    DocSearchModal = Modal;
    modalTranslationsBase = translations.modal;
  });
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

// (CUSTOM) the local client in local mode, Algolia's otherwise; hits in ranked order (product
// runs), failures reported, not thrown.
function useTransformSearchClient(
  backend: SearchBackend,
  failure: FailureFlag,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback<NonNullable<DocSearchModalProps['transformSearchClient']>>(
    (searchClient) => {
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const client = withProductRuns(
        backend.transformSearchClient(searchClient),
      );
      return reportFailures(client, {
        onFailure: () => failure.set(true),
        onSuccess: () => failure.set(false),
      });
    },
    [docusaurusVersion, backend, failure],
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            items.map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => (
        <ResultsFooter state={state} onClose={closeModal} />
      ),
    [closeModal],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();
  const {pathname} = useLocation(); // (CUSTOM) /search orders results for the same product

  return (
    <Link
      to={withReaderProduct(createSearchLink(state.query), pathname)}
      onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits as number}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // (CUSTOM) the same object while the filters are the same: the modal rebuilds its autocomplete,
  // and resets the typed query, whenever this object changes.
  const facetFiltersKey = JSON.stringify(facetFilters);
  // We let users override default searchParameters if they want to
  return useMemo(
    () => ({
      ...props.searchParameters,
      facetFilters: JSON.parse(facetFiltersKey) as FacetFilters,
    }),
    [props.searchParameters, facetFiltersKey],
  );
}

function DocSearch({externalUrlRegex, ...props}: DocSearchProps) {
  const backend = useSearchBackend(); // (CUSTOM)
  const [failure] = useState(createFailureFlag); // (CUSTOM) not React state: see failureFlag.ts
  const [unavailable, setUnavailable] = useState(false); // (CUSTOM) the modal's code did not load
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient(backend, failure); // (CUSTOM)

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  // (CUSTOM) the local index loads with the modal code: on first hover, focus, touch or click.
  const loadSearch = useCallback(() => {
    backend.preload();
    return importDocSearchModalIfNeeded();
  }, [backend]);
  // (CUSTOM) hover, focus and touch only warm up: a failed load is retried when search is opened.
  const preloadSearch = useCallback(() => {
    loadSearch().catch(() => undefined);
  }, [loadSearch]);

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      divElement.dataset.searchMode = backend.mode; // (CUSTOM) styles.css hides the Algolia logo in local mode
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [backend.mode]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    retrySearchNow(); // (CUSTOM) opening search is a reader's retry: no backoff delay
    // (CUSTOM) offline, the modal's chunks fail to load: say so instead of a dead button.
    loadSearch().then(
      () => {
        setUnavailable(false);
        setIsOpen(true);
      },
      () => setUnavailable(true),
    );
  }, [prepareSearchContainer, loadSearch]);

  const closeUnavailable = useCallback(() => {
    setUnavailable(false);
    searchButtonRef.current?.focus();
  }, []); // (CUSTOM)

  const closeModal = useCallback(() => {
    setIsOpen(false);
    failure.set(false); // (CUSTOM)
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, [failure]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});
  const searchPageUrl = useBaseUrl(`/${props.searchPagePath || 'search'}`); // (CUSTOM)

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  // (CUSTOM) the spec's texts (§8), in place of the theme's "No results found for" and friends.
  const buttonLabel = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

  return (
    <>
      {/* (CUSTOM) preconnect only when Algolia is the backend */}
      {backend.mode === 'algolia' && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
        and allows it to preconnect to the DocSearch cluster. It makes the first
        query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      {/* (CUSTOM) a form, so that without JavaScript the button goes to the search page */}
      <form
        action={searchPageUrl}
        method="get"
        role="search"
        aria-label={buttonLabel}
        className="navbar-search-form">
        <DocSearchButton
          onTouchStart={preloadSearch} // (CUSTOM)
          onFocus={preloadSearch} // (CUSTOM)
          onMouseOver={preloadSearch} // (CUSTOM)
          onClick={openModal}
          ref={searchButtonRef}
          translations={
            props.translations?.button ?? {
              buttonText: buttonLabel,
              buttonAriaLabel: buttonLabel,
            }
          }
        />
      </form>

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            {...props}
            insights={backend.mode === 'algolia' && props.insights} // (CUSTOM) never in local mode
            getMissingResultsUrl={backend.getMissingResultsUrl} // (CUSTOM) "Let us know."
            translations={
              props.translations?.modal ?? searchTexts(modalTranslationsBase)
            } // (CUSTOM)
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}

      {/* (CUSTOM) the failure texts (§8) when the modal itself could not load */}
      {unavailable && !isOpen && (
        <SearchUnavailable onRetry={openModal} onClose={closeUnavailable} />
      )}

      {/* (CUSTOM) the failure screen (§8), over the no-results screen DocSearch shows instead */}
      {isOpen && (
        <SearchFailure failure={failure} container={searchContainer.current} />
      )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchProps>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps = {
    ...(siteConfig.themeConfig.algolia as DocSearchProps),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  } as DocSearchProps;

  return <DocSearch {...docSearchProps} />;
}
