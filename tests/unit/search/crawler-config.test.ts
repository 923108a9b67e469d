import {readFileSync} from 'node:fs';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {products, productForPath} from '../../../src/data/products';

const file = path.resolve(__dirname, '../../../scripts/search-crawler/crawler.config.js');

interface CrawlerConfig {
  startUrls: string[];
  actions: {indexName: string; pathsToMatch: string[]; recordExtractor: (args: unknown) => unknown}[];
  initialIndexSettings: Record<string, {attributesForFaceting: string[]; distinct: boolean}>;
}

function loadConfig(): {config: CrawlerConfig; productOf: (url: string) => string} {
  let config: CrawlerConfig | undefined;
  const context: Record<string, unknown> = {
    URL,
    Crawler: class {
      constructor(value: CrawlerConfig) {
        config = value;
      }
    },
  };
  runInNewContext(`${readFileSync(file, 'utf8')}\nthis.productOf = productOf;`, context);
  return {config: config!, productOf: context.productOf as (url: string) => string};
}

describe('Algolia crawler configuration', () => {
  it('evaluates to one Crawler with the facets contextual search filters on', () => {
    const {config} = loadConfig();
    expect(config.actions).toHaveLength(1);
    const settings = config.initialIndexSettings[config.actions[0]!.indexName]!;
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag']));
    expect(settings.distinct).toBe(true);
  });

  it('names the same product as lvl0 as the local index does', () => {
    const {productOf} = loadConfig();
    for (const product of products) {
      for (const route of [product.basePath, `${product.basePath}/manual/x`]) {
        expect(productOf(`https://docs.deno.com${route}`), route).toBe(productForPath(route)!.name);
      }
    }
  });
});
