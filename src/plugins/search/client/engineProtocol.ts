/**
 * The messages between the page and the search worker (engineWorker.ts). The page fetches the
 * files (so retries, backoff and the service worker behave as before) and hands their text over;
 * the worker parses them, builds the index and answers searches, so that neither building nor
 * searching blocks typing.
 */
import type {AlgoliaRequest, SearchResponse} from '../engine';

export interface AnswerContext {
  origin?: string;
  contextProduct?: string;
}

export type ToWorker =
  | {kind: 'load'; index: string}
  | {kind: 'texts'; texts: string}
  | {kind: 'search'; id: number; requests: AlgoliaRequest[]; context: AnswerContext};

export type FromWorker =
  | {kind: 'loaded'}
  | {kind: 'texts-attached'}
  | {kind: 'answer'; id: number; results: SearchResponse[]}
  | {kind: 'failed'; id?: number; message: string};
