import {describe, expect, it} from 'vitest';
import {expandQuery, transpositions} from '../../../src/plugins/search/engine/expand';

describe('query expansion', () => {
  it('offers every adjacent swap of a word of five letters or more', () => {
    expect(transpositions('complie')).toContain('compile');
    expect(transpositions('deno')).toEqual([]);
  });

  it('keeps prefix matching for the word being typed only, never for alternatives', () => {
    const query = expandQuery(['job', 'sche'], 'AND', (_word, isLast) => ({prefix: isLast, fuzzy: false}));
    expect(query).toEqual({
      combineWith: 'AND',
      queries: [
        {
          combineWith: 'OR',
          queries: [
            {combineWith: 'OR', queries: ['job'], prefix: false, fuzzy: false},
            {combineWith: 'OR', queries: ['cron'], prefix: false, fuzzy: false},
          ],
        },
        {combineWith: 'OR', queries: ['sche'], prefix: true, fuzzy: false},
      ],
    });
  });
});
