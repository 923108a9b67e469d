/**
 * The search engine in a dedicated worker (see engineProtocol.ts). Messages are handled in the
 * order they come, so a search typed before the index is in waits for it.
 */
import type {FromWorker, ToWorker} from './engineProtocol';
import {EngineSession} from './engineSession';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}
const scope = self as unknown as WorkerScope;

let session: EngineSession | null = null;

function handle(message: ToWorker): FromWorker {
  if (message.kind === 'load') {
    session = EngineSession.load(message.index);
    return {kind: 'loaded'};
  }
  if (!session) throw new Error('the search index is not loaded');
  if (message.kind === 'texts') {
    session.attachTexts(message.texts);
    return {kind: 'texts-attached'};
  }
  return {kind: 'answer', id: message.id, results: session.answer(message.requests, message.context)};
}

scope.onmessage = ({data}) => {
  try {
    scope.postMessage(handle(data));
  } catch (error) {
    const id = data.kind === 'search' ? data.id : undefined;
    scope.postMessage({kind: 'failed', id, message: error instanceof Error ? error.message : String(error)});
  }
};
