/**
 * The search engine in a dedicated worker (see engineProtocol.ts). Messages are handled in the
 * order they come, so a search typed before the index is in waits for it.
 */
import {LocalSearchEngine, answerRequest, type PackedIndex, type PackedTexts} from '../engine';
import type {FromWorker, ToWorker} from './engineProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = self as unknown as WorkerScope;

let engine: LocalSearchEngine | null = null;

function handle(message: ToWorker): FromWorker {
  if (message.kind === 'load') {
    engine = LocalSearchEngine.load(JSON.parse(message.index) as PackedIndex);
    return {kind: 'loaded'};
  }
  if (!engine) throw new Error('the search index is not loaded');
  if (message.kind === 'texts') {
    engine.attachTexts(JSON.parse(message.texts) as PackedTexts);
    return {kind: 'texts-attached'};
  }
  const loaded = engine;
  return {
    kind: 'answer',
    id: message.id,
    results: message.requests.map((request) => answerRequest(loaded, request, message.context)),
  };
}

scope.onmessage = ({data}) => {
  try {
    scope.postMessage(handle(data));
  } catch (error) {
    const id = data.kind === 'search' ? data.id : undefined;
    scope.postMessage({kind: 'failed', id, message: error instanceof Error ? error.message : String(error)});
  }
};
