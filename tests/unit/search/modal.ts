/**
 * The relevance suite judges what a reader sees in the search modal, not the engine's raw order:
 * the modal's request (20 hits, the reader's product as context), the SearchBar's product runs,
 * then DocSearch 3.9's grouping — by lvl0, at most five a group, groups in the order of their first
 * hit, and inside a group by page (lvl1), pages in the order of their first hit. The browser test
 * "the modal shows hits in the order the relevance suite assumes" (tests/e2e/search.spec.ts) checks
 * this model against the real modal.
 */
import type {LocalSearchEngine, SearchHit} from '../../../src/plugins/search/engine';
import {labelProductRuns} from '../../../src/plugins/search/client/productRuns';
import {acceptablePages, type RelevanceQuery} from './relevance-queries';

/** DocSearch's hitsPerPage and maxResultsPerGroup (3.9 defaults, which the SearchBar keeps). */
export const MODAL_HITS = 20;
const PER_GROUP = 5;

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    if (group.length < PER_GROUP) group.push(item);
    groups.set(key(item), group);
  }
  return [...groups.values()];
}

/** The modal's hits in reading order. */
export function modalOrder(hits: readonly SearchHit[]): SearchHit[] {
  return groupBy(labelProductRuns(hits), (hit) => hit.hierarchy.lvl0).flatMap((group) =>
    groupBy(group, (hit) => hit.hierarchy.lvl1).flat(),
  );
}

/** Distinct pages of the modal, in reading order. */
export function modalPages(engine: LocalSearchEngine, query: string, context?: string): string[] {
  const hits = modalOrder(engine.search(query, {hitsPerPage: MODAL_HITS, contextProduct: context}).hits);
  return [...new Set(hits.map((hit) => hit.url.split('#')[0]!))];
}

export interface Judged {
  query: RelevanceQuery;
  context: string | undefined;
  /** 1-based place of the first acceptable page, or 0 if the modal does not show one. */
  rank: number;
  shown: string[];
}

export interface Scores {
  judged: Judged[];
  top1: number;
  top3: number;
  mrr: number;
}

/**
 * Each query typed on a page of its `context`, or, without one, on a Runtime page and on a
 * Deploy page (a reader searches from wherever they are).
 */
export function judge(engine: LocalSearchEngine, queries: readonly RelevanceQuery[]): Scores {
  const judged = queries.flatMap((query) =>
    (query.context ? [query.context] : ['runtime', 'deploy']).map((context): Judged => {
      const shown = modalPages(engine, query.query, context);
      const wanted = acceptablePages(query);
      return {query, context, rank: shown.findIndex((page) => wanted.includes(page)) + 1, shown};
    }),
  );
  const share = (test: (j: Judged) => boolean) => judged.filter(test).length / judged.length;
  return {
    judged,
    top1: share((j) => j.rank === 1),
    top3: share((j) => j.rank >= 1 && j.rank <= 3),
    mrr: judged.reduce((sum, j) => sum + (j.rank ? 1 / j.rank : 0), 0) / judged.length,
  };
}

export function formatScores(label: string, scores: Scores): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  return `${label}: ${scores.judged.length} judged, top 1 ${pct(scores.top1)}, top 3 ${pct(scores.top3)}, MRR ${scores.mrr.toFixed(3)}`;
}
