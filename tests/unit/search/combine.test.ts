import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {withEveryWord, withExtraMatches} from '../../../src/plugins/search/engine/combine';

const documents = [
  {id: 1, title: 'Deno KV', text: 'store keys and values with kv'},
  {id: 2, title: 'Queues', text: 'enqueue values, listen for them in deno'},
  {id: 3, title: 'Deno cron', text: 'run jobs on a schedule'},
  {id: 4, title: 'Keys', text: 'a key is an array of parts, values are any value'},
  {id: 5, title: 'Watch', text: 'watch keys for changes in deno kv'},
];
const index = new MiniSearch({fields: ['title', 'text']});
index.addAll(documents);

const shape = (results: SearchResult[]) =>
  results.map(({id, score, terms, queryTerms}) => ({
    id: id as number,
    score: Number(score.toFixed(9)),
    terms: [...terms].sort(),
    queryTerms: [...queryTerms].sort(),
  }));

describe('results joined by hand, as MiniSearch would join them', () => {
  it('scores `a OR (a AND b)` as MiniSearch does, running `a` once', () => {
    const words: Query = {combineWith: 'OR', queries: ['values', 'keys'], prefix: true};
    const named: Query = {combineWith: 'OR', queries: ['deno'], fields: ['title']};
    const expected = index.search({combineWith: 'OR', queries: [words, {combineWith: 'AND', queries: [words, named]}]});
    const joined = withExtraMatches(index.search(words), index.search(named));
    expect(joined.length).toBeGreaterThan(2);
    expect(shape(joined)).toEqual(shape(expected));
  });

  it('keeps of an OR the records with every word: the AND, with its scores', () => {
    const words = ['keys', 'values'];
    const expected = index.search(words.join(' '), {combineWith: 'AND'});
    const every = withEveryWord(index.search(words.join(' ')), [new Set(['keys']), new Set(['values'])]);
    expect(every.length).toBeGreaterThan(0);
    expect(shape(every)).toEqual(shape(expected));
  });

  it('counts a word as matched through any term that stands for it', () => {
    const any = index.search('jobs schedule watch', {combineWith: 'OR'});
    const every = withEveryWord(any, [new Set(['jobs', 'watch']), new Set(['schedule'])]);
    expect(every.map((result) => result.id as number)).toEqual([3]);
  });
});
