import path from 'node:path';
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {docsInstances} from '../../../src/data/docsInstances';
import {corpusRecords} from '../../../src/plugins/search/node/corpus';
import {
  containsName,
  LocalSearchEngine,
  withCamelCaseParts,
  packIndex,
  packTexts,
  processTerm,
  stem,
  STORED_TEXT_CHARS,
  type PackedIndex,
  type PackedTexts,
  type SearchRecord,
} from '../../../src/plugins/search/engine';
import {startsWithName, STEM_KEEPS_LETTERS, WORD} from '../../../src/plugins/search/engine/text';
import {recordsFromPage} from '../../../src/plugins/search/node/records';
import {
  createLocalSearchClient,
  loadLocalEngine,
  FIRST_RETRY_DELAY_MS,
  MAX_RETRY_DELAY_MS,
  retrySearchNow,
  missingResultsUrl,
  textsSettled,
} from '../../../src/plugins/search/client/searchClient';
import {groupHitsByPage} from '../../../src/plugins/search/client/group';
import {acceptablePages, relevanceQueries, type RelevanceQuery} from './relevance-queries';
import {formatScores, judge} from './modal';
import {userQueries} from './user-queries';

const siteDir = path.resolve(__dirname, '../../..');

/** Distinct page routes of a result list, in rank order. */
function pagesOf(urls: string[]): string[] {
  const pages: string[] = [];
  for (const url of urls) {
    const page = url.split('#')[0]!;
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

let engine: LocalSearchEngine;
let records: SearchRecord[];

// Parses every page of the site, which takes several seconds on a busy 2-core machine.
const CORPUS_TIMEOUT_MS = 120_000;

beforeAll(() => {
  records = corpusRecords(siteDir);
  // Through JSON, as the browser gets it.
  engine = LocalSearchEngine.load(
    JSON.parse(JSON.stringify(packIndex(records))) as PackedIndex,
    JSON.parse(JSON.stringify(packTexts(records))) as PackedTexts,
  );
}, CORPUS_TIMEOUT_MS);

/** Two queries are the same if they differ only in case or spacing. */
function normalized(query: string): string {
  return query.toLowerCase().replace(/\s+/g, ' ').trim();
}

// Beside the relevance figures, so that the site's pages are parsed once for both.
describe('user-phrased relevance queries', () => {
  it('bring the suite to at least 200 queries', () => {
    expect(userQueries.length).toBeGreaterThanOrEqual(90);
    expect(relevanceQueries.length + userQueries.length).toBeGreaterThanOrEqual(200);
  });

  it('name only pages that are in the index', () => {
    const pages = new Set(records.map((r) => r.url.split('#')[0]!));
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

describe('relevance, as the modal shows it (each query typed on a Runtime and on a Deploy page)', () => {
  it('has at least 40 queries, each naming pages that exist', () => {
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(40);
    const pages = new Set(records.map((r) => r.url.split('#')[0]));
    const missing = relevanceQueries.flatMap(acceptablePages).filter((page) => !pages.has(page));
    expect(missing, 'expected pages that are not in the index').toEqual([]);
  });

  it.each(relevanceQueries.map((q) => [`${q.kind}: ${q.query}${q.context ? ` (in ${q.context})` : ''}`, q] as const))(
    '%s',
    (_name, q) => {
      // A context query asks for the first place: the same words rank another product's page
      // first elsewhere, so only the reader's product can put this one on top.
      const places = q.kind === 'context' ? 1 : 3;
      for (const {context, rank, shown} of judge(engine, [q]).judged) {
        expect(
          rank >= 1 && rank <= places,
          `"${q.query}" typed on a ${context} page should show ${acceptablePages(q).join(' or ')} in the first ${places}: ${shown.slice(0, 5).join(', ')}`,
        ).toBe(true);
      }
    },
  );

  /** Judges a set of queries in the modal, prints its figures and holds them to at least `floor`. */
  function expectScores(label: string, queries: RelevanceQuery[], floor: {top1: number; top3: number; mrr: number}) {
    const scores = judge(engine, queries);
    console.log(formatScores(label, scores));
    expect(scores.top3).toBeGreaterThanOrEqual(floor.top3);
    expect(scores.top1).toBeGreaterThanOrEqual(floor.top1);
    expect(scores.mrr).toBeGreaterThanOrEqual(floor.mrr);
  }

  it('reports top 1, top 3 and MRR, and meets the goals (top 3 ≥ 95 %, top 1 ≥ 85 %, MRR ≥ 0.90)', () => {
    expectScores('Relevance in the modal', relevanceQueries, {top1: 0.85, top3: 0.95, mrr: 0.9});
  });

  // Held to the goals as a set, not query by query: written from how users phrase things, they
  // show where ranking falls short (README "Search"). The floors are today's figures, so a change
  // that makes any of them worse fails; raise them as ranking improves.
  it('reports top 1, top 3 and MRR of the users’ queries, no worse than before', () => {
    expectScores('Users’ queries in the modal (goals: top 3 95 %, top 1 85 %, MRR 0.90)', userQueries, {
      top1: 0.85,
      top3: 0.98,
      mrr: 0.91,
    });
  });

  it.each(
    relevanceQueries.filter((q) => q.kind === 'context').map((q) => [`${q.query} (in ${q.context})`, q] as const),
  )('the context decides: %s puts another page first without it', (_name, q) => {
    // Otherwise the query above would pass with contextual ranking switched off.
    const [first] = pagesOf(engine.search(q.query, {hitsPerPage: 60}).hits.map((h) => h.url));
    expect(
      acceptablePages(q).includes(first ?? ''),
      `"${q.query}" should not rank ${acceptablePages(q).join(' or ')} first for a reader outside ${q.context}`,
    ).toBe(false);
  });
});

describe('local engine', () => {
  it('ranks a page title above body text that mentions the word', () => {
    const [first] = engine.search('permissions').hits;
    expect(first?.type).toBe('lvl1');
  });

  it('tolerates typos and matches the word being typed as a prefix', () => {
    expect(pagesOf(engine.search('permisions').hits.map((h) => h.url))).toContain('/runtime/manual/basics/permissions');
    expect(engine.search('perm').nbHits).toBeGreaterThan(0);
  });

  it('puts a guide titled what was typed (or its typo) above one whose title only shares a word', () => {
    for (const query of ['permissions', 'permisions']) {
      const [first] = pagesOf(engine.search(query, {contextProduct: 'runtime'}).hits.map((h) => h.url));
      expect(first, query).toBe('/runtime/manual/basics/permissions');
    }
  });

  it('looks for a word on half the records (deno) alone in titles and headings, beside others not at all', () => {
    const alone = engine.search('deno', {hitsPerPage: 50}).hits;
    expect(alone.length).toBeGreaterThan(0);
    for (const hit of alone) {
      const {lvl1, lvl2, lvl3} = hit.hierarchy;
      expect(`${lvl1} ${lvl2 ?? ''} ${lvl3 ?? ''}`.toLowerCase(), hit.url).toContain('deno');
    }
    // "deno test" finds what "test" finds, ordered with Deno in titles first among equals.
    const urls = (q: string) => new Set(engine.search(q, {hitsPerPage: 1000}).hits.map((h) => h.url));
    expect(urls('deno test')).toEqual(urls('test'));
  });

  it('matches two letters being typed as a whole word anywhere, as a word start in titles only', () => {
    const hits = engine.search('de', {hitsPerPage: 1000}).hits;
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      // A title is indexed with its camelCase parts too (`GPUDeviceDescriptor`: Device).
      const title = withCamelCaseParts((hit.type === 'content' ? '' : hit.hierarchy[hit.type]) ?? '');
      const text = `${title} ${hit.content ?? ''}`.toLowerCase();
      expect(/\bde/.test(title.toLowerCase()) || /\bde\b/.test(text), hit.url).toBe(true);
    }
  });

  it('puts the rule of a lint diagnostic pasted as deno prints it first (error[no-var])', () => {
    const [first] = pagesOf(engine.search('error[no-var]: `var` keyword is not allowed.').hits.map((h) => h.url));
    expect(first).toBe('/lint/rules/no-var');
  });

  it('finds a rule from its message alone, as deno lint prints it for the page’s own example', () => {
    const [first] = pagesOf(engine.search("expected '===' and instead saw '=='").hits.map((h) => h.url));
    expect(first).toBe('/lint/rules/eqeqeq');
    const report = engine.search('`any` type is not allowed').hits.find((h) => h.url.startsWith('/lint/rules/'));
    expect(report?.url).toBe('/lint/rules/no-explicit-any#what-deno-lint-prints');
  });

  it('finds the page whose output shows an error line, pasted as deno prints it', () => {
    const [first] = engine.search('error: Found 1 not formatted file in 1 file').hits;
    expect(first?.url).toBe('/runtime/manual/tools/formatter');
    expect(first?.content).toBe('error: Found 1 not formatted file in 1 file');
  });

  it('takes a flag typed whole to the section that defines it, in the reader’s product or not', () => {
    for (const contextProduct of ['runtime', 'deploy']) {
      const [cli] = engine.search('--allow-ffi', {contextProduct}).hits;
      expect(cli?.url).toMatch(/^\/runtime\/reference\/cli\/[a-z-]+#--allow-ffi$/);
      // Not in the help of 2.9.6: the guide's section named after it comes first.
      const [guide] = engine.search('--unstable-kv', {contextProduct}).hits;
      expect(guide?.url).toBe('/runtime/manual/tools/unstable_flags#--unstable-kv');
    }
  });

  it('forgives a typo in a word the stemmer would have shortened (moking for mocking)', () => {
    const [first] = pagesOf(engine.search('moking fetch in tests', {contextProduct: 'runtime'}).hits.map((h) => h.url));
    expect(first).toBe('/runtime/manual/basics/testing/mocking');
  });

  it('leaves stop words out of the query, so a question finds pages while it is typed', () => {
    expect(engine.search('how do i re').nbHits).toBeGreaterThan(0);
    expect(engine.search('what is deno').nbHits).toBeGreaterThan(0);
    expect(engine.search('how do i').nbHits).toBe(0);
  });

  it('puts the reader’s product first (contextual search)', () => {
    const inKv = engine.search('limits', {contextProduct: 'kv'}).hits[0];
    expect(inKv?.product).toBe('kv');
    const inSubhosting = engine.search('limits', {contextProduct: 'subhosting'}).hits[0];
    expect(inSubhosting?.product).toBe('subhosting');
  });

  it('applies language and docusaurus_tag facet filters as Algolia does (AND of ORs)', () => {
    expect(engine.search('deno', {facetFilters: ['language:fr']}).nbHits).toBe(0);
    const onlyKv = engine.search('deno', {facetFilters: ['language:en', ['docusaurus_tag:docs-subhosting-current']]});
    expect(onlyKv.nbHits).toBeGreaterThan(0);
    expect(onlyKv.hits.every((h) => h.docusaurus_tag === 'docs-subhosting-current')).toBe(true);
    const both = engine.search('deno', {
      facetFilters: [
        'language:en',
        ['docusaurus_tag:default', ...docsInstances.map(({id}) => `docusaurus_tag:docs-${id}-current`)],
      ],
    });
    expect(both.nbHits).toBe(engine.search('deno').nbHits);
  });

  it('returns one hit per URL, absolute when given an origin, with Algolia’s highlight shape', () => {
    const response = engine.search('Deno.serve', {origin: 'http://localhost:3000', hitsPerPage: 100});
    const urls = response.hits.map((h) => h.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((u) => u.startsWith('http://localhost:3000/'))).toBe(true);
    const hit = response.hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl0?.value).toBeTypeOf('string');
    expect(hit._snippetResult.hierarchy.lvl1?.value).toBeTypeOf('string');
    expect(response.nbHits).toBeGreaterThanOrEqual(response.hits.length);
  });

  it('HTML-escapes snippets and marks matches', () => {
    const page = {
      source: '---\ntitle: T\n---\n\n## Tags\n\nUse `<script>` & friends to load scripts.\n',
      permalink: '/x',
      title: 'Escaping <b>',
      lvl0: 'X',
      product: 'x',
      tag: 'docs-x-current',
      language: 'en',
    };
    const pageRecords = recordsFromPage(page);
    const small = LocalSearchEngine.load(packIndex(pageRecords), packTexts(pageRecords));
    const hit = small.search('script').hits.find((h) => h.type === 'content')!;
    expect(hit._snippetResult.content?.value).toContain('&lt;<mark>script</mark>&gt; &amp; friends');
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('Escaping &lt;b&gt;');
    expect(hit.url).toBe('/x#tags');
  });

  const pageInput = {permalink: '/y', title: 'T', lvl0: 'Y', product: 'y', tag: 'docs-y-current', language: 'en'};

  it('finds words anywhere in a paragraph but ships only its start for snippets', () => {
    const long = `${'Lorem ipsum dolor sit amet. '.repeat(12)}The word zanzibarian ends it.`;
    const pageRecords = recordsFromPage({...pageInput, source: `# T\n\n${long}\n`});
    const small = LocalSearchEngine.load(packIndex(pageRecords), packTexts(pageRecords));
    const [hit] = small.search('zanzibarian').hits;
    expect(hit?.url).toBe('/y');
    expect(hit!.content!.length).toBeLessThanOrEqual(STORED_TEXT_CHARS + 1);
    expect(hit!.content!.endsWith('…')).toBe(true);
  });

  it('keeps the error and warning lines of an output block, not the commands or code around them', () => {
    const source = [
      '# T',
      '## Check',
      "```console\n$ deno check main.ts\nCheck file:///app/main.ts\nTS2322 [ERROR]: Type 'string' is not assignable to type 'number'.\n```",
      '```ts\n// error: not output\nconst n: number = "1";\n```',
      '```text\nWarning The `--unstable` flag has been removed.\nerror: Uncaught (in promise) Error: boom\n```',
    ].join('\n\n');
    const lines = recordsFromPage({...pageInput, source}).filter((r) => r.type === 'content');
    expect(lines.map((r) => [r.url, r.content])).toEqual([
      ['/y#check', "TS2322 [ERROR]: Type 'string' is not assignable to type 'number'."],
      ['/y#check', 'Warning The `--unstable` flag has been removed.'],
      ['/y#check', 'error: Uncaught (in promise) Error: boom'],
    ]);
  });

  it('stems plurals and verb forms to one word', () => {
    expect(stem('deployments')).toBe(stem('deployment'));
    expect(stem('scheduled')).toBe(stem('schedule'));
    expect(stem('scheduling')).toBe(stem('schedule'));
  });

  // Highlighting stems only the words whose first three letters start a matched term.
  it('keeps the first three letters of every word of the site, and of every ending it strips', () => {
    const words = new Set<string>();
    for (const {hierarchy, content} of records) {
      for (const text of [hierarchy.lvl0, hierarchy.lvl1, hierarchy.lvl2, hierarchy.lvl3, content]) {
        for (const word of text?.match(WORD) ?? []) words.add(word);
      }
    }
    for (const head of ['a', 'ab', 'abc', 'abcd', 'quer']) {
      for (const ending of [
        '',
        'ies',
        'ing',
        'ed',
        'es',
        'ses',
        'xes',
        'ches',
        'shes',
        's',
        'ss',
        'us',
        'is',
        'e',
        'y',
      ]) {
        words.add(head + ending);
      }
    }
    expect(words.size).toBeGreaterThan(10_000);
    const shortened = [...words].filter((word) => {
      const term = processTerm(word);
      return term !== null && !term.startsWith(word.toLowerCase().slice(0, STEM_KEEPS_LETTERS));
    });
    expect(shortened).toEqual([]);
  });
});

describe('local search client (what the modal and /search call)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers search({requests}) in Algolia’s shape from the fetched index', async () => {
    const json = JSON.stringify(packIndex(records));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(json, {status: 200}))),
    );
    const client = createLocalSearchClient({
      indexUrl: '/search-index.ok.json',
      origin: () => 'http://localhost:4173',
      contextProduct: () => 'kv',
    });
    const {results} = await client.search({
      requests: [{indexName: 'deno-docs', query: 'kv.watch', hitsPerPage: 5, attributesToSnippet: ['content:10']}],
    });
    expect(results[0]!.hits[0]!.url).toMatch(/^http:\/\/localhost:4173\/deploy\/kv\/manual\/operations/);
    expect(results[0]!.index).toBe('deno-docs');
  });

  it('answers from the index before the texts file is in, and shows snippets once it is', async () => {
    const files: Record<string, string> = {
      '/search-index.split.json': JSON.stringify(packIndex(records)),
      '/search-texts.split.json': JSON.stringify(packTexts(records)),
    };
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        return Promise.resolve(new Response(files[url] ?? 'missing', {status: files[url] ? 200 : 404}));
      }),
    );
    const client = createLocalSearchClient({
      indexUrl: '/search-index.split.json',
      textsUrl: '/search-texts.split.json',
      origin: () => 'http://localhost',
      contextProduct: () => undefined,
    });
    const request = {indexName: 'deno-docs', query: 'kv.watch', hitsPerPage: 5};
    const first = await client.search({requests: [request]});
    expect(first.results[0]!.nbHits).toBeGreaterThan(0);
    // The texts file is asked for only once the index is in, so the two do not compete.
    expect(requested).toEqual(['/search-index.split.json', '/search-texts.split.json']);
    await textsSettled();
    const second = await client.search({requests: [request]});
    expect(second.results[0]!.hits.some((hit) => (hit.content ?? '').toLowerCase().includes('watch'))).toBe(true);
  });

  it('refuses a texts file built for another index', () => {
    const small = LocalSearchEngine.load(packIndex(records.slice(0, 3)));
    expect(() => small.attachTexts(packTexts(records.slice(0, 4)))).toThrow(/do not match/);
    expect(small.hasTexts).toBe(false);
  });

  it('rejects with a RetryError when the index cannot be loaded, and retries after a growing delay', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    try {
      const fetchMock = vi.fn(() => Promise.resolve(new Response('nope', {status: 503})));
      vi.stubGlobal('fetch', fetchMock);
      const client = createLocalSearchClient({
        indexUrl: '/search-index.broken.json',
        origin: () => 'http://localhost',
        contextProduct: () => undefined,
      });
      await expect(client.search({requests: [{query: 'deno'}]})).rejects.toMatchObject({name: 'RetryError'});
      // Keystrokes inside the delay fail at once with the same error, and fetch nothing.
      for (let i = 0; i < 5; i++) await expect(loadLocalEngine('/search-index.broken.json')).rejects.toThrow(/503/);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(FIRST_RETRY_DELAY_MS);
      await expect(loadLocalEngine('/search-index.broken.json')).rejects.toThrow(/503/);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      // The second failure doubles the delay.
      vi.advanceTimersByTime(2 * FIRST_RETRY_DELAY_MS - 1);
      await expect(loadLocalEngine('/search-index.broken.json')).rejects.toThrow(/503/);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1);
      await expect(loadLocalEngine('/search-index.broken.json')).rejects.toThrow(/503/);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      // The delay stops growing at its cap.
      for (let i = 0; i < 10; i++) {
        vi.advanceTimersByTime(MAX_RETRY_DELAY_MS);
        await expect(loadLocalEngine('/search-index.broken.json')).rejects.toThrow(/503/);
      }
      expect(fetchMock).toHaveBeenCalledTimes(13);
      // Opening search again (or the browser coming back online) retries at once, and a good load clears the delay.
      const json = JSON.stringify(packIndex(records));
      fetchMock.mockImplementation(() => Promise.resolve(new Response(json, {status: 200})));
      retrySearchNow();
      await expect(loadLocalEngine('/search-index.broken.json')).resolves.toBeDefined();
      expect(fetchMock).toHaveBeenCalledTimes(14);
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds the "Let us know." link from the template', () => {
    expect(missingResultsUrl('https://x.test/new?title={query}', 'a b&c')).toBe('https://x.test/new?title=a%20b%26c');
  });
});

describe('/search page grouping', () => {
  it('groups hits by page in rank order', () => {
    const hits = engine.search('permissions', {hitsPerPage: 30}).hits;
    const pages = groupHitsByPage(hits);
    expect(pages.map((p) => p.url)).toEqual(pagesOf(hits.map((h) => h.url)));
    expect(pages.reduce((n, p) => n + p.sections.length, 0)).toBeLessThanOrEqual(hits.length);
  });
});

describe('API names in queries', () => {
  it('match a name only where it stands whole', () => {
    expect(containsName('call deno.serve(handler) here', 'deno.serve')).toBe(true);
    expect(containsName('ends with deno.serve', 'deno.serve')).toBe(true);
    expect(containsName('deno.servehttp is gone', 'deno.serve')).toBe(false);
    expect(containsName('deno.servehttp, then deno.serve.', 'deno.serve')).toBe(true);
  });

  it('find a flag at the start of a record only whole', () => {
    expect(startsWithName('--allow-net=example.com lets it connect', '--allow-net')).toBe(true);
    expect(startsWithName('--allow-net', '--allow-net')).toBe(true);
    expect(startsWithName('--allow-netx is not a flag', '--allow-net')).toBe(false);
    expect(startsWithName('use --allow-net', '--allow-net')).toBe(false);
  });
});
