/**
 * MiniSearch's scoring of an OR query, without its per-record objects. MiniSearch builds a result
 * object, a terms array and a match object for every record a term reaches and merges them map by
 * map; a pasted error message reaches 1,500 records through 5,000 postings, and that bookkeeping
 * was most of the query's time. Here a query's scores are one array indexed by record, the query
 * terms each record matched are bits, and the document terms it matched are looked up only for
 * the hits that need them. The scores are MiniSearch's own (BM25+, field boosts, prefix and
 * fuzzy weights, `score × matched query terms`): tests/unit/search/score.test.ts compares them.
 *
 * It reads MiniSearch 7.2's private index (pinned, as compact.ts): the term tree, field lengths
 * and document count; it needs the records' short ids to be their ids, as loadCompactIndex and a
 * MiniSearch filled with ids 0, 1, 2… in order make them.
 */
import type MiniSearch from 'minisearch';
import type {Query, SearchOptions} from 'minisearch';

/** Per field id, record id → term frequency. */
type Postings = Map<number, Map<number, number>>;

interface TermTree {
  get(term: string): Postings | undefined;
  atPrefix(prefix: string): Iterable<[string, Postings]>;
  fuzzyGet(term: string, maxDistance: number): Map<string, [Postings, number]>;
}

interface Internals {
  _index: TermTree;
  _fieldIds: Record<string, number>;
  _avgFieldLength: number[];
  _documentCount: number;
  _nextId: number;
  _documentIds: Map<number, unknown>;
  _fieldLength: Map<number, number[]>;
  _options: {
    fields: string[];
    tokenize: (text: string) => string[];
    processTerm: (term: string) => string | string[] | null | undefined | false;
    searchOptions?: SearchOptions;
  };
}

/** MiniSearch 7.2's defaults for what a query does not set. */
const DEFAULTS = {weights: {fuzzy: 0.45, prefix: 0.375}, maxFuzzy: 6, bm25: {k: 1.2, b: 0.7, d: 0.5}};

/** A document term a query term reached, and through which fields (to tell a hit's matched terms). */
interface Reached {
  term: string;
  postings: Postings;
  fieldIds: number[];
}

/** One query's scores: what MiniSearch's `search` returns, as arrays indexed by record. */
export class Scores {
  /** The records found, in the order the query reached them (MiniSearch's, before its sort). */
  ids: number[] = [];
  private readonly raw: Float64Array;
  /** Bit q of masks[q >> 5][id]: the record matched query term q. */
  private readonly masks: Uint32Array[] = [];
  private readonly queryTerms: string[] = [];
  private readonly queryTermIds = new Map<string, number>();
  private readonly reached: Reached[] = [];

  constructor(private readonly scorer: Scorer) {
    this.raw = new Float64Array(scorer.recordCount);
  }

  has(id: number): boolean {
    return this.raw[id]! > 0;
  }

  /** The number of distinct query terms the record matched (MiniSearch's `quality`). */
  quality(id: number): number {
    let count = 0;
    for (const mask of this.masks) {
      let bits = mask[id]!;
      while (bits) {
        bits &= bits - 1;
        count++;
      }
    }
    return count;
  }

  /** MiniSearch's score: the raw sum times the query terms matched (pass them when known). */
  score(id: number, quality = this.quality(id)): number {
    return this.raw[id]! * (quality || 1);
  }

  /** These query terms as bits (32 to a number, as the records' masks), for matchedAny. */
  queryTermMask(terms: ReadonlySet<string>): number[] {
    const mask = this.masks.map(() => 0);
    for (const term of terms) {
      const q = this.queryTermIds.get(term);
      if (q !== undefined) mask[q >> 5]! |= 1 << (q & 31);
    }
    return mask;
  }

  /** Whether the record matched one of the query terms of the mask (those standing for one word). */
  matchedAny(id: number, mask: readonly number[]): boolean {
    for (let w = 0; w < mask.length; w++) if (this.masks[w]![id]! & mask[w]!) return true;
    return false;
  }

  /** The document terms the record matched (MiniSearch's `terms`): what its snippet highlights. */
  terms(id: number): string[] {
    const terms = new Set<string>();
    for (const {term, postings, fieldIds} of this.reached) {
      if (!terms.has(term) && fieldIds.some((fieldId) => postings.get(fieldId)?.has(id))) terms.add(term);
    }
    return [...terms];
  }

  /** The query terms the record matched (MiniSearch's `queryTerms`). */
  queryTermsOf(id: number): string[] {
    return this.queryTerms.filter((_, q) => this.masks[q >> 5]![id]! & (1 << (q & 31)));
  }

  /**
   * `this OR (this AND extra)`, as MiniSearch scores it, running this query once: a record in both
   * counts its own terms twice and the extra ones once. Only records already found are scored.
   */
  addMatchesOfFound(query: Query, options: SearchOptions): void {
    const extra = new Float64Array(this.raw.length);
    const boost = options.boostDocument;
    const touched = this.run(query, extra, {
      ...options,
      boostDocument: (id, term, stored) => (this.has(id as number) ? (boost ? boost(id, term, stored) : 1) : 0),
    });
    for (const id of touched) this.raw[id] = 2 * this.raw[id]! + extra[id]!;
  }

  /** Scores the query into `into`; returns the records it reached, in the order it reached them. */
  private run(query: Query, into: Float64Array, options: SearchOptions): number[] {
    const touched: number[] = [];
    this.scorer.evaluate(query, options, {
      queryTerm: (term) => this.termId(term),
      reached: (reached) => this.reached.push(reached),
      add: (id, q, value) => {
        if (into[id] === 0) touched.push(id);
        into[id] = into[id]! + value;
        this.masks[q >> 5]![id]! |= 1 << (q & 31);
      },
    });
    return touched;
  }

  /** Runs the main query (once, from Scorer.search). */
  fill(query: Query, options: SearchOptions): this {
    this.ids = this.run(query, this.raw, options);
    return this;
  }

  private termId(term: string): number {
    let q = this.queryTermIds.get(term);
    if (q === undefined) {
      q = this.queryTerms.push(term) - 1;
      this.queryTermIds.set(term, q);
      if (this.masks.length <= q >> 5) this.masks.push(new Uint32Array(this.raw.length));
    }
    return q;
  }
}

/** Where a query's matches go: the query terms get numbers, each match adds to a record. */
interface Sink {
  queryTerm(term: string): number;
  reached(reached: Reached): void;
  add(id: number, queryTerm: number, value: number): void;
}

type QueryNode = SearchOptions & {queries?: Query[]};

/** How a leaf of the query scores the terms it reaches. */
interface Scoring {
  k: number;
  b: number;
  d: number;
  fields: {id: number; boost: number; averageLength: number}[];
  boostDocument: SearchOptions['boostDocument'];
  weights: {fuzzy: number; prefix: number};
  maxFuzzy: number;
}

export class Scorer {
  private readonly index: Internals;
  /** Field lengths, record by record: `fieldLengths[id * fieldCount + fieldId]`. */
  private readonly fieldLengths: Float64Array;
  private readonly fieldCount: number;
  readonly recordCount: number;

  constructor(miniSearch: MiniSearch) {
    this.index = miniSearch as unknown as Internals;
    const {_fieldIds, _fieldLength, _documentIds, _nextId} = this.index;
    this.fieldCount = Object.keys(_fieldIds).length;
    this.recordCount = _nextId;
    this.fieldLengths = new Float64Array(_nextId * this.fieldCount);
    for (const [id, lengths] of _fieldLength) {
      if (_documentIds.get(id) !== id) throw new Error(`search index: record ${id} has another id`);
      lengths.forEach((length, fieldId) => (this.fieldLengths[id * this.fieldCount + fieldId] = length));
    }
  }

  search(query: Query, options: SearchOptions = {}): Scores {
    return new Scores(this).fill(query, options);
  }

  /** MiniSearch's executeQuery, for OR combinations: every match goes to the sink. */
  evaluate(query: Query, options: SearchOptions, sink: Sink): void {
    if (typeof query === 'symbol') throw new Error('Scorer: no wildcard queries');
    if (typeof query !== 'string') {
      const node = query as QueryNode;
      if ((node.combineWith ?? 'OR').toUpperCase() !== 'OR') throw new Error('Scorer: only OR queries');
      const merged = {...options, ...node, queries: undefined};
      for (const subquery of node.queries ?? []) this.evaluate(subquery, merged, sink);
      return;
    }
    const {tokenize, processTerm, searchOptions} = this.index._options;
    const merged = {tokenize, processTerm, ...searchOptions, ...options};
    if ((merged.combineWith ?? 'OR').toUpperCase() !== 'OR') throw new Error('Scorer: only OR queries');
    const terms = merged
      .tokenize(query)
      .flatMap((term) => merged.processTerm(term) || [])
      .filter((term) => !!term);
    const scoring = this.scoringOf(merged);
    terms.forEach((term, i) => {
      const fuzzy = typeof merged.fuzzy === 'function' ? merged.fuzzy(term, i, terms) : merged.fuzzy || false;
      const prefix = typeof merged.prefix === 'function' ? merged.prefix(term, i, terms) : merged.prefix === true;
      const termBoost = typeof merged.boostTerm === 'function' ? merged.boostTerm(term, i, terms) : 1;
      this.evaluateTerm(term, {fuzzy, prefix, termBoost}, scoring, sink);
    });
  }

  /** A leaf's options as scoring reads them for each term it reaches, resolved once. */
  private scoringOf(options: SearchOptions): Scoring {
    const {_fieldIds, _avgFieldLength, _options} = this.index;
    return {
      ...DEFAULTS.bm25,
      ...options.bm25,
      fields: (options.fields ?? _options.fields).map((field) => ({
        id: _fieldIds[field]!,
        boost: options.boost?.[field] || 1,
        averageLength: _avgFieldLength[_fieldIds[field]!]!,
      })),
      boostDocument: options.boostDocument,
      weights: {...DEFAULTS.weights, ...options.weights},
      maxFuzzy: options.maxFuzzy ?? DEFAULTS.maxFuzzy,
    };
  }

  /** MiniSearch's executeQuerySpec: the term itself, then its longer forms, then its typos. */
  private evaluateTerm(
    term: string,
    spec: {fuzzy: boolean | number; prefix: boolean; termBoost: number},
    scoring: Scoring,
    sink: Sink,
  ): void {
    const tree = this.index._index;
    const {weights, maxFuzzy} = scoring;
    const q = sink.queryTerm(term);
    const score = (derived: string, weight: number, postings: Postings | undefined) =>
      this.addTermScores(derived, weight * spec.termBoost, postings, q, scoring, sink);
    score(term, 1, tree.get(term));
    let fuzzyMatches: Map<string, [Postings, number]> | undefined;
    if (spec.fuzzy) {
      const fuzzy = spec.fuzzy === true ? 0.2 : spec.fuzzy;
      const maxDistance = fuzzy < 1 ? Math.min(maxFuzzy, Math.round(term.length * fuzzy)) : fuzzy;
      if (maxDistance) fuzzyMatches = tree.fuzzyGet(term, maxDistance);
    }
    if (spec.prefix) {
      for (const [derived, postings] of tree.atPrefix(term)) {
        const distance = derived.length - term.length;
        if (!distance) continue;
        fuzzyMatches?.delete(derived);
        score(derived, (weights.prefix * derived.length) / (derived.length + 0.3 * distance), postings);
      }
    }
    for (const [derived, [postings, distance]] of fuzzyMatches ?? []) {
      if (!distance) continue;
      score(derived, (weights.fuzzy * derived.length) / (derived.length + distance), postings);
    }
  }

  /** MiniSearch's termResults: BM25+ per field, times the field's and the record's boosts. */
  private addTermScores(
    derived: string,
    weight: number,
    postings: Postings | undefined,
    q: number,
    scoring: Scoring,
    sink: Sink,
  ): void {
    if (!postings) return;
    const documentCount = this.index._documentCount;
    const {k, b, d, boostDocument} = scoring;
    const fieldIds: number[] = [];
    for (const {id: fieldId, boost: fieldBoost, averageLength: average} of scoring.fields) {
      const frequencies = postings.get(fieldId);
      if (!frequencies) continue;
      fieldIds.push(fieldId);
      const matching = frequencies.size;
      const inverse = Math.log(1 + (documentCount - matching + 0.5) / (matching + 0.5));
      for (const [id, frequency] of frequencies) {
        const documentBoost = boostDocument ? boostDocument(id, derived, undefined) : 1;
        if (!documentBoost) continue;
        const length = this.fieldLengths[id * this.fieldCount + fieldId]!;
        const raw = inverse * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average)));
        sink.add(id, q, weight * fieldBoost * documentBoost * raw);
      }
    }
    sink.reached({term: derived, postings, fieldIds});
  }
}
