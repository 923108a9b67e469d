import {describe, expect, it} from 'vitest';
import {firstDistinct} from '../../../src/plugins/search/engine/select';

interface Item {
  id: number;
  url: number;
  score: number;
  words: number;
}

// A small generator with a seed, so a failure can be replayed.
function items(seed: number, count: number): Item[] {
  let state = seed;
  const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31) >> 8) % n;
  // Few distinct scores and URLs: ties and repeated URLs are the cases to get right.
  return Array.from({length: count}, (_, id) => ({
    id,
    url: next(Math.floor(count / 3) + 1),
    score: next(7),
    words: next(3),
  }));
}

const byWordsThenScore = (a: Item, b: Item) => b.words - a.words || b.score - a.score;

/** What the engine did before: sort everything (stably), keep the first of each URL. */
function sortedDistinct(list: Item[], compare: (a: Item, b: Item) => number): Item[] {
  const seen = new Set<number>();
  return [...list].sort(compare).filter((item) => !seen.has(item.url) && seen.add(item.url));
}

describe('the first distinct results without sorting them all', () => {
  it.each([0, 1, 2, 5, 20, Infinity])('gives what a stable sort and a distinct give, limit %s', (limit) => {
    for (let seed = 1; seed <= 40; seed++) {
      const list = items(seed, 5 + seed * 3);
      const urls = Math.max(...list.map((item) => item.url)) + 1;
      const expected = sortedDistinct(list, byWordsThenScore);
      const {first, total} = firstDistinct(list, byWordsThenScore, (item) => item.url, urls, limit);
      expect(total).toBe(expected.length);
      expect(first.map((item) => item.id)).toEqual(expected.slice(0, limit).map((item) => item.id));
    }
  });
});
