/**
 * The offline-reading service worker (written to build/sw.js by ./index.ts). This file has no
 * imports: postBuild transpiles it on its own and calls `startWorker` with the build's id, and the
 * unit tests call the same functions with a fake worker scope.
 *
 * A page load (a navigation) always passes through the worker: the network first, and the kept
 * copy when the network fails for any reason: offline, the server refusing the connection or
 * answering 5xx, or no answer within PAGE_TIMEOUT_MS. A page never kept gets the offline page,
 * which lists the pages that are kept. (navigator.onLine alone misses a dead server, or Wi-Fi with
 * no internet.) A page's stored copy is fetched past the HTTP cache, so it is the newest the
 * server has; a newer build's worker takes over the kept pages, and marks each as from an earlier
 * version until the reader loads it again.
 *
 * A page's files are left to the network, as if there were no worker, unless the page itself
 * came from the cache. That is deliberate: Playwright's `page.route` does not see a request a
 * service worker answers with `respondWith` (measured: with this worker answering, page.route saw
 * none of a controlled page's chunk or search index requests; left alone, it sees them all), and
 * the browser tests and outside checkers inject their faults into files with page.route. (The
 * worker's own fetch of a page is seen by the context's routes, not the page's.) So the worker
 * fills its cache from what the page reports it used (the client module posts the page's URL and
 * its resource timing entries, which the worker fetches again, mostly from the HTTP cache).
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

/** How long a page load waits for the network before a kept copy answers instead. */
export const PAGE_TIMEOUT_MS = 8_000;

/** The response header that carries the build whose worker stored a page. */
export const KEPT_BY_HEADER = 'x-offline-kept-by';

export function answerFor(request: RequestFacts, online: boolean, document: DocumentSource, origin: string): Answer {
  if (request.method !== 'GET' || new URL(request.url).origin !== origin) return 'network';
  if (request.mode === 'navigate') return 'page';
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
  fetch(input: string | Request, init?: RequestInit): Promise<Response>;
  setTimeout(callback: () => void, ms: number): unknown;
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

/**
 * A copy to keep: a navigation cannot be answered with a redirected response, so the final one is
 * kept as a plain one, and a page carries the build that stored it.
 */
async function storable(response: Response, keptBy?: string): Promise<Response> {
  if (!response.redirected && keptBy === undefined) return response;
  const {status, statusText} = response;
  const headers = new Headers(response.headers);
  if (keptBy !== undefined) headers.set(KEPT_BY_HEADER, keptBy);
  return new Response(await response.blob(), {status, statusText, headers});
}

function escapeHtml(text: string): string {
  return text
    .replace(/&(?![#\w]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The title of a kept page's HTML, as written there (already escaped), or its path. */
export function pageTitle(html: string, pathname: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  return title ? escapeHtml(title) : escapeHtml(pathname);
}

/** What a reader gets for a page not kept while the network is down: the pages that are. */
export function offlinePage(kept: {pathname: string; title: string}[]): string {
  const items = kept
    .slice()
    .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
    .map(({pathname, title}) => `<li><a href="${escapeHtml(pathname)}">${title}</a></li>`)
    .join('');
  const list = items
    ? `<p>These pages are kept on this device and open without a network:</p><ul>${items}</ul>`
    : '<p>No pages are kept on this device yet: the pages you read online are kept for reading offline.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline | Deno Docs</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1c1e21;background:#fff}a{color:#0b6b3a}@media (prefers-color-scheme:dark){body{color:#e3e3e3;background:#1b1b1d}a{color:#7fd1a1}}</style></head><body><main><h1>You are offline</h1><p>This page could not be loaded, and it is not kept on this device. Try again once you are back online.</p>${list}</main></body></html>`;
}

/** The note a page kept by an earlier build's worker shows above its content. */
export const OLDER_COPY_NOTE =
  '<div role="status" data-offline-note style="padding:.5rem 1rem;background:#fff4ce;color:#1c1e21;font:14px/1.5 system-ui,sans-serif;text-align:center">You are reading a copy kept offline from an earlier version of these docs. It may be out of date.</div>';

/** A kept page's HTML with the older-copy note first in its body (outside the app's root). */
export function withOlderCopyNote(html: string): string {
  return html.replace(/<body[^>]*>/i, (body) => body + OLDER_COPY_NOTE);
}

export function startWorker(scope: WorkerScope, buildId: string): void {
  const cacheName = CACHE_PREFIX + buildId;
  const origin = scope.location.origin;
  // This build's cache, opened once. When a newer build's worker deletes it, what this worker
  // still stores (a page's report can arrive as the new worker activates) goes to the deleted
  // cache, and opening it by name again would bring it back, for good.
  let opened: Promise<Cache> | undefined;
  const ownCache = (): Promise<Cache> => (opened ??= scope.caches.open(cacheName));

  /**
   * Pages are stored again on each visit, past the HTTP cache (so the copy is the newest the
   * server has, not one the browser kept from an earlier build); files have hashed names, so once
   * is enough.
   */
  async function storePage(cache: Cache, key: string): Promise<void> {
    const response = await scope.fetch(key, {cache: 'no-cache'}).catch(() => undefined);
    if (response?.ok) await cache.put(key, await storable(response, buildId));
  }

  async function storeFile(cache: Cache, key: string): Promise<void> {
    if (await cache.match(key)) return;
    const response = await scope.fetch(key).catch(() => undefined);
    if (response?.ok) await cache.put(key, await storable(response));
  }

  async function storeUsed(message: UsedMessage): Promise<void> {
    const cache = await ownCache();
    const pages = message.pages.filter((href) => fileKey(href, origin) !== undefined);
    const files = message.files.flatMap((href) => fileKey(href, origin) ?? []);
    await Promise.all([
      ...[...new Set(pages.map(pageKey))].map((key) => storePage(cache, key)),
      ...[...new Set(files)].map((key) => storeFile(cache, key)),
    ]);
  }

  /** An earlier build's kept pages and files move into this build's cache, so a new build keeps them. */
  async function takeOverEarlierCaches(): Promise<void> {
    const earlier = (await scope.caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName);
    const cache = await ownCache();
    for (const name of earlier) {
      const old = await scope.caches.open(name);
      for (const request of await old.keys()) {
        const response = await old.match(request);
        if (response && !(await cache.match(request))) await cache.put(request, response);
      }
      await scope.caches.delete(name);
    }
  }

  /** Where each document the worker saw load came from, by client id. */
  const documents = new Map<string, 'network' | 'cache'>();

  async function kept(key: string): Promise<Response | undefined> {
    return (await ownCache()).match(key, {ignoreSearch: true});
  }

  /** The kept copy of a page, marked when an earlier build's worker stored it. */
  async function keptPage(url: string): Promise<Response | undefined> {
    const page = await kept(pageKey(url));
    if (!page || page.headers.get(KEPT_BY_HEADER) === buildId) return page;
    const {status, statusText, headers} = page;
    return new Response(withOlderCopyNote(await page.text()), {status, statusText, headers});
  }

  async function keptPagesList(): Promise<{pathname: string; title: string}[]> {
    const cache = await ownCache();
    const pages: {pathname: string; title: string}[] = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response?.headers.get('content-type')?.includes('text/html')) continue;
      const {pathname} = new URL(request.url);
      pages.push({pathname, title: pageTitle(await response.text(), pathname)});
    }
    return pages;
  }

  /** The network's answer, or undefined if it fails, answers 5xx, or is slower than PAGE_TIMEOUT_MS. */
  function networkAnswer(network: Promise<Response>): Promise<Response | undefined> {
    const answered = network.then(
      (response) => (response.status >= 500 ? undefined : response),
      () => undefined,
    );
    const late = new Promise<undefined>((resolve) => scope.setTimeout(() => resolve(undefined), PAGE_TIMEOUT_MS));
    return Promise.race([answered, late]);
  }

  async function answerPage(event: FetchEvent): Promise<Response> {
    const network = scope.fetch(event.request);
    const response = await networkAnswer(network);
    if (response) {
      documents.set(event.resultingClientId, 'network');
      return response;
    }
    const page = await keptPage(event.request.url);
    if (page) {
      documents.set(event.resultingClientId, 'cache');
      return page;
    }
    // Not kept: a slow network still gets its answer, a 5xx is shown as the server sent it.
    const late = await network.catch(() => undefined);
    if (late) {
      documents.set(event.resultingClientId, 'network');
      return late;
    }
    return new Response(offlinePage(await keptPagesList()), {
      status: 503,
      headers: {'content-type': 'text/html; charset=utf-8'},
    });
  }

  async function answerFile(request: Request): Promise<Response> {
    return (await kept(request.url)) ?? scope.fetch(request);
  }

  // No skipWaiting on install: a new build waits until the reader chooses Reload in the prompt.
  scope.addEventListener('activate', (event) => event.waitUntil(takeOverEarlierCaches()));

  scope.addEventListener('message', (event) => {
    if (isUsedMessage(event.data)) event.waitUntil(storeUsed(event.data));
    else if (isActivateMessage(event.data)) event.waitUntil(scope.skipWaiting());
  });

  scope.addEventListener('fetch', (event) => {
    const {request} = event;
    const answer = answerFor(request, scope.navigator.onLine, documents.get(event.clientId), origin);
    if (answer === 'page') event.respondWith(answerPage(event));
    else if (answer === 'file') event.respondWith(answerFile(request));
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
