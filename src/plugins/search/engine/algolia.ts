/**
 * Answers in Algolia's shape (what DocSearch and the /search page read), and the one entry point
 * the browser's search client calls per request.
 */
import {highlight, MarkedText, type HighlightResult} from './highlight';
import type {PackedPage, SearchRecord} from './format';
import type {LocalSearchEngine} from './rank';

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

/** A ranked record as Algolia answers it: highlighted hierarchy, snippets, its score. */
export function hitFor(
  record: SearchRecord,
  result: {score: number; terms: readonly string[]},
  options: SearchOptions,
): SearchHit {
  const pre = options.highlightPreTag ?? '<mark>';
  const post = options.highlightPostTag ?? '</mark>';
  const words = options.snippetWords ?? 20;
  const matched = new Set(result.terms);
  const {hierarchy} = record;
  const title = new MarkedText(hierarchy.lvl1, matched, pre, post);
  const hit: SearchHit = {
    ...record,
    url: options.origin ? options.origin + record.url : record.url,
    _highlightResult: {
      hierarchy: {lvl0: highlight(hierarchy.lvl0, matched, pre, post), lvl1: title.highlight()},
    },
    _snippetResult: {hierarchy: {lvl1: title.snippet(words)}},
    _rankingInfo: {score: result.score},
  };
  for (const level of ['lvl2', 'lvl3'] as const) {
    const text = hierarchy[level];
    if (text) {
      const marked = new MarkedText(text, matched, pre, post);
      hit._highlightResult.hierarchy[level] = marked.highlight();
      hit._snippetResult.hierarchy[level] = marked.snippet(words);
    }
  }
  if (record.content) {
    const marked = new MarkedText(record.content, matched, pre, post);
    hit._highlightResult.content = marked.highlight();
    hit._snippetResult.content = marked.snippet(words);
  }
  return hit;
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

export function parseFacetFilters(filters: FacetFilters | undefined): string[][] {
  if (filters === undefined) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  const flat = (entry: FacetFilters): string[] => (typeof entry === 'string' ? [entry] : entry.flatMap(flat));
  return list.map(flat);
}

export function facetMatches(page: PackedPage, clause: readonly string[]): boolean {
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
