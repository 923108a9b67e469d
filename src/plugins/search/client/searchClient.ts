/**
 * Browser side of search: the local index behind an object that answers the Algolia v5 client's
 * `search({requests})`, so the DocSearch modal and the /search page use one code path in both
 * modes; and the failure wrapper that turns any search error into the `RetryError` DocSearch
 * shows as "Unable to fetch results".
 */
import type {AlgoliaRequest, SearchResponse} from '../engine';
import type {SearchEngineHost} from './engineHost';

/** The part of the Algolia v5 client the modal and the search page call. */
export interface SearchClientLike {
  search(params: {requests: AlgoliaRequest[]} | AlgoliaRequest[]): Promise<{results: SearchResponse[]}>;
}

/** DocSearch (3.9) shows its error screen only for errors with this name. */
export class SearchUnavailableError extends Error {
  override readonly name = 'RetryError';
  constructor(cause: unknown) {
    super(`Search is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {cause});
  }
}

let enginePromise: Promise<SearchEngineHost> | null = null;
let engineUrl: string | null = null;

/** Milliseconds before the first retry of a failed index load; each failure doubles it, up to the cap. */
export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * The last failed load and when the next may start: a search typed before then fails at once with
 * the same error, so a reader typing while offline does not send a request per keystroke.
 */
let lastFailure: {url: string; error: Error; retryAt: number; delay: number} | null = null;

/** Forgets the last failure, so the next search loads at once (search opened again, or back online). */
export function retrySearchNow(): void {
  lastFailure = null;
}

if (typeof window !== 'undefined') window.addEventListener('online', retrySearchNow);

/**
 * Loads the index once, on first use. A failed load is forgotten, and the next query retries it
 * once its backoff delay has passed (FIRST_RETRY_DELAY_MS, doubling up to MAX_RETRY_DELAY_MS).
 * The page fetches the index; the engine (MiniSearch) builds and searches it in a worker where it
 * can (engineHost.ts). The texts file (snippets) is fetched once the index is in, so the two do not
 * share the bandwidth, and is not waited for: hits show without snippets until it arrives. If it
 * fails, later loads retry.
 */
export function loadLocalEngine(indexUrl: string, textsUrl?: string | null): Promise<SearchEngineHost> {
  if (!enginePromise || engineUrl !== indexUrl) {
    if (lastFailure?.url === indexUrl && Date.now() < lastFailure.retryAt) return Promise.reject(lastFailure.error);
    engineUrl = indexUrl;
    const loading = (async () => {
      const response = await fetch(indexUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${indexUrl}`);
      // A chunk of its own, fetched with the index: no page pays for it before search is used.
      const [{startSearchEngine}, text] = await Promise.all([
        import(/* webpackChunkName: "search-host" */ './engineHost'),
        response.text(),
      ]);
      return startSearchEngine(text);
    })();
    enginePromise = loading;
    loading.then(
      () => {
        if (lastFailure?.url === indexUrl) lastFailure = null;
      },
      (error: unknown) => {
        if (enginePromise !== loading) return;
        enginePromise = null;
        const delay =
          lastFailure?.url === indexUrl ? Math.min(lastFailure.delay * 2, MAX_RETRY_DELAY_MS) : FIRST_RETRY_DELAY_MS;
        const reason = error instanceof Error ? error : new Error(String(error));
        lastFailure = {url: indexUrl, error: reason, retryAt: Date.now() + delay, delay};
      },
    );
  }
  const engine = enginePromise;
  if (textsUrl) attachTexts(engine, textsUrl);
  return engine;
}

let textsLoading: Promise<void> | null = null;
/** The engine the texts are loading for: a new index (another URL) needs its own texts. */
let textsEngine: Promise<SearchEngineHost> | null = null;

function attachTexts(engine: Promise<SearchEngineHost>, textsUrl: string): void {
  if (textsLoading && textsEngine === engine) return;
  textsEngine = engine;
  const loading = engine.then(async (loaded) => {
    if (loaded.hasTexts) return;
    const response = await fetch(textsUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${textsUrl}`);
    await loaded.attachTexts(await response.text());
  });
  textsLoading = loading;
  // Snippets are optional: without them hits show their headings only.
  loading.catch(() => {
    if (textsLoading === loading) textsLoading = null;
  });
}

/** Resolves once the texts file is attached (or has failed): for tests and the /search page. */
export function textsSettled(): Promise<void> {
  return (textsLoading ?? Promise.resolve()).catch(() => undefined);
}

function requestsOf(params: {requests: AlgoliaRequest[]} | AlgoliaRequest[]): AlgoliaRequest[] {
  const requests = Array.isArray(params) ? params : params.requests;
  // The legacy shape `{indexName, params: {...}}` nests the parameters.
  return requests.map((request) =>
    request.params && typeof request.params === 'object'
      ? {...(request.params as object), indexName: request.indexName}
      : request,
  );
}

/** How long a query waits for the texts file before it is answered without it (slow networks). */
const TEXTS_WAIT_MS = 1_500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface LocalClientContext {
  indexUrl: string;
  /** The records' texts (snippets), loaded alongside the index. */
  textsUrl?: string | null;
  /** Origin for absolute hit URLs (DocSearch's Docusaurus adapter parses them with `new URL`). */
  origin: () => string;
  /** Product slug of the page the reader is on, read at query time. */
  contextProduct: () => string | undefined;
}

export function createLocalSearchClient(context: LocalClientContext): SearchClientLike {
  return {
    async search(params) {
      let engine: SearchEngineHost;
      try {
        engine = await loadLocalEngine(context.indexUrl, context.textsUrl);
      } catch (error) {
        throw new SearchUnavailableError(error);
      }
      // The ranking reads the texts too (exact names in a section's content): a first query
      // answered before they arrive would rank otherwise, and the modal does not ask again.
      if (!engine.hasTexts) await Promise.race([textsSettled(), delay(TEXTS_WAIT_MS)]);
      const answerContext = {origin: context.origin(), contextProduct: context.contextProduct()};
      return {results: await engine.answer(requestsOf(params), answerContext)};
    },
  };
}

/** Any failure of `client.search` becomes a SearchUnavailableError (Algolia mode). */
export function withSearchFailure<T extends {search: (...args: never[]) => Promise<unknown>}>(client: T): T {
  const search = client.search.bind(client) as (...args: unknown[]) => Promise<unknown>;
  return Object.assign(Object.create(client) as T, {
    search: (...args: unknown[]) =>
      search(...args).catch((error: unknown) => {
        throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(error);
      }),
  });
}

function emptyResponse(request: AlgoliaRequest): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage ?? 20,
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query: request.query ?? '',
    params: '',
    index: request.indexName,
  };
}

/**
 * For the modal: a failed search answers "no hits" and calls `onFailure`, a good one calls
 * `onSuccess`. DocSearch 3.9 would otherwise leave the rejection unhandled (a page error) and
 * still show its no-results screen, so the SearchBar shows the failure screen itself.
 */
export function reportFailures<T>(client: T, handlers: {onFailure: () => void; onSuccess: () => void}): T {
  const inner = client as unknown as SearchClientLike;
  const wrapped: SearchClientLike = {
    search: (params) =>
      inner.search(params).then(
        (response) => {
          handlers.onSuccess();
          return response;
        },
        () => {
          handlers.onFailure();
          return {results: requestsOf(params).map(emptyResponse)};
        },
      ),
  };
  return Object.assign(Object.create(client as object) as object, wrapped) as unknown as T;
}

/** The "Let us know." link for a query. */
export function missingResultsUrl(template: string, query: string): string {
  return template.replace('{query}', encodeURIComponent(query));
}
