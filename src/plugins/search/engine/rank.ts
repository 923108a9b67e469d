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
import type MiniSearch from 'minisearch';
import {relatedProducts} from '../../../data/products';
import {CLI_BASE} from '../../cli-reference/data';
import {expandQuery, termsStandingFor, type WordMatching} from './expand';
import {RecordTable} from './records';
import {Scorer, type Scores} from './score';
import {firstDistinct} from './select';
import {FIELDS, loadCompactIndex, type Field, type IndexedDocument} from './compact';
import {
  API_REFERENCE_LVL0,
  EXAMPLES_LVL0,
  TYPE_CODES,
  TYPE_NAMES,
  type PackedIndex,
  type PackedPage,
  type PackedSection,
  type PackedTexts,
  type SearchRecord,
} from './format';
import {containsName, namesIn, startsWithName, processTerm, tokenize, withoutDenoPrefix} from './text';
import {Vocabulary} from './vocabulary';
import {facetMatches, hitFor, parseFacetFilters, type SearchOptions, type SearchResponse} from './algolia';

/**
 * Document boost by record type: page titles, then headings, then paragraphs. A page whose title
 * names the query's subject outranks a section of another page that matches as well (1.6 let
 * "node" on a KV page go to a Deploy section over "Use Deno KV from Node.js").
 */
const TYPE_BOOST = [1, 1.8, 1.3, 1.15] as const;
const FIELD_BOOST: Record<Field, number> = {title: 4, parents: 2.5, content: 1};
const CONTEXT_BOOST = 2;
/** A page of a product the reader's belongs with (KV for a Deploy page, and the reverse). */
const RELATED_CONTEXT_BOOST = 1.25;
const API_NAME_BOOST = 1.5;
/** A page titled exactly what was typed (`Deno.Kv`, or `ServeOptions` for `Deno.ServeOptions`). */
const EXACT_TITLE_BOOST = 3;
/** A guide page titled exactly what was typed. */
const GUIDE_TITLE_BOOST = 1.3;
/** An API reference record's weight against a guide's, before the exact-name boost. */
const API_RECORD_WEIGHT = 0.5;
/**
 * A CLI reference option's weight against a guide's section: an option answers its flag, which
 * the flag boost below lifts when typed, not a question that shares a word with it (`npm` and
 * `--no-npm`).
 */
const CLI_OPTION_WEIGHT = 0.6;
const EXAMPLE_WORD = /^examples?$/i;
const SANDBOX_PRODUCT = 'sandbox';
const SANDBOX_WORD = /^sandbox(es)?$/i;
/** The standard library's package pages, which mention the tasks of many guides in passing. */
const STD_PAGE_PREFIX = '/runtime/reference/std/';
const STD_WORD = /^(std|standard|@std)$/i;

/**
 * Pages that answer a question only when it asks for them weigh this much until it does:
 * - an example against a guide (the guide explains the topic, the example shows one program),
 *   until the query says "example" (`websocket server example`);
 * - a Sandbox page, which runs commands, files and code inside a remote sandbox: for a reader who
 *   is not in the Sandbox docs and does not name it, "run a shell command" or "read a file" asks
 *   about Deno itself.
 */
const UNTIL_ASKED: {
  weight: number;
  is: (page: PackedPage) => boolean;
  asked: (words: string[], own?: string) => boolean;
}[] = [
  {
    weight: 0.5,
    is: (page) => page.l0 === EXAMPLES_LVL0,
    asked: (words) => words.some((word) => EXAMPLE_WORD.test(word)),
  },
  {
    weight: 0.5,
    is: (page) => page.p === SANDBOX_PRODUCT,
    asked: (words, own) => own === SANDBOX_PRODUCT || words.some((word) => SANDBOX_WORD.test(word)),
  },
  {
    weight: 0.5,
    is: (page) => page.u.startsWith(STD_PAGE_PREFIX),
    asked: (words) => words.some((word) => STD_WORD.test(word)),
  },
];
/** A record's weight before the query: the product of the kinds it is (taken back when asked). */
function untilAskedWeight(page: PackedPage): number {
  return UNTIL_ASKED.reduce((weight, kind) => (kind.is(page) ? weight * kind.weight : weight), 1);
}
const PAGE_SHARE = 0.1;
/** Fewer records than this with every word: records with most of the words follow them. */
const FEW_RESULTS = 10;
/** More words than this were pasted (an error message), not typed. */
const PASTED_WORDS = 4;
/** Longer than any flag deno has: a record's opening this long tells whether it starts with one. */
const LONGEST_FLAG = 64;

/** A record's title, headings and text (`all`), own heading, and opening, in lower case. */
interface LowerText {
  all: string;
  heading: string;
  opening: string;
}

/** At most this fraction of a hit's own score comes from its page's other matches. */
const PAGE_SHARE_CAP = 0.5;

/** A ranked record: its score after every boost, and how many query terms it matched. */
export interface RankedResult {
  id: number;
  score: number;
  quality: number;
}

export class LocalSearchEngine {
  private constructor(
    miniSearch: MiniSearch<IndexedDocument>,
    private readonly data: PackedIndex,
  ) {
    this.scorer = new Scorer(miniSearch);
    this.vocabulary = new Vocabulary(data.index.terms, data.records.length);
    // Reference pages answer names, guides answer words: a reference record weighs less.
    this.table = new RecordTable(
      data,
      (typeCode, page, anchor) =>
        TYPE_BOOST[typeCode]! *
        (page.l0 === API_REFERENCE_LVL0 ? API_RECORD_WEIGHT : 1) *
        untilAskedWeight(page) *
        (anchor?.startsWith('-') && page.u.startsWith(`${CLI_BASE}/`) ? CLI_OPTION_WEIGHT : 1),
    );
  }

  private readonly scorer: Scorer;
  private readonly vocabulary: Vocabulary;
  private readonly table: RecordTable;

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

  private readonly lowerTexts: (LowerText | undefined)[] = [];

  /** A record's texts in lower case, where exact names are looked for, cached. */
  private lowerText(id: number): LowerText {
    let text = this.lowerTexts[id];
    if (text === undefined) {
      const [, lvl2, lvl3] = this.sectionOf(id);
      const content = this.texts?.[id] ?? '';
      text = {
        all: `${this.pageOf(id).l1} ${lvl2 ?? ''} ${lvl3 ?? ''} ${content}`.toLowerCase(),
        heading: (lvl3 ?? lvl2 ?? '').toLowerCase(),
        opening: content.slice(0, LONGEST_FLAG).toLowerCase(),
      };
      this.lowerTexts[id] = text;
    }
    return text;
  }

  private readonly titleTermsOf = new Map<PackedPage, string[]>();

  /** A page title's distinct words as the index sees them, cached. */
  private titleTerms(page: PackedPage): string[] {
    let terms = this.titleTermsOf.get(page);
    if (!terms) {
      terms = [...new Set(tokenize(page.l1).flatMap((word) => processTerm(word) ?? []))];
      this.titleTermsOf.set(page, terms);
    }
    return terms;
  }

  private pageOf(id: number): PackedPage {
    return this.data.pages[this.table.pages[id]!]!;
  }

  /** Ranked, de-duplicated (one hit per URL, as the crawler's `distinct`) records. */
  rank(query: string, options: Pick<SearchOptions, 'facetFilters' | 'contextProduct'> = {}): RankedResult[] {
    return this.scored(query, options, Infinity).results;
  }

  /**
   * The first `limit` ranked records, how many there are in all, and the query's scores (which
   * tell each record's matched terms).
   */
  private scored(
    query: string,
    options: Pick<SearchOptions, 'facetFilters' | 'contextProduct'>,
    limit: number,
  ): {results: RankedResult[]; total: number; scores?: Scores} {
    const typed = query;
    let words = tokenize(withoutDenoPrefix(query));
    if (words.length === 0) words = tokenize(query);
    // A lone letter after other words is the start of the next word: it would prefix-match a
    // large part of the vocabulary for little meaning, so it waits for its second letter.
    if (words.length > 1 && words.at(-1)!.length < 2) words = words.slice(0, -1);
    // Stop words (`how`, `do`, `i`) are not in the index: asked for, they would match nothing
    // and empty the AND of the words, so "how do i re" would find nothing while it is typed.
    words = words.filter((word) => processTerm(word) !== null);
    // "example" asks for examples: it picks the kind of page (boosted below). Beside a word that
    // names a subject it is not a word the example's text needs to have; alone (or beside only
    // `deno`), it finds the index of examples.
    const asksForExample = words.some((word) => EXAMPLE_WORD.test(word));
    // Which kinds of page the query asks for, read before the words are narrowed.
    const asked = UNTIL_ASKED.filter((kind) => kind.asked(words, options.contextProduct));
    const subject = words.filter((word) => !EXAMPLE_WORD.test(word));
    if (asksForExample && subject.some((word) => !this.vocabulary.isCommon(word))) words = subject;
    // A word on half the records (`deno`) tells them apart no better than a stop word: beside
    // other words it is left out; alone, it is looked for in titles and headings only.
    const specific = words.filter((word) => !this.vocabulary.isCommon(word));
    const common = words.filter((word) => this.vocabulary.isCommon(word));
    if (specific.length > 0) words = specific;
    const onlyCommon = specific.length === 0;
    const terms = words.map(processTerm).filter((t): t is string => t !== null);
    if (terms.length === 0) return {results: [], total: 0};
    query = words.join(' ');
    // API names as typed (`Deno.serve`, `kv.watch`): records with the exact name rank higher.
    const {flags, dottedNames} = namesIn(typed);
    const apiNames = [...dottedNames, ...flags];
    const clauses = parseFacetFilters(options.facetFilters);
    // The reader's product ranks first, then the products it belongs with (Deploy and KV).
    const own = options.contextProduct;
    const context = own === undefined ? undefined : new Set(relatedProducts(own));
    // Called for every record of every matched term: two array reads, no page look-up.
    const productBoosts = this.table.productSlugs.map((slug) =>
      slug === own ? CONTEXT_BOOST : context?.has(slug) ? RELATED_CONTEXT_BOOST : 1,
    );
    const {boosts: recordBoosts, products: recordProducts} = this.table;
    let candidates: Scores | undefined;
    const searchOptions = {
      fields: [...FIELDS],
      boost: FIELD_BOOST,
      weights: {fuzzy: 0.35, prefix: 0.6},
      boostDocument: (id: number) =>
        candidates && !candidates.has(id) ? 0 : recordBoosts[id]! * productBoosts[recordProducts[id]!]!,
    };
    // The word being typed matches as a prefix; the others must be whole words (or typos). Two
    // letters being typed (`de`) start hundreds of words and match most records; whole, they
    // match anywhere (`kv`), as the start of a word only in titles and headings, where the
    // reader's next letters are likely going.
    // Typos are forgiven in what is typed; a pasted error message (many words) has none, and
    // forgiving each of its words costs the most of any query. A typo of a common word would
    // find half the site (`DENO_` is one edit from `deno`), so it is not forgiven either.
    const pasted = words.length > PASTED_WORDS;
    const fuzzy = (term: string) => {
      const edits = pasted ? 0 : term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0;
      return edits > 0 && !this.vocabulary.nearCommon(term, edits) ? edits : false;
    };
    const matching = (word: string, isLast: boolean): WordMatching | WordMatching[] => {
      if (onlyCommon) return {prefix: isLast, fuzzy: false, fields: ['title']};
      if (!isLast || word.length < 2) return {prefix: false, fuzzy};
      // Typed so far, it may become a common word (`den`): as its start, titles only.
      if (this.vocabulary.startsCommon(word)) {
        return [
          {prefix: false, fuzzy},
          {prefix: true, fuzzy: false, fields: ['title']},
        ];
      }
      if (word.length > 2) return {prefix: true, fuzzy};
      return [
        {prefix: false, fuzzy: false},
        {prefix: true, fuzzy: false, fields: ['title']},
      ];
    };
    // A pasted message's frequent words score only the records that have one of its rarer words.
    const rare = words.filter((word) => !this.vocabulary.isFrequent(word));
    if (pasted && rare.length > 0 && rare.length < words.length) {
      const rareQuery = expandQuery(rare, 'OR', matching);
      candidates = this.scorer.search(rareQuery, {fields: [...FIELDS]});
    }
    // The records with any of the words, scored as MiniSearch scores them. Those with every word
    // are the words' AND, with the same scores: the query runs once, whether it falls back or not.
    const scores = this.scorer.search(expandQuery(words, 'OR', matching), searchOptions);
    if (!onlyCommon && common.length > 0) {
      // The common words left out still count where they name a page or a section
      // (`migrate from Deno 1`): records matching them in titles and headings score more.
      const named = {
        combineWith: 'OR' as const,
        queries: common,
        fields: ['title', 'parents'],
        prefix: false,
        fuzzy: false,
      };
      // Scored only on the records already found: the others would be dropped by the AND anyway.
      scores.addMatchesOfFound(named, searchOptions);
    }
    const inFacets = (id: number) => clauses.every((clause) => facetMatches(this.pageOf(id), clause));
    const result = (id: number): RankedResult => {
      const quality = scores.quality(id);
      return {id, score: scores.score(id, quality), quality};
    };
    const anyWord = (clauses.length === 0 ? scores.ids : scores.ids.filter(inFacets)).map(result);
    const standing = words.map((word) => scores.queryTermMask(termsStandingFor(word)));
    const hasEveryWord = (found: RankedResult) => standing.every((mask) => scores.matchedAny(found.id, mask));
    let results = terms.length > 1 ? anyWord.filter(hasEveryWord) : anyWord;
    // As DocSearch's index settings (removeWordsIfNoResults: allOptional, ranking by matched
    // words first), and further: when few records have every word, records with most of the
    // words follow them, so a question still finds the page about its main word.
    // So do they when every hit is on one page: ten sections that quote the query are one answer.
    const {pages: recordPages, urls: recordUrls} = this.table;
    const onOnePage = results.every((found) => recordPages[found.id] === recordPages[results[0]!.id]);
    const fellBack = terms.length > 1 && (results.length < FEW_RESULTS || onOnePage);
    if (fellBack) results = anyWord;
    // An identifier typed whole names a reference page: that page first. Typed as a name (with
    // a capital or a dot: `ServeOptions`, `deno.kv`) it may omit the namespace and the case; a
    // plain lower-case word (`permissions`) must be the whole title, as written.
    for (const kind of asked) {
      for (const found of results) if (kind.is(this.pageOf(found.id))) found.score /= kind.weight;
    }
    const typedName = typed.trim();
    const typedLower = typedName.toLowerCase();
    const isIdentifier = /^[\p{L}_$][\p{L}\p{N}_$.]*$/u.test(typedName);
    const asName = /[\p{Lu}.]/u.test(typedName);
    // A guide titled what was typed (`permissions`, `environment variables`, or a typo or
    // prefix of it: `permisions`) is the page about it, ahead of pages whose titles only share a
    // word (`Permission APIs`): every word of its title matched, and as many as were typed.
    // A name typed whole asks for its page wherever the reader is: the context boost that other
    // products' pages got does not outvote it.
    const exactNameBoost = (page: PackedPage) =>
      EXACT_TITLE_BOOST * (own !== undefined && page.p !== own ? CONTEXT_BOOST : 1);
    const named = new Set<number>();
    const bracketed = [...typed.matchAll(/\[([a-z][a-z0-9-]*)\]/g)].map((match) => match[1]!);
    for (const found of results) {
      const id = found.id;
      if (this.table.types[id] !== TYPE_CODES.lvl1) continue;
      const page = this.pageOf(id);
      const lower = page.l1.toLowerCase();
      if (page.l0 !== API_REFERENCE_LVL0) {
        // A diagnostic pasted as deno prints it names its rule: `error[no-var]: ...`.
        if (bracketed.includes(lower)) {
          named.add(id);
          continue;
        }
        const titleTerms = this.titleTerms(page);
        if (titleTerms.length === terms.length) {
          const matched = scores.terms(id);
          if (titleTerms.every((t) => matched.includes(t))) found.score *= GUIDE_TITLE_BOOST;
        }
        continue;
      }
      if (!isIdentifier) continue;
      const exact = asName ? lower === typedLower || lower.endsWith(`.${typedLower}`) : page.l1 === typedName;
      if (exact) found.score *= exactNameBoost(page);
    }
    // A flag typed whole (`--allow-net`) names the section about it: the CLI reference's option,
    // or the guide's table row for a flag the help does not list (`--unstable-kv`).
    if (flags.length > 0) {
      for (const found of results) {
        const id = found.id;
        const {heading, opening} = this.lowerText(id);
        const defines = (flag: string) => heading === flag || startsWithName(opening, flag);
        if (flags.some(defines)) found.score *= exactNameBoost(this.pageOf(id));
      }
    }
    if (apiNames.length > 0) {
      for (const found of results) {
        const text = this.lowerText(found.id).all;
        if (apiNames.some((name) => containsName(text, name))) found.score *= API_NAME_BOOST;
      }
    }
    // A page with many matching sections is about the query: each hit gets a share of the
    // page's other matches (as a page-rank signal would), at most half its own score.
    const pageTotals = new Float64Array(this.data.pages.length);
    for (const found of results) {
      const page = recordPages[found.id]!;
      pageTotals[page] = pageTotals[page]! + found.score;
    }
    for (const found of results) {
      const total = pageTotals[recordPages[found.id]!]!;
      found.score += Math.min(PAGE_SHARE * (total - found.score), PAGE_SHARE_CAP * found.score);
    }
    // Equal scores keep the order the records were reached in; one hit per URL, its best record.
    const byScore = fellBack
      ? (a: RankedResult, b: RankedResult) => b.quality - a.quality || b.score - a.score
      : (a: RankedResult, b: RankedResult) => b.score - a.score;
    const isNamed = (found: RankedResult) => (named.has(found.id) ? 1 : 0);
    const order =
      named.size === 0 ? byScore : (a: RankedResult, b: RankedResult) => isNamed(b) - isNamed(a) || byScore(a, b);
    const {first, total} = firstDistinct(results, order, (found) => recordUrls[found.id]!, this.table.urlCount, limit);
    return {results: first, total, scores};
  }

  search(query: string, options: SearchOptions = {}): SearchResponse {
    const started = Date.now();
    const hitsPerPage = options.hitsPerPage ?? 20;
    const page = options.page ?? 0;
    const {results: ranked, total, scores} = this.scored(query, options, (page + 1) * hitsPerPage);
    const hits = ranked
      .slice(page * hitsPerPage)
      .map(({id, score}) => hitFor(this.record(id), {score, terms: scores?.terms(id) ?? []}, options));
    return {
      hits,
      nbHits: total,
      page,
      nbPages: Math.ceil(total / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      processingTimeMS: Date.now() - started,
      query,
      params: '',
    };
  }
}
