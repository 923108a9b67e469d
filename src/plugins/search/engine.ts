/**
 * The local search engine: DocSearch-shaped records in, Algolia-shaped answers out. It runs the
 * same in the browser (behind the DocSearch modal and the /search page) and in Node (the
 * relevance tests and `npm run bench:search`).
 *
 * Ranking, as the DocSearch crawler's index ranks: a match in the record's own heading or page
 * title outranks a match in a parent heading, which outranks body text; among equal matches a
 * page title beats a section heading beats a paragraph; results from the reader's own product
 * come first (contextual search). Queries are typo tolerant (one edit from 5 letters, two from 8)
 * and the last word matches as a prefix, so results show while typing.
 */
import MiniSearch, {type Options, type SearchResult} from 'minisearch';
import {escapeHtml} from '../markdown/html';
import {expandQuery} from './expand';

/** A DocSearch record: what the crawler stores for one heading or paragraph. */
export interface SearchRecord {
  objectID: string;
  /** Absolute path with anchor, e.g. `/runtime/manual/basics/permissions#deny-flags`. */
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  hierarchy: {
    lvl0: string;
    lvl1: string;
    lvl2: string | null;
    lvl3: string | null;
    lvl4: null;
    lvl5: null;
    lvl6: null;
  };
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** Product slug of the page (`runtime`, `deploy`, `kv`, `subhosting`), for contextual ranking. */
  product: string;
}

/** One page of the index: what its records share. */
interface PackedPage {
  /** url without anchor */
  u: string;
  /** lvl0 */
  l0: string;
  /** lvl1 (page title) */
  l1: string;
  /** docusaurus_tag */
  t: string;
  /** product slug */
  p: string;
  /** language */
  lang: string;
}

/** [page, lvl2, lvl3, anchor]: what the records under one heading share. */
type PackedSection = [number, string | null, string | null, string | null];

/** [section, type (1, 2, 3 or 0 for content)] */
type PackedRecord = [number, 0 | 1 | 2 | 3];

/**
 * Each record's text (cut to STORED_TEXT_CHARS), or null, in record order: a second file, so the
 * index itself stays small and results can show before their snippets have arrived.
 */
export type PackedTexts = (string | null)[];

/**
 * Paragraph text kept for snippets. The index has every word of every paragraph; the file
 * keeps only the start of each (most are shorter), which keeps the download small: a snippet
 * of a match further in shows the paragraph's first words.
 */
export const STORED_TEXT_CHARS = 160;

function cutText(text: string): string {
  if (text.length <= STORED_TEXT_CHARS) return text;
  return `${text.slice(0, STORED_TEXT_CHARS).replace(/\s+\S*$/, '')}…`;
}

type MiniSearchJSON = ReturnType<MiniSearch['toJSON']>;

/**
 * MiniSearch's serialised index, smaller: document ids are the record positions (so the id map
 * goes), field lengths are one flat array, and each term's postings are one string of
 * delta-encoded base-36 document ids per field, with frequencies only where one is not 1.
 */
interface CompactIndex {
  documentCount: number;
  nextId: number;
  fieldIds: MiniSearchJSON['fieldIds'];
  averageFieldLength: number[];
  dirtCount: number;
  serializationVersion: number;
  fieldLength: number[];
  /** [term, "field:d1.d2.d3/f1.f2.f3;field:..."] */
  terms: [string, string][];
}

/** The file the plugin emits and the client fetches first. */
export interface PackedIndex {
  version: 4;
  pages: PackedPage[];
  sections: PackedSection[];
  records: PackedRecord[];
  index: CompactIndex;
}

function compactIndex(json: MiniSearchJSON): CompactIndex {
  const fieldCount = Object.keys(json.fieldIds).length;
  const fieldLength: number[] = [];
  for (let id = 0; id < json.nextId; id++) {
    if (json.documentIds[id] !== id) throw new Error('search index: document ids must be positions');
    const lengths = json.fieldLength[id] ?? [];
    for (let f = 0; f < fieldCount; f++) fieldLength.push(lengths[f] ?? 0);
  }
  const terms: [string, string][] = json.index.map(([term, byField]) => {
    const parts = Object.entries(byField).map(([fieldId, postings]) => {
      const ids = Object.keys(postings)
        .map(Number)
        .sort((a, b) => a - b);
      const freqs = ids.map((id) => postings[id]!);
      const deltas = ids.map((id, i) => (id - (i > 0 ? ids[i - 1]! : 0)).toString(36)).join('.');
      return freqs.every((f) => f === 1) ? `${fieldId}:${deltas}` : `${fieldId}:${deltas}/${freqs.join('.')}`;
    });
    return [term, parts.join(';')];
  });
  return {
    documentCount: json.documentCount,
    nextId: json.nextId,
    fieldIds: json.fieldIds,
    averageFieldLength: json.averageFieldLength,
    dirtCount: json.dirtCount ?? 0,
    serializationVersion: json.serializationVersion,
    fieldLength,
    terms,
  };
}

/** What loadCompactIndex fills in of MiniSearch 7.2 (pinned): the maps `loadJS` would build. */
interface MiniSearchInternals {
  _documentIds: Map<number, number>;
  _idToShortId: Map<number, number>;
  _fieldLength: Map<number, number[]>;
  _index: {set(term: string, data: Map<number, Map<number, number>>): unknown};
}

/**
 * Loads the compact index straight into MiniSearch's maps: half the time of `expandIndex` +
 * `MiniSearch.loadJS`, which first builds plain objects and then converts them to maps.
 */
function loadCompactIndex(compact: CompactIndex): MiniSearch<IndexedDocument> {
  const empty = {
    ...expandIndex({...compact, nextId: 0, terms: []}),
    documentCount: compact.documentCount,
    nextId: compact.nextId,
  };
  const miniSearch = MiniSearch.loadJS<IndexedDocument>(empty, MINISEARCH_OPTIONS);
  const internals = miniSearch as unknown as MiniSearchInternals;
  const fieldCount = Object.keys(compact.fieldIds).length;
  for (let id = 0; id < compact.nextId; id++) {
    internals._documentIds.set(id, id);
    internals._idToShortId.set(id, id);
    internals._fieldLength.set(id, compact.fieldLength.slice(id * fieldCount, (id + 1) * fieldCount));
  }
  for (const [term, encoded] of compact.terms) {
    const byField = new Map<number, Map<number, number>>();
    for (const part of encoded.split(';')) {
      const colon = part.indexOf(':');
      const slash = part.indexOf('/', colon);
      const deltas = part.slice(colon + 1, slash < 0 ? undefined : slash).split('.');
      const freqs = slash < 0 ? undefined : part.slice(slash + 1).split('.');
      const postings = new Map<number, number>();
      let id = 0;
      for (let i = 0; i < deltas.length; i++) {
        id += parseInt(deltas[i]!, 36);
        postings.set(id, freqs ? Number(freqs[i]) : 1);
      }
      byField.set(Number(part.slice(0, colon)), postings);
    }
    internals._index.set(term, byField);
  }
  return miniSearch;
}

/** The plain MiniSearch serialisation of a compact index (reference for loadCompactIndex). */
export function expandIndex(compact: CompactIndex): MiniSearchJSON {
  const fieldCount = Object.keys(compact.fieldIds).length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < compact.nextId; id++) {
    documentIds[id] = id;
    fieldLength[id] = compact.fieldLength.slice(id * fieldCount, (id + 1) * fieldCount);
  }
  const index: MiniSearchJSON['index'] = compact.terms.map(([term, encoded]) => {
    const byField: Record<string, Record<string, number>> = {};
    for (const part of encoded.split(';')) {
      const colon = part.indexOf(':');
      const [deltaText, freqText] = part.slice(colon + 1).split('/');
      const freqs = freqText?.split('.').map(Number);
      const postings: Record<string, number> = {};
      let id = 0;
      deltaText!.split('.').forEach((delta, i) => {
        id += parseInt(delta, 36);
        postings[id] = freqs?.[i] ?? 1;
      });
      byField[part.slice(0, colon)] = postings;
    }
    return [term, byField];
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.nextId,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: compact.dirtCount,
    index,
    serializationVersion: compact.serializationVersion,
  };
}

const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i in is it my of on or the this that to ' +
    'what when where which who why with you your me we'
  ).split(' '),
);

/** Words, as the index sees them: split on anything that is not a letter, digit or `_` / `$`. */
const WORD = /[\p{L}\p{N}_$]+/gu;

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** A light English stemmer: enough to make "deployments"/"deploying"/"deployed" meet. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 4) return w;
  if (w.endsWith('ies') && w.length > 5) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length > 6) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 5) w = w.slice(0, -2);
  else if (/(?:ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Lower-cases, drops stop words, stems. Returns null for words the index leaves out. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

const FIELDS = ['title', 'parents', 'content'] as const;
type Field = (typeof FIELDS)[number];
type IndexedDocument = {id: number} & Record<Field, string>;

const MINISEARCH_OPTIONS: Options<IndexedDocument> = {
  fields: [...FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
};

const TYPE_CODES = {content: 0, lvl1: 1, lvl2: 2, lvl3: 3} as const;
const TYPE_NAMES = ['content', 'lvl1', 'lvl2', 'lvl3'] as const;

/** `Deno.serve` → `serve`: the namespace of a dotted API name, which nearly every page shares. */
export function withoutDenoPrefix(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}_$.])deno\.(?=[\p{L}_$])/giu, '');
}

/** `ServeOptions` → `ServeOptions Serve Options`; a name without inner capitals stays as it is. */
export function withCamelCaseParts(name: string): string {
  const parts = name.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
  return parts === name ? name : `${name} ${parts}`;
}

function documentFor(record: SearchRecord, id: number): IndexedDocument {
  const {lvl1, lvl2, lvl3} = record.hierarchy;
  const own = record.type === 'lvl1' ? lvl1 : record.type === 'lvl2' ? lvl2 : record.type === 'lvl3' ? lvl3 : null;
  // Every record is also found by its page title and headings (the crawler's searchable
  // hierarchy), so "kv watch" finds the "Watch keys" heading of the KV operations page and
  // "run behind a proxy" a paragraph of the proxies page.
  const parents =
    record.type === 'lvl1'
      ? []
      : record.type === 'lvl2'
        ? [lvl1]
        : record.type === 'lvl3'
          ? [lvl1, lvl2]
          : [lvl1, lvl2, lvl3];
  // `Deno.` before an API name is in most records and decides nothing; queries drop it too.
  // A reference title is found whole and by its camelCase parts (`ServeOptions`: serve options).
  const title =
    record.hierarchy.lvl0 === API_REFERENCE_LVL0 ? withCamelCaseParts(withoutDenoPrefix(own ?? '')) : (own ?? '');
  return {
    id,
    title,
    parents: parents.filter(Boolean).join(' '),
    content: record.content ?? '',
  };
}

/** Builds the file the browser loads (at build time, from the plugin). */
export function packIndex(records: readonly SearchRecord[]): PackedIndex {
  const pages: PackedPage[] = [];
  const pageIds = new Map<string, number>();
  const sections: PackedSection[] = [];
  const sectionIds = new Map<string, number>();
  const packed: PackedRecord[] = [];
  for (const record of records) {
    const [path, anchor] = splitUrl(record.url);
    let page = pageIds.get(path);
    if (page === undefined) {
      page = pages.length;
      pageIds.set(path, page);
      pages.push({
        u: path,
        l0: record.hierarchy.lvl0,
        l1: record.hierarchy.lvl1,
        t: record.docusaurus_tag,
        p: record.product,
        lang: record.language,
      });
    }
    const sectionKey = JSON.stringify([page, record.hierarchy.lvl2, record.hierarchy.lvl3, anchor]);
    let section = sectionIds.get(sectionKey);
    if (section === undefined) {
      section = sections.length;
      sectionIds.set(sectionKey, section);
      sections.push([page, record.hierarchy.lvl2, record.hierarchy.lvl3, anchor]);
    }
    packed.push([section, TYPE_CODES[record.type]]);
  }
  const miniSearch = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
  miniSearch.addAll(records.map(documentFor));
  return {version: 4, pages, sections, records: packed, index: compactIndex(miniSearch.toJSON())};
}

/** Builds the second file: the records' texts for snippets, in the order of packIndex. */
export function packTexts(records: readonly SearchRecord[]): PackedTexts {
  return records.map((record) => (record.content === null ? null : cutText(record.content)));
}

function splitUrl(url: string): [string, string | null] {
  const hash = url.indexOf('#');
  return hash < 0 ? [url, null] : [url.slice(0, hash), url.slice(hash + 1) || null];
}

// ---------------------------------------------------------------------------------------------
// Answers in Algolia's shape (what DocSearch and the /search page read).

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SearchHit extends SearchRecord {
  _highlightResult: {
    hierarchy: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3', HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult: {
    hierarchy: Partial<Record<'lvl1' | 'lvl2' | 'lvl3', HighlightResult>>;
    content?: HighlightResult;
  };
  _rankingInfo?: {score: number};
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index?: string;
  facets?: Record<string, Record<string, number>>;
}

/** Algolia's facetFilters: AND over the entries, OR inside an inner array; `-` negates. */
export type FacetFilters = string | readonly FacetFilters[];

export interface SearchOptions {
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  /** Product slug of the page the reader is on: its records rank first. */
  contextProduct?: string;
  /** Origin to make hit URLs absolute with (DocSearch's Docusaurus adapter needs absolute URLs). */
  origin?: string;
  /** Words around the match in content snippets. */
  snippetWords?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
}

interface Token {
  start: number;
  end: number;
  matched: boolean;
}

function tokensOf(text: string, matchedTerms: ReadonlySet<string>): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = processTerm(match[0]);
    tokens.push({
      start: match.index,
      end: match.index + match[0].length,
      matched: term !== null && isMatched(term, matchedTerms),
    });
  }
  return tokens;
}

function isMatched(term: string, matchedTerms: ReadonlySet<string>): boolean {
  return matchedTerms.has(term);
}

function markup(text: string, tokens: readonly Token[], from: number, to: number, pre: string, post: string): string {
  let out = '';
  let cursor = from;
  for (const token of tokens) {
    if (token.end <= from || token.start >= to || !token.matched) continue;
    out += escapeHtml(text.slice(cursor, token.start)) + pre + escapeHtml(text.slice(token.start, token.end)) + post;
    cursor = token.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function highlight(text: string, matchedTerms: ReadonlySet<string>, pre: string, post: string): HighlightResult {
  const tokens = tokensOf(text, matchedTerms);
  const matchedWords = [
    ...new Set(tokens.filter((t) => t.matched).map((t) => text.slice(t.start, t.end).toLowerCase())),
  ];
  const allMatched = tokens.length > 0 && tokens.every((t) => t.matched);
  return {
    value: markup(text, tokens, 0, text.length, pre, post),
    matchLevel: matchedWords.length === 0 ? 'none' : allMatched ? 'full' : 'partial',
    matchedWords,
  };
}

/** Up to `words` words of text around its first match, with `…` where it was cut. */
function snippet(
  text: string,
  matchedTerms: ReadonlySet<string>,
  words: number,
  pre: string,
  post: string,
): HighlightResult {
  const tokens = tokensOf(text, matchedTerms);
  const first = Math.max(
    0,
    tokens.findIndex((t) => t.matched),
  );
  const startToken = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const endToken = Math.min(tokens.length, startToken + words) - 1;
  const from = startToken > 0 ? tokens[startToken]!.start : 0;
  const to = endToken >= 0 && endToken < tokens.length - 1 ? tokens[endToken]!.end : text.length;
  const matchedWords = [
    ...new Set(tokens.filter((t) => t.matched).map((t) => text.slice(t.start, t.end).toLowerCase())),
  ];
  return {
    value: (from > 0 ? '…' : '') + markup(text, tokens, from, to, pre, post) + (to < text.length ? '…' : ''),
    matchLevel: matchedWords.length === 0 ? 'none' : 'partial',
    matchedWords,
  };
}

function parseFacetFilters(filters: FacetFilters | undefined): string[][] {
  if (filters === undefined) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  const flat = (entry: FacetFilters): string[] => (typeof entry === 'string' ? [entry] : entry.flatMap(flat));
  return list.map(flat);
}

function facetMatches(page: PackedPage, clause: readonly string[]): boolean {
  if (clause.length === 0) return true;
  return clause.some((filter) => {
    const negated = filter.startsWith('-');
    const [name, ...rest] = (negated ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    const actual =
      name === 'language' ? page.lang : name === 'docusaurus_tag' ? page.t : name === 'lvl0' ? page.l0 : undefined;
    if (actual === undefined) return true; // unknown facets do not filter
    return negated ? actual !== value : actual === value;
  });
}

/** Whether `text` names `name` whole: `deno.serve` is in "deno.serve(handler)", not in "deno.servehttp". */
export function containsName(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const next = text[at + name.length];
    if (next === undefined || !/[\p{L}\p{N}_$]/u.test(next)) return true;
  }
  return false;
}

/** Document boost by record type: page titles, then headings, then paragraphs. */
const TYPE_BOOST = [1, 1.6, 1.3, 1.15] as const;
const FIELD_BOOST: Record<Field, number> = {title: 4, parents: 1.6, content: 1};
const CONTEXT_BOOST = 2;
const API_NAME_BOOST = 1.5;
/** A page titled exactly what was typed (`Deno.Kv`, or `ServeOptions` for `Deno.ServeOptions`). */
const EXACT_TITLE_BOOST = 3;
/** An API reference record's weight against a guide's, before the exact-name boost. */
const API_RECORD_WEIGHT = 0.5;
/** The product heading of the API reference's records (src/plugins/api-reference). */
export const API_REFERENCE_LVL0 = 'API reference';
const PAGE_SHARE = 0.1;
const FEW_RESULTS = 10;
/** At most this fraction of a hit's own score comes from its page's other matches. */
const PAGE_SHARE_CAP = 0.5;

export class LocalSearchEngine {
  private constructor(
    private readonly miniSearch: MiniSearch<IndexedDocument>,
    private readonly data: PackedIndex,
  ) {}

  /** The records' texts, once attached: until then hits have no snippet. */
  private texts: PackedTexts | undefined;

  static load(data: PackedIndex, texts?: PackedTexts): LocalSearchEngine {
    if (data.version !== 4) throw new Error(`Unsupported search index version ${String(data.version)}`);
    const engine = new LocalSearchEngine(loadCompactIndex(data.index), data);
    if (texts) engine.attachTexts(texts);
    return engine;
  }

  /** Adds the texts file; one built with another index (other record count) is refused. */
  attachTexts(texts: PackedTexts): void {
    if (!Array.isArray(texts) || texts.length !== this.data.records.length) {
      throw new Error(
        `search texts do not match the index (${String(texts?.length)} for ${this.data.records.length} records)`,
      );
    }
    this.texts = texts;
    this.lowerTexts.length = 0;
  }

  get hasTexts(): boolean {
    return this.texts !== undefined;
  }

  get recordCount(): number {
    return this.data.records.length;
  }

  private sectionOf(id: number): PackedSection {
    return this.data.sections[this.data.records[id]![0]]!;
  }

  record(id: number): SearchRecord {
    const [sectionId, typeCode] = this.data.records[id]!;
    const content = this.texts?.[id] ?? null;
    const [pageId, lvl2, lvl3, anchor] = this.data.sections[sectionId]!;
    const page = this.data.pages[pageId]!;
    return {
      objectID: String(id),
      url: anchor ? `${page.u}#${anchor}` : page.u,
      type: TYPE_NAMES[typeCode],
      hierarchy: {lvl0: page.l0, lvl1: page.l1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
      content,
      language: page.lang,
      docusaurus_tag: page.t,
      product: page.p,
    };
  }

  private readonly lowerTexts: (string | undefined)[] = [];

  /** A record's title, headings and text in lower case (for exact API-name matches), cached. */
  private lowerText(id: number): string {
    let text = this.lowerTexts[id];
    if (text === undefined) {
      const [, lvl2, lvl3] = this.sectionOf(id);
      text = `${this.pageOf(id).l1} ${lvl2 ?? ''} ${lvl3 ?? ''} ${this.texts?.[id] ?? ''}`.toLowerCase();
      this.lowerTexts[id] = text;
    }
    return text;
  }

  private pageOf(id: number): PackedPage {
    return this.data.pages[this.sectionOf(id)[0]]!;
  }

  /** Ranked, de-duplicated (one hit per URL, as the crawler's `distinct`) raw results. */
  rank(query: string, options: Pick<SearchOptions, 'facetFilters' | 'contextProduct'> = {}): SearchResult[] {
    const typed = query;
    let words = tokenize(withoutDenoPrefix(query));
    if (words.length === 0) words = tokenize(query);
    // A lone letter after other words is the start of the next word: it would prefix-match a
    // large part of the vocabulary for little meaning, so it waits for its second letter.
    if (words.length > 1 && words.at(-1)!.length < 2) words = words.slice(0, -1);
    const terms = words.map(processTerm).filter((t): t is string => t !== null);
    if (terms.length === 0) return [];
    query = words.join(' ');
    // API names as typed (`Deno.serve`, `kv.watch`): records with the exact name rank higher.
    const apiNames = (typed.match(/[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)+/gu) ?? []).map((n) =>
      n.toLowerCase(),
    );
    const clauses = parseFacetFilters(options.facetFilters);
    const context = options.contextProduct;
    const searchOptions = {
      fields: [...FIELDS],
      boost: FIELD_BOOST,
      weights: {fuzzy: 0.35, prefix: 0.6},
      boostDocument: (id: number) => {
        let boost: number = TYPE_BOOST[this.data.records[id]![1]];
        const page = this.pageOf(id);
        // Reference pages answer exact names (boosted below), guides answer words.
        if (page.l0 === API_REFERENCE_LVL0) boost *= API_RECORD_WEIGHT;
        if (context !== undefined && page.p === context) boost *= CONTEXT_BOOST;
        return boost;
      },
      filter:
        clauses.length === 0
          ? undefined
          : (result: SearchResult) => clauses.every((clause) => facetMatches(this.pageOf(result.id as number), clause)),
    };
    // The word being typed matches as a prefix; the others must be whole words (or typos).
    const matching = (word: string, isLast: boolean) => ({
      prefix: isLast && word.length >= 2,
      fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false),
    });
    const run = (combineWith: 'AND' | 'OR') =>
      this.miniSearch.search(expandQuery(words, combineWith, matching), searchOptions);
    let results = run('AND');
    // As DocSearch's index settings (removeWordsIfNoResults: allOptional, ranking by matched
    // words first), and further: when few records have every word, records with most of the
    // words follow them, so a question still finds the page about its main word.
    const fellBack = results.length < FEW_RESULTS && terms.length > 1;
    if (fellBack) results = run('OR');
    // An identifier typed whole names a reference page: that page first. Typed as a name (with
    // a capital or a dot: `ServeOptions`, `deno.kv`) it may omit the namespace and the case; a
    // plain lower-case word (`permissions`) must be the whole title, as written.
    const typedName = typed.trim();
    const typedLower = typedName.toLowerCase();
    const isIdentifier = /^[\p{L}_$][\p{L}\p{N}_$.]*$/u.test(typedName);
    const asName = /[\p{Lu}.]/u.test(typedName);
    for (const result of isIdentifier ? results : []) {
      const id = result.id as number;
      if (this.data.records[id]![1] !== TYPE_CODES.lvl1) continue;
      const page = this.pageOf(id);
      if (page.l0 !== API_REFERENCE_LVL0) continue;
      const lower = page.l1.toLowerCase();
      const exact = asName ? lower === typedLower || lower.endsWith(`.${typedLower}`) : page.l1 === typedName;
      if (exact) result.score *= EXACT_TITLE_BOOST;
    }
    if (apiNames.length > 0) {
      for (const result of results) {
        const text = this.lowerText(result.id as number);
        if (apiNames.some((name) => containsName(text, name))) result.score *= API_NAME_BOOST;
      }
    }
    // A page with many matching sections is about the query: each hit gets a share of the
    // page's other matches (as a page-rank signal would), at most half its own score.
    const pageTotals = new Map<number, number>();
    for (const result of results) {
      const page = this.sectionOf(result.id as number)[0];
      pageTotals.set(page, (pageTotals.get(page) ?? 0) + result.score);
    }
    for (const result of results) {
      const total = pageTotals.get(this.sectionOf(result.id as number)[0])!;
      result.score += Math.min(PAGE_SHARE * (total - result.score), PAGE_SHARE_CAP * result.score);
    }
    if (!fellBack) results.sort((a, b) => b.score - a.score);
    else results.sort((a, b) => b.queryTerms.length - a.queryTerms.length || b.score - a.score);
    const seen = new Set<string>();
    return results.filter((result) => {
      const [pageId, , , anchor] = this.sectionOf(result.id as number);
      const key = `${pageId}#${anchor ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  search(query: string, options: SearchOptions = {}): SearchResponse {
    const started = Date.now();
    const hitsPerPage = options.hitsPerPage ?? 20;
    const page = options.page ?? 0;
    const pre = options.highlightPreTag ?? '<mark>';
    const post = options.highlightPostTag ?? '</mark>';
    const words = options.snippetWords ?? 20;
    const ranked = this.rank(query, options);
    const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((result): SearchHit => {
      const record = this.record(result.id as number);
      const matched = new Set(result.terms);
      const {hierarchy} = record;
      const hit: SearchHit = {
        ...record,
        url: options.origin ? options.origin + record.url : record.url,
        _highlightResult: {
          hierarchy: {
            lvl0: highlight(hierarchy.lvl0, matched, pre, post),
            lvl1: highlight(hierarchy.lvl1, matched, pre, post),
          },
        },
        _snippetResult: {hierarchy: {lvl1: snippet(hierarchy.lvl1, matched, words, pre, post)}},
        _rankingInfo: {score: result.score},
      };
      for (const level of ['lvl2', 'lvl3'] as const) {
        const text = hierarchy[level];
        if (text) {
          hit._highlightResult.hierarchy[level] = highlight(text, matched, pre, post);
          hit._snippetResult.hierarchy[level] = snippet(text, matched, words, pre, post);
        }
      }
      if (record.content) {
        hit._highlightResult.content = highlight(record.content, matched, pre, post);
        hit._snippetResult.content = snippet(record.content, matched, words, pre, post);
      }
      return hit;
    });
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      processingTimeMS: Date.now() - started,
      query,
      params: '',
    };
  }
}

/** One request of the v5 client's `search({requests})`, as DocSearch and the /search page send it. */
export interface AlgoliaRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  params?: string;
  [key: string]: unknown;
}

/** `attributesToSnippet: ['content:10']` → 10. */
function snippetWordsOf(request: AlgoliaRequest): number | undefined {
  const entry = request.attributesToSnippet?.find((a) => a.startsWith('content:'));
  const words = entry ? Number(entry.slice('content:'.length)) : NaN;
  return Number.isFinite(words) && words > 0 ? words : undefined;
}

/** Answers one Algolia search request from the local engine. */
export function answerRequest(
  engine: LocalSearchEngine,
  request: AlgoliaRequest,
  context: {origin?: string; contextProduct?: string},
): SearchResponse {
  const response = engine.search(request.query ?? '', {
    hitsPerPage: request.hitsPerPage,
    page: request.page,
    facetFilters: request.facetFilters,
    highlightPreTag: request.highlightPreTag,
    highlightPostTag: request.highlightPostTag,
    snippetWords: snippetWordsOf(request),
    origin: context.origin,
    contextProduct: context.contextProduct,
  });
  return {...response, index: request.indexName};
}
