import {describe, expect, it} from 'vitest';
import {LocalSearchEngine, packIndex, type SearchHit, type SearchRecord} from '../../../src/plugins/search/engine';
import {labelProductRuns} from '../../../src/plugins/search/client/productRuns';
import {relatedProducts} from '../../../src/data/products';
import {modalOrder} from './modal';

function record(url: string, lvl0: string, title: string, content: string | null, product: string): SearchRecord {
  return {
    objectID: url,
    url,
    type: content === null ? 'lvl1' : 'content',
    hierarchy: {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: 'default',
    product,
  };
}

function hit(url: string, lvl0: string): SearchHit {
  return {
    ...record(url, lvl0, url, null, 'runtime'),
    _highlightResult: {hierarchy: {lvl0: {value: lvl0, matchLevel: 'none', matchedWords: []}}},
    _snippetResult: {hierarchy: {}},
  };
}

describe('the modal shows hits in ranked order', () => {
  const ranked = [hit('/r1', 'Runtime'), hit('/d1', 'Deploy'), hit('/r2', 'Runtime'), hit('/r3', 'Runtime')];

  it('a later run of a product is its own group, "More in <product>"', () => {
    expect(labelProductRuns(ranked).map((h) => h.hierarchy.lvl0)).toEqual([
      'Runtime',
      'Deploy',
      'More in Runtime',
      'More in Runtime',
    ]);
    expect(labelProductRuns(ranked)[2]!._highlightResult.hierarchy.lvl0?.value).toBe('More in Runtime');
  });

  it('so DocSearch’s grouping by product keeps the second-ranked hit second', () => {
    expect(modalOrder(ranked).map((h) => h.url)).toEqual(['/r1', '/d1', '/r2', '/r3']);
  });
});

describe('contextual search counts KV as part of Deploy', () => {
  it('relates Deploy and KV both ways, and nothing else', () => {
    expect(relatedProducts('deploy').sort()).toEqual(['deploy', 'kv']);
    expect(relatedProducts('kv').sort()).toEqual(['deploy', 'kv']);
    expect(relatedProducts('runtime')).toEqual(['runtime']);
    expect(relatedProducts('subhosting')).toEqual(['subhosting']);
  });

  it('ranks a KV page above an equal Runtime page for a reader on a Deploy page', () => {
    const records = [
      record('/runtime/limits', 'Runtime', 'Limits', 'how many requests a second', 'runtime'),
      record('/deploy/kv/limits', 'KV', 'Limits', 'how many requests a second', 'kv'),
    ];
    const engine = LocalSearchEngine.load(packIndex(records));
    expect(engine.search('limits', {contextProduct: 'deploy'}).hits[0]?.url).toBe('/deploy/kv/limits');
    expect(engine.search('limits', {contextProduct: 'runtime'}).hits[0]?.url).toBe('/runtime/limits');
  });
});
