/**
 * The query as MiniSearch runs it: each typed word with its alternatives, so that readers who
 * use another word for the same thing, or swap two letters, still meet the page.
 * - Synonyms: a small list of words readers use for what the pages call otherwise
 *   ("job" for cron, "folder" for directory, "hot reload" for watch mode).
 * - Transpositions: "complie" for "compile". Levenshtein counts a swap as two edits, more than
 *   the one a five-letter word may have, so each adjacent swap is an exact alternative.
 * The word being typed (the last) keeps prefix matching; alternatives never prefix-match.
 */
import type {Query, SearchOptions} from 'minisearch';
import {processTerm, stem} from './text';

export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  job: ['cron'],
  jobs: ['cron'],
  scheduled: ['cron'],
  folder: ['directory'],
  folders: ['directory'],
  directory: ['folder'],
  hot: ['hmr', 'watch'],
  reload: ['watch'],
  autoreload: ['watch'],
  env: ['environment'],
  docker: ['container', 'dockerfile'],
  container: ['docker'],
  typecheck: ['check'],
  npx: ['x'],
  recurring: ['cron'],
  restart: ['watch'],
  secret: ['environment'],
  secrets: ['environment'],
  update: ['upgrade'],
  exist: ['stat'],
  exists: ['stat'],
  repo: ['workspace'],
  monorepo: ['workspace'],
  vps: ['droplet', 'linux'],
  session: ['expiration'],
  sessions: ['expiration'],
  shebang: ['hashbang'],
  exe: ['compile', 'executable'],
  executable: ['compile'],
};

/** Adjacent-letter swaps of a word long enough for a swap to be a typo rather than a word. */
export function transpositions(word: string): string[] {
  if (word.length < 5) return [];
  const variants = new Set<string>();
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...variants];
}

/**
 * `moking` → `mok`: a typo in a word the stemmer would have shortened (`mocking` → `mock`) is left
 * whole, two edits or more from the stem in the index; without its ending it is one edit away.
 */
export function withoutEnding(word: string): string | undefined {
  // A stem has a vowel: `string` is a word, not `str` + ing.
  const match = /^([a-z]*[aeiouy][a-z]*)(?:ing|ed)$/.exec(word);
  return match && match[1]!.length >= 3 && stem(word) === word ? match[1] : undefined;
}

/** A word's other spellings: synonyms and swaps matched exactly, its stem-less form one edit away. */
function alternativesOf(word: string): {alternatives: string[]; base: string | undefined} {
  const lower = word.toLowerCase();
  return {alternatives: [...(SYNONYMS[lower] ?? []), ...transpositions(lower)], base: withoutEnding(lower)};
}

/**
 * The query terms that stand for a word once MiniSearch has processed them (the word, its
 * alternatives, its stem-less form): a result with any of them matched the word.
 */
export function termsStandingFor(word: string): Set<string> {
  const {alternatives, base} = alternativesOf(word);
  return new Set([word, ...alternatives, base ?? word].map((term) => processTerm(term) ?? ''));
}

type Combination = {combineWith: 'AND' | 'OR'; queries: Query[]} & SearchOptions;

/** How one word matches: one set of options, or several whose matches are joined (OR). */
export type WordMatching = Pick<SearchOptions, 'prefix' | 'fuzzy' | 'fields'>;

/** One group per typed word: the word (prefix when last, typo-tolerant) and its alternatives. */
export function expandQuery(
  words: string[],
  combineWith: 'AND' | 'OR',
  matching: (word: string, isLast: boolean) => WordMatching | WordMatching[],
): Combination {
  const exact = {prefix: false, fuzzy: false} as const;
  return {
    combineWith,
    queries: words.map((word, i) => {
      const ways = [matching(word, i === words.length - 1)].flat();
      const own: Combination =
        ways.length === 1
          ? {combineWith: 'OR' as const, queries: [word], ...ways[0]}
          : {
              combineWith: 'OR' as const,
              queries: ways.map((way) => ({combineWith: 'OR' as const, queries: [word], ...way})),
            };
      const {alternatives, base} = alternativesOf(word);
      if (alternatives.length === 0 && !base) return own;
      return {
        combineWith: 'OR' as const,
        queries: [
          own,
          ...(alternatives.length > 0 ? [{combineWith: 'OR' as const, queries: alternatives, ...exact}] : []),
          ...(base ? [{combineWith: 'OR' as const, queries: [base], prefix: false, fuzzy: 1}] : []),
        ],
      };
    }),
  };
}
