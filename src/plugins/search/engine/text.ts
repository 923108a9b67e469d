/**
 * Text rules shared by indexing and querying: what a word is, stop words, the stemmer, and the
 * rewrites that make API names findable (`Deno.` dropped, camelCase parts added).
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i in is it my of on or the this that to ' +
    'what when where which who why with you your me we'
  ).split(' '),
);

/** Words, as the index sees them: split on anything that is not a letter, digit or `_` / `$`. */
export const WORD = /[\p{L}\p{N}_$]+/gu;

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * The stemmer never changes a word's first letters, this many (it shortens only words longer than
 * four letters, by at most their last three): highlighting relies on it, and a test checks it on
 * every word of the site.
 */
export const STEM_KEEPS_LETTERS = 3;

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

/** `Deno.serve` → `serve`: the namespace of a dotted API name, which nearly every page shares. */
export function withoutDenoPrefix(text: string): string {
  // `deno.json`, `deno.jsonc` and `deno.lock` are file names, not the namespace.
  return text.replace(/(?<![\p{L}\p{N}_$.])deno\.(?!(?:jsonc?|lock)(?![\p{L}\p{N}_$]))(?=[\p{L}_$])/giu, '');
}

/** `ServeOptions` → `ServeOptions Serve Options`; a name without inner capitals stays as it is. */
export function withCamelCaseParts(name: string): string {
  const parts = name.replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
  return parts === name ? name : `${name} ${parts}`;
}

/** Whether a name that ends at `end` of `text` ends there: no letter, digit, `_` or `$` follows. */
function endsNameAt(text: string, end: number): boolean {
  const next = text[end];
  return next === undefined || !/[\p{L}\p{N}_$]/u.test(next);
}

/** Whether `text` names `name` whole: `deno.serve` is in "deno.serve(handler)", not in "deno.servehttp". */
export function containsName(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    if (endsNameAt(text, at + name.length)) return true;
  }
  return false;
}

/** Whether `text` starts with `name` whole: `--allow-net` starts "--allow-net=host", not "--allow-netx". */
export function startsWithName(text: string, name: string): boolean {
  return text.startsWith(name) && endsNameAt(text, name.length);
}

/** Whether two words are at most `max` edits apart (Levenshtein). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}

/** Names typed whole, lower-cased: flags (`--allow-net`) and dotted API names (`Deno.serve`, `kv.list`). */
export function namesIn(typed: string): {flags: string[]; dottedNames: string[]} {
  const lower = (matches: RegExpMatchArray | null) => (matches ?? []).map((m) => m.toLowerCase());
  return {
    flags: lower(typed.match(/(?<![\p{L}\p{N}_-])--[a-z][a-z0-9-]*[a-z0-9]/gu)),
    dottedNames: lower(typed.match(/[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)+/gu)),
  };
}
