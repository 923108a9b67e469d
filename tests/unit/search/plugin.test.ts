/** The search plugin's build-time side: records from Markdown, its options, records from other plugins. */
import {describe, expect, it} from 'vitest';
import {recordsFromPage} from '../../../src/plugins/search/node/records';
import {searchConfig} from '../../../src/plugins/search/config';
import {validateOptions} from '../../../src/plugins/search/index';
import type {SearchRecord} from '../../../src/plugins/search/engine';

describe('records from Markdown, as the crawler makes them', () => {
  const source = [
    '---',
    'title: Sample',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    'Intro paragraph.',
    '',
    '## First section {#custom-id}',
    '',
    '- a list item',
    '',
    '```ts',
    'const hidden = "code is not indexed";',
    '```',
    '',
    '### Sub *section*',
    '',
    '| Flag | Meaning |',
    '| --- | --- |',
    '| `--allow-net` | network |',
    '',
    ':::note',
    'Inside an admonition.',
    ':::',
    '',
    '## First section',
    '',
    '<Tabs><p>inline jsx</p></Tabs>',
  ].join('\n');
  const recs = recordsFromPage({
    source,
    permalink: '/runtime/sample',
    title: 'Sample',
    description: 'A page.',
    lvl0: 'Deno Runtime',
    product: 'runtime',
    tag: 'docs-runtime-current',
    language: 'en',
  });

  it('makes lvl1, lvl2, lvl3 and content records with anchors', () => {
    expect(recs.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content])).toEqual([
      ['lvl1', '/runtime/sample', null, null, 'A page.'],
      ['content', '/runtime/sample', null, null, 'Intro paragraph.'],
      ['lvl2', '/runtime/sample#custom-id', 'First section', null, null],
      ['content', '/runtime/sample#custom-id', 'First section', null, 'a list item'],
      ['lvl3', '/runtime/sample#sub-section', 'First section', 'Sub section', null],
      ['content', '/runtime/sample#sub-section', 'First section', 'Sub section', 'Flag · Meaning'],
      ['content', '/runtime/sample#sub-section', 'First section', 'Sub section', '--allow-net · network'],
      ['content', '/runtime/sample#sub-section', 'First section', 'Sub section', 'Inside an admonition.'],
      ['lvl2', '/runtime/sample#first-section', 'First section', null, null],
      ['content', '/runtime/sample#first-section', 'First section', null, 'inline jsx'],
    ]);
    expect(recs.every((r) => r.language === 'en' && r.docusaurus_tag === 'docs-runtime-current')).toBe(true);
    expect(recs.every((r) => r.hierarchy.lvl0 === 'Deno Runtime' && r.hierarchy.lvl1 === 'Sample')).toBe(true);
  });
});

describe('configuration', () => {
  it('is local without credentials, Algolia with all three, and refuses a partial set', () => {
    const local = searchConfig({});
    expect(local.pluginOptions.mode).toBe('local');
    expect(local.algolia).toMatchObject({
      appId: 'LOCAL',
      insights: false,
      contextualSearch: true,
      searchPagePath: 'search',
    });
    const algolia = searchConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'});
    expect(algolia.pluginOptions.mode).toBe('algolia');
    expect(algolia.algolia).toMatchObject({appId: 'APP', apiKey: 'key', indexName: 'docs', insights: true});
    expect(() => searchConfig({ALGOLIA_APP_ID: 'APP'})).toThrow(/ALGOLIA_API_KEY/);
  });

  it('validates plugin options', () => {
    const validate = <T>(schema: {validate: (v: unknown) => {value: T; error?: Error}}, options: unknown): T => {
      const {value, error} = schema.validate(options);
      if (error) throw error;
      return value;
    };
    expect(validateOptions({validate, options: {}})).toMatchObject({mode: 'local', language: 'en'});
    expect(() => validateOptions({validate, options: {mode: 'elastic'} as never})).toThrow();
    expect(() => validateOptions({validate, options: {missingResultsUrl: 'https://x.test/no-placeholder'}})).toThrow();
  });
});

describe('records contributed by other plugins', () => {
  it('takes the searchRecords of any plugin content and ignores content without them', async () => {
    const {contributedRecords} = await import('../../../src/plugins/search/index');
    const record = {objectID: 'x', url: '/lint/rules/no-var'} as SearchRecord;
    const records = contributedRecords({
      'lint-rules': {default: {searchRecords: [record], rules: []}},
      'docusaurus-plugin-content-docs': {runtime: {loadedVersions: []}},
      'no-content': {default: undefined},
    });
    expect(records).toEqual([record]);
  });
});
