import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {corpusRecords} from '../../../src/plugins/search/node/corpus';
import {acceptablePages, relevanceQueries, type RelevanceQuery} from './relevance-queries';
import {userQueries} from './user-queries';

const siteDir = path.resolve(__dirname, '../../..');

// Parses every page of the site, which takes several seconds on a busy 2-core machine.
const CORPUS_TIMEOUT_MS = 120_000;

/** Two queries are the same if they differ only in case or spacing. */
function normalized(query: string): string {
  return query.toLowerCase().replace(/\s+/g, ' ').trim();
}

let pages: Set<string>;

beforeAll(() => {
  pages = new Set(corpusRecords(siteDir).map((r) => r.url.split('#')[0]!));
}, CORPUS_TIMEOUT_MS);

describe('user-phrased relevance queries', () => {
  it('bring the suite to at least 200 queries', () => {
    expect(userQueries.length).toBeGreaterThanOrEqual(90);
    expect(relevanceQueries.length + userQueries.length).toBeGreaterThanOrEqual(200);
  });

  it('name only pages that are in the index', () => {
    const missing = userQueries.flatMap((q) =>
      acceptablePages(q)
        .filter((page) => !pages.has(page))
        .map((page) => `${q.query} → ${page}`),
    );
    expect(missing, 'expected pages that are not in the index').toEqual([]);
  });

  // The original suite's own repeats ('custom domain', 'Deno.Kv' / 'deno.kv') are its business.
  it('repeat no query of this file or the original suite', () => {
    const keyOf = (q: RelevanceQuery) => `${normalized(q.query)}|${q.context ?? ''}`;
    const seen = new Set(relevanceQueries.map(keyOf));
    const repeated: string[] = [];
    for (const q of userQueries) {
      if (seen.has(keyOf(q))) repeated.push(q.query);
      seen.add(keyOf(q));
    }
    expect(repeated, 'queries that appear twice').toEqual([]);
  });
});
