/**
 * Where the search engine runs: in a dedicated worker, so that building the index and searching it
 * never hold up the reader's typing (a search at 4× CPU slowdown took 70–290 ms on the page's own
 * thread); or, where a worker cannot start (no Worker, its script blocked or missing), in the page.
 * Both take the index and texts as the JSON text the page fetched.
 */
import type {AlgoliaRequest, SearchResponse} from '../engine';
import type {AnswerContext, FromWorker, ToWorker} from './engineProtocol';

export interface SearchEngineHost {
  answer(requests: AlgoliaRequest[], context: AnswerContext): Promise<SearchResponse[]>;
  /** Whether the texts (snippets) are attached. */
  readonly hasTexts: boolean;
  attachTexts(textsJson: string): Promise<void>;
}

export async function engineInPage(indexJson: string): Promise<SearchEngineHost> {
  const {EngineSession} = await import(/* webpackChunkName: "search-engine" */ './engineSession');
  const session = EngineSession.load(indexJson);
  return {
    // Promise.resolve().then: a throw becomes a rejection, as the worker's failures are.
    answer: (requests, context) => Promise.resolve().then(() => session.answer(requests, context)),
    get hasTexts() {
      return session.hasTexts;
    },
    attachTexts: (textsJson) => Promise.resolve().then(() => session.attachTexts(textsJson)),
  };
}

interface Pending {
  resolve: (message: FromWorker) => void;
  reject: (error: Error) => void;
}

/** Starts the worker and loads the index into it; rejects if the worker cannot start or load it. */
export function engineInWorker(indexJson: string): Promise<SearchEngineHost> {
  // The bundler names the worker's chunk after `name`: not "search-engine", the chunk engineInPage imports.
  const worker = new Worker(new URL('./engineWorker.ts', import.meta.url), {name: 'search-worker'});
  // Loads and texts are answered in the order they were sent (the worker handles one message at a
  // time); searches by their id.
  const control: Pending[] = [];
  const searches = new Map<number, Pending>();
  let nextId = 0;
  let broken: Error | null = null;

  const failAll = (error: Error) => {
    broken = error;
    for (const pending of [...control.splice(0), ...searches.values()]) pending.reject(error);
    searches.clear();
    worker.terminate();
  };
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    failAll(new Error(`the search worker stopped: ${event.message || 'its script could not run'}`));
  });
  worker.addEventListener('message', ({data}: MessageEvent<FromWorker>) => {
    const searchId = data.kind === 'answer' || data.kind === 'failed' ? data.id : undefined;
    const pending = searchId === undefined ? control.shift() : searches.get(searchId);
    if (searchId !== undefined) searches.delete(searchId);
    if (!pending) return;
    if (data.kind === 'failed') pending.reject(new Error(data.message));
    else pending.resolve(data);
  });

  const send = (message: ToWorker, queue: Pending[] | Map<number, Pending>, id?: number) =>
    new Promise<FromWorker>((resolve, reject) => {
      if (broken) return reject(broken);
      if (Array.isArray(queue)) queue.push({resolve, reject});
      else queue.set(id!, {resolve, reject});
      worker.postMessage(message);
    });

  let hasTexts = false;
  const host: SearchEngineHost = {
    async answer(requests, context) {
      const id = nextId++;
      const reply = await send({kind: 'search', id, requests, context}, searches, id);
      return reply.kind === 'answer' ? reply.results : [];
    },
    get hasTexts() {
      return hasTexts;
    },
    async attachTexts(texts) {
      await send({kind: 'texts', texts}, control);
      hasTexts = true;
    },
  };
  return send({kind: 'load', index: indexJson}, control).then(
    () => host,
    (error: unknown) => {
      worker.terminate();
      throw error;
    },
  );
}

/** The worker where the browser can start one, else the page. */
export function startSearchEngine(indexJson: string): Promise<SearchEngineHost> {
  if (typeof Worker !== 'function') return engineInPage(indexJson);
  let started: Promise<SearchEngineHost>;
  try {
    started = engineInWorker(indexJson);
  } catch {
    return engineInPage(indexJson);
  }
  // A worker refused or unable to load the index: the page tries, and reports its own error.
  return started.catch(() => engineInPage(indexJson));
}
