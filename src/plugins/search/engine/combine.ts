/**
 * Joining MiniSearch results by hand where MiniSearch would run one query twice. MiniSearch
 * scores a record as the sum of its raw term scores times the number of query terms it matched
 * (its `quality`); these helpers keep that rule, so the results are those MiniSearch would give.
 */
import type {SearchResult} from 'minisearch';

/**
 * `found OR (found AND extra)` as MiniSearch scores it: a record in both counts its own terms twice
 * and the extra ones once, times the query terms of both.
 */
export function withExtraMatches(found: SearchResult[], extra: SearchResult[]): SearchResult[] {
  const extraById = new Map(extra.map((result) => [result.id as number, result]));
  for (const result of found) {
    const more = extraById.get(result.id as number);
    if (!more) continue;
    const queryTerms = [...new Set([...result.queryTerms, ...more.queryTerms])];
    const raw = (2 * result.score) / result.queryTerms.length + more.score / more.queryTerms.length;
    result.score = raw * queryTerms.length;
    result.queryTerms = queryTerms;
    result.match = {...result.match, ...more.match};
    result.terms = Object.keys(result.match);
  }
  return found.sort((a, b) => b.score - a.score);
}

/**
 * The records that matched every word: the words' AND, with the scores the AND would give. Each
 * word is the set of query terms that stand for it (itself, its synonyms, its typo forms).
 */
export function withEveryWord(results: SearchResult[], words: ReadonlySet<string>[]): SearchResult[] {
  return results.filter((result) => words.every((terms) => result.queryTerms.some((term) => terms.has(term))));
}
