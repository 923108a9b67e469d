/**
 * The offline-reading service worker (written to build/sw.js by ./index.ts). This file has no
 * imports: postBuild transpiles it on its own and calls `startWorker` with the build's id, and the
 * unit tests call the same functions with a fake worker scope.
 *
 * Online, the worker answers nothing: every request goes to the network as if there were no
 * worker. That is deliberate: Playwright's `page.route` does not see a request a service worker
 * answers with `respondWith` (measured: with this worker answering, page.route saw none of a
 * controlled page's chunk or search index requests; left alone, it sees them all), and the
 * browser tests and outside checkers inject their faults with page.route. So the worker fills its
 * cache from what the page reports it used (the client module posts the page's URL and its
 * resource timing entries, which the worker fetches again, mostly from the HTTP cache).
 *
 * Offline (navigator.onLine false), a navigation tries the network, then the kept page. The files
 * of a page the worker served from its cache come from the cache; the files of a page that came
 * from the network keep coming from the network, even offline, so a page loaded online fails as
 * it would without the worker. Some sandboxes report navigator.onLine false with a working
 * network: there only navigations pass through the worker (network first), never a page's files.
 */

/** What the worker needs of a request to decide. */
export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

/** Where the document that makes a request came from, when the worker saw it load. */
export type DocumentSource = 'network' | 'cache' | undefined;

/** `network`: leave the request alone; `page`: network first, then the cache; `file`: the cache first. */
export type Answer = 'network' | 'page' | 'file';

export const CACHE_PREFIX = 'offline-reading-';

/** The worker's own script is never cached: the browser fetches it to find a new build. */
export const WORKER_FILE = 'sw.js';

export function answerFor(request: RequestFacts, online: boolean, document: DocumentSource, origin: string): Answer {
  if (request.method !== 'GET' || new URL(request.url).origin !== origin) return 'network';
  if (request.mode === 'navigate') return online ? 'network' : 'page';
  // A document the worker has not seen load (it was restarted since): the browser's word decides.
  const fromCache = document === undefined ? !online : document === 'cache';
  return fromCache ? 'file' : 'network';
}

/** The cache key of a page: its URL without query, fragment or trailing slash (/x/ and /x are one page). */
export function pageKey(href: string): string {
  const url = new URL(href);
  const pathname = url.pathname.replace(/(?:\/index)?\.html$/, '').replace(/(.)\/$/, '$1') || '/';
  return url.origin + pathname;
}

/** The cache key of a file the page used, or undefined when it is not this site's to keep. */
export function fileKey(href: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.pathname.endsWith(`/${WORKER_FILE}`)) return undefined;
  url.hash = '';
  return url.href;
}

/** What the client module posts: the page it shows and the files it loaded. */
export interface UsedMessage {
  type: 'used';
  pages: string[];
  files: string[];
}

/** What the update prompt posts to the waiting worker when the reader chooses Reload. */
export interface ActivateMessage {
  type: 'activate';
}

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  request: Request;
  /** The requesting document (files) and the document a navigation makes. */
  clientId: string;
  resultingClientId: string;
  respondWith(response: Promise<Response>): void;
}

interface MessageEvent extends ExtendableEvent {
  data: unknown;
}

/** The parts of ServiceWorkerGlobalScope the worker uses (the DOM lib has no worker types). */
export interface WorkerScope {
  location: {origin: string};
  navigator: {onLine: boolean};
  caches: CacheStorage;
  fetch(input: string | Request): Promise<Response>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

function isActivateMessage(data: unknown): data is ActivateMessage {
  return (data as Partial<ActivateMessage> | null)?.type === 'activate';
}

function isUsedMessage(data: unknown): data is UsedMessage {
  const message = data as Partial<UsedMessage> | null;
  return message?.type === 'used' && Array.isArray(message.pages) && Array.isArray(message.files);
}

/** A navigation cannot be answered with a redirected response: keep the final one as a plain one. */
async function storable(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  const {status, statusText, headers} = response;
  return new Response(await response.blob(), {status, statusText, headers});
}

export function startWorker(scope: WorkerScope, buildId: string): void {
  const cacheName = CACHE_PREFIX + buildId;
  const origin = scope.location.origin;
  // This build's cache, opened once. When a newer build's worker deletes it, what this worker
  // still stores (a page's report can arrive as the new worker activates) goes to the deleted
  // cache, and opening it by name again would bring it back, for good.
  let opened: Promise<Cache> | undefined;
  const ownCache = (): Promise<Cache> => (opened ??= scope.caches.open(cacheName));

  /** Pages are stored again on each visit (the newest copy); files have hashed names, so once is enough. */
  async function store(cache: Cache, key: string, url: string, refresh: boolean): Promise<void> {
    if (!refresh && (await cache.match(key))) return;
    const response = await scope.fetch(url).catch(() => undefined);
    if (response?.ok) await cache.put(key, await storable(response));
  }

  async function storeUsed(message: UsedMessage): Promise<void> {
    const cache = await ownCache();
    const pages = message.pages.filter((href) => fileKey(href, origin) !== undefined);
    const files = message.files.flatMap((href) => fileKey(href, origin) ?? []);
    await Promise.all([
      ...pages.map((href) => store(cache, pageKey(href), pageKey(href), true)),
      ...[...new Set(files)].map((key) => store(cache, key, key, false)),
    ]);
  }

  /** Where each document the worker saw load came from, by client id. */
  const documents = new Map<string, 'network' | 'cache'>();

  async function kept(key: string): Promise<Response | undefined> {
    return (await ownCache()).match(key, {ignoreSearch: true});
  }

  async function answerPage(event: FetchEvent): Promise<Response> {
    try {
      const response = await scope.fetch(event.request);
      documents.set(event.resultingClientId, 'network');
      return response;
    } catch (error) {
      const page = await kept(pageKey(event.request.url));
      // Not kept: the browser shows its usual offline error.
      if (!page) throw error;
      documents.set(event.resultingClientId, 'cache');
      return page;
    }
  }

  async function answerFile(request: Request): Promise<Response> {
    return (await kept(request.url)) ?? scope.fetch(request);
  }

  // No skipWaiting on install: a new build waits until the reader chooses Reload in the prompt.
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      scope.caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName)
              .map((name) => scope.caches.delete(name)),
          ),
        ),
    );
  });

  scope.addEventListener('message', (event) => {
    if (isUsedMessage(event.data)) event.waitUntil(storeUsed(event.data));
    else if (isActivateMessage(event.data)) event.waitUntil(scope.skipWaiting());
  });

  scope.addEventListener('fetch', (event) => {
    const {request} = event;
    const answer = answerFor(request, scope.navigator.onLine, documents.get(event.clientId), origin);
    if (answer === 'page') event.respondWith(answerPage(event));
    else if (answer === 'file') event.respondWith(answerFile(request));
    else if (request.mode === 'navigate') documents.set(event.resultingClientId, 'network');
  });
}

/**
 * The worker a build serves when offline reading is turned off: it replaces the worker a reader
 * got from an earlier build, deletes its caches and unregisters, so nothing is answered offline.
 */
export function startRetiringWorker(scope: WorkerScope & {registration: {unregister(): Promise<boolean>}}): void {
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  // Chromium sometimes leaves it waiting while a page is open: the prompt's Reload then activates it.
  scope.addEventListener('message', (event) => {
    if (isActivateMessage(event.data)) event.waitUntil(scope.skipWaiting());
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      scope.caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => scope.caches.delete(name))),
        )
        .then(() => scope.registration.unregister()),
    );
  });
}
