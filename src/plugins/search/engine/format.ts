/**
 * The records search is built from (DocSearch's shape) and the two files the browser fetches:
 * the packed index (pages, sections, records and the compact MiniSearch index) and the texts.
 */
import {buildCompactIndex, type CompactIndex, type IndexedDocument} from './compact';
import {withCamelCaseParts, withoutDenoPrefix} from './text';

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
export interface PackedPage {
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
export type PackedSection = [number, string | null, string | null, string | null];

/** [section, type (1, 2, 3 or 0 for content)] */
export type PackedRecord = [number, 0 | 1 | 2 | 3];

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

/** The file the plugin emits and the client fetches first. */
export interface PackedIndex {
  version: 4;
  pages: PackedPage[];
  sections: PackedSection[];
  records: PackedRecord[];
  index: CompactIndex;
}

export const TYPE_CODES = {content: 0, lvl1: 1, lvl2: 2, lvl3: 3} as const;
export const TYPE_NAMES = ['content', 'lvl1', 'lvl2', 'lvl3'] as const;

/** The product heading of the API reference's records (src/plugins/api-reference). */
export const API_REFERENCE_LVL0 = 'API reference';
/** The top level of the /examples gallery's records (src/plugins/gallery/records.ts). */
export const EXAMPLES_LVL0 = 'Examples';

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
  return {version: 4, pages, sections, records: packed, index: buildCompactIndex(records.map(documentFor))};
}

/** Builds the second file: the records' texts for snippets, in the order of packIndex. */
export function packTexts(records: readonly SearchRecord[]): PackedTexts {
  return records.map((record) => (record.content === null ? null : cutText(record.content)));
}

function splitUrl(url: string): [string, string | null] {
  const hash = url.indexOf('#');
  return hash < 0 ? [url, null] : [url.slice(0, hash), url.slice(hash + 1) || null];
}
