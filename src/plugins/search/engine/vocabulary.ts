/**
 * How often the index's terms occur: the words too common to tell records apart (`deno`), and
 * the words frequent enough that scoring every record with them is most of a long query's time.
 */
import {processTerm, withinEdits} from './text';

/** A term on more than this share of the records is too common to tell them apart. */
const COMMON_SHARE = 0.25;
/** A small index (a test's) has no word too costly to look up, and every word is common. */
const COMMON_MIN_RECORDS = 1000;
/**
 * In a pasted message, a word on more than this share of the records (`use`, `flag`) only scores
 * records that have one of its rarer words: scoring every record with it was most of the query's
 * time (p95 halved), and those records rank below the ones with more words anyway.
 */
const FREQUENT_SHARE = 0.05;

export class Vocabulary {
  private readonly common = new Set<string>();
  private readonly frequent = new Set<string>();

  /** `terms`: the compact index's postings, per term "field:ids/freqs;…" with '.'-separated ids. */
  constructor(terms: readonly (readonly [string, string])[], recordCount: number) {
    if (recordCount < COMMON_MIN_RECORDS) return;
    for (const [term, encoded] of terms) {
      const count = Math.max(...encoded.split(';').map((part) => part.split('/')[0]!.split('.').length));
      if (count > COMMON_SHARE * recordCount) this.common.add(term);
      if (count > FREQUENT_SHARE * recordCount) this.frequent.add(term);
    }
  }

  isCommon(word: string): boolean {
    return this.common.has(processTerm(word) ?? '');
  }

  isFrequent(word: string): boolean {
    return this.frequent.has(processTerm(word) ?? '');
  }

  /** A typo of a common word would find half the site (`DENO_` is one edit from `deno`). */
  nearCommon(term: string, edits: number): boolean {
    for (const common of this.common) if (withinEdits(term, common, edits)) return true;
    return false;
  }

  /** Typed so far, the word may become a common one (`den`). */
  startsCommon(word: string): boolean {
    const lower = word.toLowerCase();
    for (const term of this.common) if (term.startsWith(lower)) return true;
    return false;
  }
}
