// Why: replaces the theme's SearchPage, which builds its own Algolia client (no local index, no failure state), with one on the site's search backend that groups results by page.
import React, {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';
import Layout from '@theme/Layout';
import {useSearchBackend} from '../../client/useSearchBackend';
import {texts} from '../../client/texts';
import {groupHitsByPage, type ResultPage} from '../../client/group';
import type {SearchHit} from '../../engine';
import styles from './styles.module.css';

type State =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'done'; query: string; nbHits: number; shownHits: number; pages: ResultPage[]}
  | {status: 'error'; query: string};

/**
 * Hits asked for at a time: the best ones, with "Show more results" for the next. Each keystroke
 * searches again, and snippets are made per hit, so a thousand hits took a long task per key on a
 * slow phone (bench:search-page).
 */
const HITS_AT_A_TIME = 30;
/** How long typing pauses before the address bar shows the query. */
const URL_UPDATE_DELAY_MS = 300;

function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

function useSearchResults(query: string, limit: number): State {
  const backend = useSearchBackend();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const {siteConfig} = useDocusaurusContext();
  const {indexName} = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const processUrl = useSearchResultUrlProcessor();
  const [state, setState] = useState<State>({status: 'idle'});
  // Once the texts are in, a search has its snippets at once: no second search per keystroke.
  const snippetsIn = useRef(false);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading', query: trimmed}));
    const search = () =>
      backend.client
        .search({
          requests: [
            {
              indexName,
              query: trimmed,
              facetFilters,
              hitsPerPage: limit,
              attributesToSnippet: ['content:24'],
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              snippetEllipsisText: '…',
            },
          ],
        })
        .then(({results}) => {
          if (!current) return;
          const result = results[0];
          const hits = (result?.hits ?? []).map((hit) => ({...hit, url: processUrl(hit.url)})) as SearchHit[];
          const done: State = {
            status: 'done',
            query: trimmed,
            nbHits: result?.nbHits ?? 0,
            shownHits: hits.length,
            pages: groupHitsByPage(hits),
          };
          // Rendered in slices that the next keystroke can interrupt.
          startTransition(() => setState(done));
        })
        .catch(() => {
          if (current) setState({status: 'error', query: trimmed});
        });
    // Results can come before the snippets (local index): ask again once those are in.
    const hadSnippets = snippetsIn.current;
    void search().then(() =>
      hadSnippets
        ? undefined
        : backend.snippetsReady().then(() => {
            snippetsIn.current = true;
            return current ? search() : undefined;
          }),
    );
    return () => {
      current = false;
    };
    // facetFilters is a new array each render; its content only changes with the route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, limit, backend, indexName, JSON.stringify(facetFilters)]);

  return state;
}

function Snippet({html, className}: {html: string; className?: string}) {
  // Both the local engine and Algolia return HTML-escaped text with <mark> around matches.
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

/**
 * A result's link: an anchor that navigates in the app on a plain click. Not `@docusaurus/Link`,
 * which gives every link its own IntersectionObserver (made anew on each render) to prefetch the
 * page: 30 to 60 observers per keystroke's results, on a page whose links are mostly not followed.
 */
function ResultLink({to, className, children}: {to: string; className?: string; children: ReactNode}) {
  const history = useHistory();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (modified || event.defaultPrevented) return;
    event.preventDefault();
    history.push(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** Memoized: a keystroke re-renders the input, not the results, until new results are in. */
const ResultList = memo(function ResultList({pages}: {pages: ResultPage[]}) {
  return (
    <ol className={styles.pages}>
      {pages.map((page) => (
        <li key={page.url} className={styles.page}>
          <div className={styles.breadcrumb}>{page.lvl0}</div>
          <h2 className={styles.pageTitle}>
            <ResultLink to={page.url}>
              <Snippet html={page.titleHtml} />
            </ResultLink>
          </h2>
          <ul className={styles.sections}>
            {page.sections.map((section) => (
              <li key={section.url} className={styles.section}>
                <ResultLink to={section.url} className={styles.sectionLink}>
                  {section.headingHtml && <Snippet className={styles.heading} html={section.headingHtml} />}
                  {section.snippetHtml && <Snippet className={styles.snippet} html={section.snippetHtml} />}
                </ResultLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
});

/** The page's title and heading: memoized, so that a keystroke does not re-render the head. */
const Heading = memo(function Heading({title}: {title: string}) {
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <h1>{title}</h1>
    </>
  );
});

/** The navbar's search comes here as a form when JavaScript is off: say what works then. */
const NoScriptHelp = memo(function NoScriptHelp() {
  const allSymbolsUrl = useBaseUrl('/api/deno/all_symbols');
  const llmsTxtUrl = useBaseUrl('/llms.txt');
  return (
    <noscript>
      <p>
        Search results need JavaScript. Without it, the <a href={allSymbolsUrl}>A–Z index of the Deno API</a> and{' '}
        <a href={llmsTxtUrl}>llms.txt</a> (every page of these docs, listed with a link to its Markdown) show what is
        here.
      </p>
    </noscript>
  );
});

/** The status line, the results and "Show more": memoized, so a keystroke re-renders only the input. */
const Results = memo(function Results({state, onMore}: {state: State; onMore: () => void}) {
  return (
    <>
      <div aria-live="polite" className={styles.status}>
        {state.status === 'loading' && <p>{translate({id: 'search.page.loading', message: 'Searching…'})}</p>}
        {state.status === 'error' && (
          <div className={styles.error}>
            <p className={styles.errorTitle}>{texts.errorTitle()}</p>
            <p>{texts.errorHelp()}</p>
          </div>
        )}
        {state.status === 'done' && state.nbHits === 0 && (
          <p>
            {texts.noResults()} “<strong>{state.query}</strong>”
          </p>
        )}
        {state.status === 'done' && state.nbHits > 0 && (
          <p className={styles.count} data-testid="search-count">
            {state.shownHits < state.nbHits
              ? translate(
                  {
                    id: 'search.page.countBest',
                    message: '{count} results; the best {shown} are on these {pages} pages',
                  },
                  {count: state.nbHits, shown: state.shownHits, pages: state.pages.length},
                )
              : translate(
                  {id: 'search.page.count', message: '{count} results on {pages} pages'},
                  {count: state.nbHits, pages: state.pages.length},
                )}
          </p>
        )}
      </div>
      {state.status === 'done' && <ResultList pages={state.pages} />}
      {state.status === 'done' && state.shownHits < state.nbHits && (
        <button type="button" className="button button--secondary" onClick={onMore}>
          {translate({id: 'search.page.more', message: 'Show more results'})}
        </button>
      )}
    </>
  );
});

function SearchPageContent(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // Starts empty, as the server rendered it (no query string there); the effect below then
  // takes q from the URL, so hydration matches.
  const [query, setQuery] = useState('');
  const urlQuery = queryFromSearch(location.search);

  // The query the title and heading name: the address bar's, which follows the input once typing
  // pauses (a new document title on every keystroke made the head manager rewrite the head each
  // time). Empty until hydrated, as the server rendered it.
  const titleQuery = useIsBrowser() ? urlQuery.trim() : '';

  // Follow the URL: on load, and when it changes from outside (the modal's "See all" link).
  useEffect(() => {
    setQuery((current) => (current === urlQuery ? current : urlQuery));
  }, [urlQuery]);

  const [limit, setLimit] = useState(HITS_AT_A_TIME);
  const urlUpdate = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(urlUpdate.current), []);
  // A keystroke renders the input at once; the search, and what it changes, follow in a render
  // that the next keystroke can interrupt.
  const state = useSearchResults(useDeferredValue(query), limit);
  const showMore = useCallback(() => setLimit((shown) => shown + HITS_AT_A_TIME), []);

  const onChange = (value: string) => {
    setQuery(value);
    setLimit(HITS_AT_A_TIME);
    const search = value ? `?q=${encodeURIComponent(value)}` : '';
    // The URL follows the input once typing pauses: a route change re-renders the whole page.
    window.clearTimeout(urlUpdate.current);
    urlUpdate.current = window.setTimeout(
      () => startTransition(() => history.replace({pathname: location.pathname, search, hash: ''})),
      URL_UPDATE_DELAY_MS,
    );
  };

  const title = useMemo(
    () =>
      titleQuery
        ? translate({id: 'search.page.titleWithQuery', message: 'Search results for "{query}"'}, {query: titleQuery})
        : translate({id: 'search.page.title', message: 'Search the documentation'}),
    [titleQuery],
  );

  return (
    <main className="container margin-vert--lg">
      <Heading title={title} />
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          className={styles.input}
          aria-label={translate({id: 'search.page.inputLabel', message: 'Search'})}
          placeholder={translate({id: 'search.page.placeholder', message: 'Search the docs'})}
          autoComplete="off"
          // The page exists to type a query: its input takes the focus, as the modal's does.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={query}
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
      <NoScriptHelp />
      <Results state={state} onMore={showMore} />
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
