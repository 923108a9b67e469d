import {readFileSync} from 'node:fs';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {
  answerFor,
  CACHE_PREFIX,
  fileKey,
  pageKey,
  startRetiringWorker,
  startWorker,
  type WorkerScope,
} from '../../src/plugins/offline/worker';
import {buildId, workerScript} from '../../src/plugins/offline/index';
import {offlineReadingEnabled} from '../../src/plugins/offline/options';

const origin = 'https://docs.example';
const get = (url: string, mode = 'no-cors') => ({method: 'GET', url, mode});

describe('answerFor: which requests the worker answers', () => {
  const page = get(`${origin}/runtime/manual`, 'navigate');
  const file = get(`${origin}/assets/js/main.1.js`);

  it('leaves a page’s files to the network online, so they stay visible to page.route', () => {
    expect(answerFor(file, true, 'network', origin)).toBe('network');
    expect(answerFor(file, true, undefined, origin)).toBe('network');
  });

  it('answers every page load, online or not: the network first, then the kept copy', () => {
    for (const online of [true, false]) {
      for (const document of ['network', 'cache', undefined] as const) {
        expect(answerFor(page, online, document, origin)).toBe('page');
      }
    }
  });

  it('answers a file from the cache only for a page it served from the cache', () => {
    expect(answerFor(file, false, 'cache', origin)).toBe('file');
    expect(answerFor(file, true, 'cache', origin)).toBe('file');
    // A page that came from the network fails offline as it would without the worker.
    expect(answerFor(file, false, 'network', origin)).toBe('network');
    // The worker was restarted and does not know the page: the browser's word decides.
    expect(answerFor(file, false, undefined, origin)).toBe('file');
  });

  it('never answers other sites or requests that are not GET', () => {
    expect(answerFor(get('https://www.googletagmanager.com/gtm.js'), false, 'cache', origin)).toBe('network');
    expect(answerFor({method: 'POST', url: `${origin}/x`, mode: 'cors'}, false, 'cache', origin)).toBe('network');
  });
});

describe('cache keys', () => {
  it('one key per page, whatever its spelling', () => {
    for (const spelling of [
      '/runtime/manual',
      '/runtime/manual/',
      '/runtime/manual/index.html',
      '/runtime/manual.html',
    ]) {
      expect(pageKey(`${origin}${spelling}?q=1#top`)).toBe(`${origin}/runtime/manual`);
    }
    expect(pageKey(`${origin}/`)).toBe(`${origin}/`);
  });

  it('keeps this site’s files but not the worker itself or other sites', () => {
    expect(fileKey(`${origin}/assets/js/main.1.js#x`, origin)).toBe(`${origin}/assets/js/main.1.js`);
    expect(fileKey(`${origin}/sw.js`, origin)).toBeUndefined();
    expect(fileKey('https://cdn.example/a.js', origin)).toBeUndefined();
    expect(fileKey('not a url', origin)).toBeUndefined();
  });
});

describe('OFFLINE_READING', () => {
  it('is on unless turned off, and refuses other values', () => {
    expect(offlineReadingEnabled({})).toBe(true);
    expect(offlineReadingEnabled({OFFLINE_READING: ' true '})).toBe(true);
    expect(offlineReadingEnabled({OFFLINE_READING: 'false'})).toBe(false);
    expect(offlineReadingEnabled({OFFLINE_READING: '0'})).toBe(false);
    expect(() => offlineReadingEnabled({OFFLINE_READING: 'no'})).toThrow(
      /OFFLINE_READING must be true or false, got "no"/,
    );
  });
});

/** Cache Storage in memory: the part of it the worker uses. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  match(request: string | {url: string}, options?: {ignoreSearch?: boolean}): Promise<Response | undefined> {
    const key = typeof request === 'string' ? request : request.url;
    const wanted = options?.ignoreSearch ? key.split('?')[0]! : key;
    return Promise.resolve(this.entries.get(wanted)?.clone());
  }
  put(request: string | {url: string}, response: Response): Promise<void> {
    this.entries.set(typeof request === 'string' ? request : request.url, response);
    return Promise.resolve();
  }
  keys(): Promise<{url: string}[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => ({url})));
  }
}

class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  open(name: string): Promise<MemoryCache> {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return Promise.resolve(this.caches.get(name)!);
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }
}

type Listener = (event: Record<string, unknown>) => void;

/** A worker scope whose network serves `site` (path → body) and whose events the test dispatches. */
function fakeScope(site: Record<string, string>) {
  const listeners = new Map<string, Listener>();
  const storage = new MemoryCacheStorage();
  const fetched: string[] = [];
  const fetchInits: (RequestInit | undefined)[] = [];
  /** `refused`: the server is down while the browser is online; `status`: what it answers; `hang`: it never answers. */
  const state = {onLine: true, skippedWaiting: false, unregistered: false, refused: false, hang: false, status: 200};
  const timers: (() => void)[] = [];
  const scope = {
    location: {origin},
    navigator: state,
    caches: storage as unknown as CacheStorage,
    fetch(input: string | Request, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input.url;
      fetched.push(url);
      fetchInits.push(init);
      if (!state.onLine || state.refused) return Promise.reject(new TypeError('Failed to fetch'));
      if (state.hang) return new Promise<Response>(() => undefined);
      const {pathname} = new URL(url);
      const body = site[pathname];
      const headers = {'content-type': pathname.includes('.') ? 'text/plain' : 'text/html; charset=utf-8'};
      const status = body === undefined ? 404 : state.status;
      return Promise.resolve(new Response(body ?? 'not found', {status, headers}));
    },
    setTimeout(callback: () => void) {
      timers.push(callback);
    },
    skipWaiting() {
      state.skippedWaiting = true;
      return Promise.resolve();
    },
    registration: {
      unregister() {
        state.unregistered = true;
        return Promise.resolve(true);
      },
    },
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, listener);
    },
  };
  /** Dispatches an event and waits for what it asked to wait for; returns its response, if any. */
  async function dispatch(type: string, fields: Record<string, unknown>): Promise<Response | undefined> {
    const waits: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get(type)?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (answer: Promise<Response>) => (response = answer),
    });
    await Promise.all(waits);
    return response;
  }
  const request = (pathname: string, mode: string) => ({method: 'GET', url: `${origin}${pathname}`, mode});
  /** Runs the timers the worker set, as if their time had passed. */
  const elapse = () => timers.splice(0).forEach((callback) => callback());
  return {scope: scope as WorkerScope & typeof scope, storage, fetched, fetchInits, state, dispatch, request, elapse};
}

describe('the worker', () => {
  const site = {
    '/runtime/manual': '<html><head><title>Manual | Deno Docs</title></head><body><h1>Manual</h1></body></html>',
    '/assets/js/main.1.js': 'main()',
    '/search-index.ab.json': '{}',
  };
  const manualHtml = site['/runtime/manual'];

  it('keeps what the page reports; answers a page load from the network, and from the kept copy offline', async () => {
    const {scope, storage, fetched, state, dispatch, request} = fakeScope(site);
    startWorker(scope, 'build1');
    await dispatch('message', {
      data: {
        type: 'used',
        pages: [`${origin}/runtime/manual/#intro`],
        files: [
          `${origin}/assets/js/main.1.js`,
          `${origin}/search-index.ab.json`,
          `${origin}/sw.js`,
          'https://x.example/a.js',
        ],
      },
    });
    expect([...storage.caches.get(`${CACHE_PREFIX}build1`)!.entries.keys()].sort()).toEqual([
      `${origin}/assets/js/main.1.js`,
      `${origin}/runtime/manual`,
      `${origin}/search-index.ab.json`,
    ]);

    const navigate = (pathname: string, client: string) => ({
      request: request(pathname, 'navigate'),
      resultingClientId: client,
    });
    const file = (pathname: string, client: string) => ({request: request(pathname, 'cors'), clientId: client});
    expect(await (await dispatch('fetch', navigate('/runtime/manual', 'online-page')))!.text()).toBe(manualHtml);
    state.onLine = false;
    fetched.length = 0;
    // The page loaded online keeps using the network, as without the worker.
    expect(await dispatch('fetch', file('/search-index.ab.json', 'online-page'))).toBeUndefined();
    expect(await (await dispatch('fetch', navigate('/runtime/manual?x=1', 'offline-page')))!.text()).toBe(manualHtml);
    expect(fetched, 'the network was tried first').toEqual([`${origin}/runtime/manual?x=1`]);
    fetched.length = 0;
    expect(await (await dispatch('fetch', file('/search-index.ab.json', 'offline-page')))!.text()).toBe('{}');
    expect(fetched, 'answered from the cache').toEqual([]);
    // A page not kept gets the offline page, which lists the kept ones; a file not kept fails as it would.
    const offline = (await dispatch('fetch', navigate('/other', 'third-page')))!;
    expect(offline.status).toBe(503);
    const offlineHtml = await offline.text();
    expect(offlineHtml).toContain('<h1>You are offline</h1>');
    expect(offlineHtml).toContain('<li><a href="/runtime/manual">Manual | Deno Docs</a></li>');
    expect(offlineHtml).not.toContain('main.1.js');
    await expect(dispatch('fetch', file('/other.js', 'offline-page'))).rejects.toThrow('Failed to fetch');
  });

  it('answers a page load with the kept copy when the server is down, fails with 5xx, or is too slow', async () => {
    const {scope, state, dispatch, request, elapse} = fakeScope(site);
    startWorker(scope, 'build1');
    await dispatch('message', {data: {type: 'used', pages: [`${origin}/runtime/manual`], files: []}});
    site['/runtime/manual'] = '<h1>changed on the server</h1>';
    const load = () => dispatch('fetch', {request: request('/runtime/manual', 'navigate'), resultingClientId: 'c'});
    try {
      state.refused = true;
      expect(await (await load())!.text()).toBe(manualHtml);
      state.refused = false;
      state.status = 502;
      expect(await (await load())!.text()).toBe(manualHtml);
      state.status = 200;
      state.hang = true;
      const slow = load();
      await new Promise((resolve) => setTimeout(resolve, 0));
      elapse();
      expect(await (await slow)!.text()).toBe(manualHtml);
      state.hang = false;
      expect(await (await load())!.text()).toBe('<h1>changed on the server</h1>');
    } finally {
      site['/runtime/manual'] = manualHtml;
    }
  });

  it('stores a page past the HTTP cache, so the kept copy is the newest the server has', async () => {
    const {scope, fetched, fetchInits, dispatch} = fakeScope(site);
    startWorker(scope, 'build1');
    await dispatch('message', {data: {type: 'used', pages: [`${origin}/runtime/manual`], files: []}});
    expect(fetchInits[fetched.indexOf(`${origin}/runtime/manual`)]).toMatchObject({cache: 'no-cache'});
  });

  it('a newer build takes over the kept pages, and marks each as older until it is stored again', async () => {
    const {scope, storage, state, dispatch, request} = fakeScope(site);
    startWorker(scope, 'build1');
    await dispatch('message', {data: {type: 'used', pages: [`${origin}/runtime/manual`], files: []}});
    const next = fakeScope(site);
    next.storage.caches.set(`${CACHE_PREFIX}build1`, storage.caches.get(`${CACHE_PREFIX}build1`)!);
    startWorker(next.scope, 'build2');
    await next.dispatch('activate', {});
    expect(await next.storage.keys()).toEqual([`${CACHE_PREFIX}build2`]);
    next.state.onLine = false;
    const load = () =>
      next.dispatch('fetch', {request: request('/runtime/manual', 'navigate'), resultingClientId: 'c'});
    const older = await (await load())!.text();
    expect(older).toContain('<body><div role="status" data-offline-note');
    expect(older).toContain('from an earlier version of these docs');
    next.state.onLine = true;
    await next.dispatch('message', {data: {type: 'used', pages: [`${origin}/runtime/manual`], files: []}});
    next.state.onLine = false;
    expect(await (await load())!.text()).toBe(manualHtml);
    expect(state.onLine).toBe(true);
  });

  it('fetches a kept file once but a page on every visit, and keeps no failed answer', async () => {
    const {scope, storage, fetched, dispatch} = fakeScope(site);
    startWorker(scope, 'build1');
    const used = {
      type: 'used',
      pages: [`${origin}/runtime/manual`],
      files: [`${origin}/assets/js/main.1.js`, `${origin}/gone.js`],
    };
    await dispatch('message', {data: used});
    await dispatch('message', {data: used});
    expect(fetched.filter((url) => url.endsWith('main.1.js'))).toHaveLength(1);
    expect(fetched.filter((url) => url.endsWith('/runtime/manual'))).toHaveLength(2);
    expect(storage.caches.get(`${CACHE_PREFIX}build1`)!.entries.has(`${origin}/gone.js`)).toBe(false);
  });

  it('deletes earlier builds’ caches on activate, and activates on the prompt’s message', async () => {
    const {scope, storage, state, dispatch} = fakeScope(site);
    await storage.open(`${CACHE_PREFIX}build0`);
    await storage.open('someone-else');
    startWorker(scope, 'build1');
    await storage.open(`${CACHE_PREFIX}build1`);
    await dispatch('activate', {});
    expect((await storage.keys()).sort()).toEqual([`${CACHE_PREFIX}build1`, 'someone-else']);
    expect(state.skippedWaiting).toBe(false);
    await dispatch('message', {data: {type: 'activate'}});
    expect(state.skippedWaiting).toBe(true);
  });

  it('stores nothing back into its cache once a newer build has deleted it', async () => {
    const {scope, storage, dispatch} = fakeScope(site);
    startWorker(scope, 'build1');
    const used = (file: string) => ({data: {type: 'used', pages: [], files: [`${origin}${file}`]}});
    await dispatch('message', used('/assets/js/main.1.js'));
    // The newer build's worker activates (or a retiring one does) and deletes this build's cache.
    await storage.delete(`${CACHE_PREFIX}build1`);
    await dispatch('message', used('/search-index.ab.json'));
    expect(await storage.keys()).toEqual([]);
  });

  it('with offline reading turned off, removes itself and its caches', async () => {
    const {scope, storage, state, dispatch} = fakeScope(site);
    await storage.open(`${CACHE_PREFIX}build0`);
    startRetiringWorker(scope);
    await dispatch('install', {});
    await dispatch('activate', {});
    expect(await storage.keys()).toEqual([]);
    expect(state).toMatchObject({skippedWaiting: true, unregistered: true});
  });
});

describe('the written worker script', () => {
  const source = readFileSync(path.join(__dirname, '../../src/plugins/offline/worker.ts'), 'utf8');

  it('runs as a classic script and starts the worker with the build id', async () => {
    const {scope, storage, dispatch} = fakeScope({'/a.js': 'a'});
    vm.runInNewContext(workerScript(source, 'exports.startWorker(self, "b42");'), {self: scope, URL, Response});
    await dispatch('message', {data: {type: 'used', pages: [], files: [`${origin}/a.js`]}});
    expect(await storage.keys()).toEqual([`${CACHE_PREFIX}b42`]);
  });

  it('has an id that changes with the build’s file names and not otherwise', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'offline-build-'));
    mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
    writeFileSync(path.join(outDir, 'assets/js/main.1.js'), '');
    writeFileSync(path.join(outDir, 'search-index.ab.json'), '');
    const first = await buildId(outDir, source);
    writeFileSync(path.join(outDir, 'sw.js'), 'written after');
    expect(await buildId(outDir, source)).toBe(first);
    writeFileSync(path.join(outDir, 'assets/js/page.2.js'), '');
    expect(await buildId(outDir, source)).not.toBe(first);
  });
});
