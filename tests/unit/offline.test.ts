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

  it('answers nothing online, so every request stays visible to the network (and page.route)', () => {
    for (const document of ['network', 'cache', undefined] as const) {
      expect(answerFor(page, true, document, origin)).toBe('network');
    }
    expect(answerFor(file, true, 'network', origin)).toBe('network');
    expect(answerFor(file, true, undefined, origin)).toBe('network');
  });

  it('offline, tries the network for a page, then the kept copy', () => {
    expect(answerFor(page, false, undefined, origin)).toBe('page');
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
  match(key: string, options?: {ignoreSearch?: boolean}): Promise<Response | undefined> {
    const wanted = options?.ignoreSearch ? key.split('?')[0]! : key;
    return Promise.resolve(this.entries.get(wanted)?.clone());
  }
  put(key: string, response: Response): Promise<void> {
    this.entries.set(key, response);
    return Promise.resolve();
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
  const state = {onLine: true, skippedWaiting: false, unregistered: false};
  const scope = {
    location: {origin},
    navigator: state,
    caches: storage as unknown as CacheStorage,
    fetch(input: string | Request) {
      const url = typeof input === 'string' ? input : input.url;
      fetched.push(url);
      if (!state.onLine) return Promise.reject(new TypeError('Failed to fetch'));
      const body = site[new URL(url).pathname];
      return Promise.resolve(new Response(body ?? 'not found', {status: body === undefined ? 404 : 200}));
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
  return {scope: scope as WorkerScope & typeof scope, storage, fetched, state, dispatch, request};
}

describe('the worker', () => {
  const site = {'/runtime/manual': '<h1>Manual</h1>', '/assets/js/main.1.js': 'main()', '/search-index.ab.json': '{}'};

  it('keeps what the page reports and answers from it only offline', async () => {
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
    expect(await dispatch('fetch', navigate('/runtime/manual', 'online-page'))).toBeUndefined();
    state.onLine = false;
    fetched.length = 0;
    // The page loaded online keeps using the network, as without the worker.
    expect(await dispatch('fetch', file('/search-index.ab.json', 'online-page'))).toBeUndefined();
    expect(await (await dispatch('fetch', navigate('/runtime/manual?x=1', 'offline-page')))!.text()).toBe(
      '<h1>Manual</h1>',
    );
    expect(fetched, 'the network was tried first').toEqual([`${origin}/runtime/manual?x=1`]);
    fetched.length = 0;
    expect(await (await dispatch('fetch', file('/search-index.ab.json', 'offline-page')))!.text()).toBe('{}');
    expect(fetched, 'answered from the cache').toEqual([]);
    // Not kept: the network's answer, which offline is an error.
    await expect(dispatch('fetch', navigate('/other', 'third-page'))).rejects.toThrow('Failed to fetch');
    await expect(dispatch('fetch', file('/other.js', 'offline-page'))).rejects.toThrow('Failed to fetch');
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
    expect(await storage.keys()).toEqual(['someone-else', `${CACHE_PREFIX}build1`]);
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
