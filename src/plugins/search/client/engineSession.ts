/**
 * The engine's side of search, on whichever thread it runs (engineHost.ts): it takes the index and
 * the texts as the JSON text the page fetched, and answers requests as the Algolia client does.
 */
import {
  LocalSearchEngine,
  answerRequest,
  type AlgoliaRequest,
  type PackedIndex,
  type PackedTexts,
  type SearchResponse,
} from '../engine';
import type {AnswerContext} from './engineProtocol';

export class EngineSession {
  private constructor(private readonly engine: LocalSearchEngine) {}

  static load(indexJson: string): EngineSession {
    return new EngineSession(LocalSearchEngine.load(JSON.parse(indexJson) as PackedIndex));
  }

  get hasTexts(): boolean {
    return this.engine.hasTexts;
  }

  attachTexts(textsJson: string): void {
    this.engine.attachTexts(JSON.parse(textsJson) as PackedTexts);
  }

  answer(requests: AlgoliaRequest[], context: AnswerContext): SearchResponse[] {
    return requests.map((request) => answerRequest(this.engine, request, context));
  }
}
