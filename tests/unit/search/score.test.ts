import MiniSearch, {type Query, type SearchOptions, type SearchResult} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {Scorer, type Scores} from '../../../src/plugins/search/engine/score';

// Ids 0, 1, 2… in order, as the site's index has them (short id = id).
const documents = [
  {id: 0, title: 'Deno KV', text: 'store keys and values with kv, a key value database'},
  {id: 1, title: 'Queues', text: 'enqueue values, listen for them in deno; queued messages are delivered'},
  {id: 2, title: 'Deno cron', text: 'run jobs on a schedule, cron jobs run in deno deploy'},
  {id: 3, title: 'Keys', text: 'a key is an array of parts, values are any value'},
  {id: 4, title: 'Watch', text: 'watch keys for changes in deno kv; watching values'},
  {id: 5, title: 'Permissions', text: 'deno is secure by default: permissions such as --allow-net'},
  {id: 6, title: 'Permission APIs', text: 'query, request and revoke permissions at runtime'},
];
const index = new MiniSearch({fields: ['title', 'text']});
index.addAll(documents);
const scorer = new Scorer(index);

const expected = (results: SearchResult[]) =>
  results.map(({id, score, terms, queryTerms}) => ({
    id: id as number,
    score: Number(score.toFixed(9)),
    terms: [...terms].sort(),
    queryTerms: [...queryTerms].sort(),
  }));
// The scorer leaves records in the order it reached them; MiniSearch sorts them (a stable sort).
const actual = (scores: Scores, ids = scores.ids) =>
  [...ids]
    .sort((a, b) => scores.score(b) - scores.score(a))
    .map((id) => ({
      id,
      score: Number(scores.score(id).toFixed(9)),
      terms: scores.terms(id).sort(),
      queryTerms: scores.queryTermsOf(id).sort(),
    }));

// Each kind of query the engine sends: prefix, typos (fixed and per term), fields, boosts,
// weights, a record boost that drops records, nested OR groups with alternatives.
const cases: [string, Query, SearchOptions][] = [
  ['one word', 'values', {}],
  ['words', 'deno keys value', {}],
  ['prefix', 'kee val', {prefix: true}],
  ['typos', 'permisions queus', {fuzzy: 0.2}],
  ['typos per term', 'permisions wach', {fuzzy: (term: string) => (term.length >= 5 ? 1 : false)}],
  ['fields and boosts', 'deno kv', {fields: ['title'], boost: {title: 3}}],
  // More than 32 query terms: the matched ones are counted in a second word of bits.
  ['many terms', [...Array.from({length: 40}, (_, i) => `absent${i}`), 'deno keys value', 'absent'].join(' '), {}],
  ['weights', 'que per', {prefix: true, fuzzy: 1, weights: {fuzzy: 0.35, prefix: 0.6}}],
  ['record boost', 'deno values', {boostDocument: (id: unknown) => ((id as number) % 2 ? 0 : 1 + (id as number))}],
  [
    'nested groups',
    {
      combineWith: 'OR',
      queries: [
        {combineWith: 'OR', queries: ['jobs'], prefix: false, fuzzy: 1},
        {combineWith: 'OR', queries: ['cron', 'schedule'], prefix: false, fuzzy: false},
        {combineWith: 'OR', queries: [{combineWith: 'OR', queries: ['wat'], prefix: true, fields: ['title']}]},
      ],
    },
    {boost: {title: 4}},
  ],
];

describe('the scorer gives MiniSearch’s results without its per-record objects', () => {
  it.each(cases)('%s', (_, query, options) => {
    const want = expected(index.search(query, options));
    expect(want.length).toBeGreaterThan(1);
    expect(actual(scorer.search(query, options))).toEqual(want);
  });

  it('scores `a OR (a AND b)` as MiniSearch does, running `a` once', () => {
    const words: Query = {combineWith: 'OR', queries: ['values', 'keys'], prefix: true};
    const named: Query = {combineWith: 'OR', queries: ['deno'], fields: ['title']};
    const want = index.search({combineWith: 'OR', queries: [words, {combineWith: 'AND', queries: [words, named]}]});
    const scores = scorer.search(words);
    scores.addMatchesOfFound(named, {});
    expect(want.length).toBeGreaterThan(2);
    expect(actual(scores)).toEqual(expected(want));
  });

  it('keeps of an OR the records with every word: the AND, with its scores', () => {
    const words = ['keys', 'values'];
    const want = index.search(words.join(' '), {combineWith: 'AND'});
    const scores = scorer.search(words.join(' '));
    const every = scores.ids.filter((id) =>
      words.every((word) => scores.matchedAny(id, scores.queryTermMask(new Set([word])))),
    );
    expect(want.length).toBeGreaterThan(0);
    expect(actual(scores, every)).toEqual(expected(want));
  });

  it('counts a word as matched through any term that stands for it', () => {
    const scores = scorer.search('jobs schedule watch');
    const every = scores.ids.filter(
      (id) =>
        scores.matchedAny(id, scores.queryTermMask(new Set(['jobs', 'watch']))) &&
        scores.matchedAny(id, scores.queryTermMask(new Set(['schedule']))),
    );
    expect(every).toEqual([2]);
  });

  it('refuses what it does not score as MiniSearch would', () => {
    expect(() => scorer.search('keys values', {combineWith: 'AND'})).toThrow(/only OR/);
    const shuffled = new MiniSearch({fields: ['title']});
    shuffled.addAll([{id: 1, title: 'a'}]);
    expect(() => new Scorer(shuffled)).toThrow(/another id/);
  });
});
