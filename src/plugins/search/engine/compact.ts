/**
 * MiniSearch's index in the compact form the plugin emits, and loading it back. MiniSearch 7.2.0
 * is pinned: loadCompactIndex fills its private maps directly (tests/unit/search/compact.test.ts
 * checks it answers as `MiniSearch.loadJS` of the plain serialisation does, and fails on another
 * MiniSearch version).
 */
import MiniSearch, {type Options} from 'minisearch';
import {processTerm, tokenize} from './text';

export const FIELDS = ['title', 'parents', 'content'] as const;
export type Field = (typeof FIELDS)[number];
export type IndexedDocument = {id: number} & Record<Field, string>;

export const MINISEARCH_OPTIONS: Options<IndexedDocument> = {
  fields: [...FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
};

type MiniSearchJSON = ReturnType<MiniSearch['toJSON']>;

/**
 * MiniSearch's serialised index, smaller: document ids are the record positions (so the id map
 * goes), field lengths are one flat array, and each term's postings are one string of
 * delta-encoded base-36 document ids per field, with frequencies only where one is not 1.
 */
export interface CompactIndex {
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

/** The compact index of the given documents (their ids must be their positions). */
export function buildCompactIndex(documents: readonly IndexedDocument[]): CompactIndex {
  const miniSearch = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
  miniSearch.addAll(documents);
  return compactIndex(miniSearch.toJSON());
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
export function loadCompactIndex(compact: CompactIndex): MiniSearch<IndexedDocument> {
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
