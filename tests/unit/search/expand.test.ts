import {describe, expect, it} from 'vitest';
import {expandQuery, transpositions, withoutEnding} from '../../../src/plugins/search/engine/expand';

describe('query expansion', () => {
  it('offers every adjacent swap of a word of five letters or more', () => {
    expect(transpositions('complie')).toContain('compile');
    expect(transpositions('deno')).toEqual([]);
  });

  it('offers a typo the stemmer left whole without its ending, one edit from the stem', () => {
    expect(withoutEnding('moking')).toBe('mok');
    expect(withoutEnding('mocking')).toBeUndefined(); // the stemmer makes it mock itself
    expect(withoutEnding('string')).toBeUndefined(); // `str` has no vowel: not a stem
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
