/**
 * The key model of the content checker's result cache (`.check-cache/results.json`), in one place
 * for its two readers: the checker (scripts/check-content) stores each check's outcome under its
 * key, and the site's build marks an example checked only when the cache holds a passing outcome
 * under the same key. A key is the hash of everything the result depends on.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Bump when the checker's way of checking changes, to drop every cached result. */
export const CHECKER_VERSION = 3;

export function hashOf(...parts: unknown[]): string {
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** JavaScript is type-checked too, without requiring annotations (like `// @ts-check` in an editor). */
export const JS_CHECK_OPTIONS = {checkJs: true, strict: false};
/** Time limit of one batched `deno check`. */
export const CHECK_TIMEOUT_MS = 300_000;
/**
 * Time limit of one run, unless the checker is given `--timeout` (the build assumes this one). It
 * ends a program that never exits; a slow one must still pass on a loaded 2-core machine, where the
 * drizzle tutorial's PGlite programs (3 s when the machine is quiet) took over 10 s.
 */
export const DEFAULT_RUN_TIMEOUT_MS = 30_000;
export const LINT_ARGS = ['lint', '--json', '--no-config'];

export function isJsFile(name: string): boolean {
  return /\.(js|jsx|mjs|cjs)$/.test(name);
}

/** A block as a file of its page snapshot (the block with every other file of its page). */
export interface KeyedBlock {
  fileName: string;
  snapshot: {hash: string};
}

/** The settings of a run that results depend on; `denoVersion` is `deno 2.9.6`. */
export interface KeyEnv {
  denoVersion: string;
  runTimeoutMs: number;
  /** The vendored standard library's commit (src/plugins/examples/vendoredStd.ts). */
  stdCommit: string;
}

export function typecheckInputs(ref: KeyedBlock): Record<string, unknown> {
  return {
    file: ref.fileName,
    snapshot: ref.snapshot.hash,
    jsOptions: isJsFile(ref.fileName) ? JS_CHECK_OPTIONS : null,
    checkTimeLimit: CHECK_TIMEOUT_MS,
  };
}

/** What each cached stage's result depends on, by name; the stages in scripts/check-content/stages use these. */
export const STAGE_INPUTS = {
  typecheck: (env: KeyEnv, ref: KeyedBlock) => ({deno: env.denoVersion, std: env.stdCommit, ...typecheckInputs(ref)}),
  lint: (env: KeyEnv, ref: KeyedBlock & {reason: string}) => ({
    deno: env.denoVersion,
    args: LINT_ARGS,
    file: ref.fileName,
    // The block and the files it is linted among; the reason (which import) is in the message.
    snapshot: ref.snapshot.hash,
    reason: ref.reason,
  }),
  run: (env: KeyEnv, ref: KeyedBlock & {subcommand: string; flags: string[]; expected: string | undefined}) => ({
    deno: env.denoVersion,
    std: env.stdCommit,
    subcommand: ref.subcommand,
    file: ref.fileName,
    snapshot: ref.snapshot.hash,
    flags: ref.flags,
    expected: ref.expected ?? null,
    timeLimit: env.runTimeoutMs,
  }),
  fails: (env: KeyEnv, ref: KeyedBlock & {flags: string[]; expected: string}) => ({
    deno: env.denoVersion,
    std: env.stdCommit,
    ...typecheckInputs(ref),
    flags: ref.flags,
    expected: ref.expected,
    timeLimit: env.runTimeoutMs,
  }),
};

export function checkKey(kind: string, inputs: Record<string, unknown>): string {
  return hashOf(CHECKER_VERSION, kind, inputs);
}

/** The file of the result cache in its folder, and its shape. */
export const RESULTS_FILE = 'results.json';
export interface ResultsFile {
  version: number;
  entries: Record<string, unknown>;
}

/** Whether the cache in `cacheDir` holds a passing result under each key (false when absent or failed). */
export type PassedLookup = (key: string) => boolean;

let read: {file: string; mtimeMs: number; lookup: PassedLookup} | undefined;

/** The results the checker left in `cacheDir`, read again when the file changes (dev server). */
export function checkedResults(cacheDir: string): PassedLookup {
  const file = path.join(cacheDir, RESULTS_FILE);
  const mtimeMs = fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1;
  if (read?.file === file && read.mtimeMs === mtimeMs) return read.lookup;
  let entries: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as ResultsFile;
    if (parsed.version === CHECKER_VERSION && parsed.entries) entries = parsed.entries;
  } catch {
    // No cache yet, or a broken one: nothing is known to pass.
  }
  const lookup: PassedLookup = (key) =>
    Object.prototype.hasOwnProperty.call(entries, key) && (entries[key] as {ok?: unknown}).ok === true;
  read = {file, mtimeMs, lookup};
  return lookup;
}
