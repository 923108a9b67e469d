/** Shared types of the content checker (see scripts/check-content/README.md). */

/** What a single check looked at. */
export type CheckKind =
  | 'parse' // the page parses as MDX
  | 'route' // the page's route is its own
  | 'category' // one _category_.json/.yml of the sidebars reads strictly, with known keys
  | 'front-matter' // title / description present
  | 'prose' // word count, placeholders, empty sections
  | 'link' // one internal link or anchor
  | 'annotation' // fence annotations are well formed (nocheck reason, output pairing, ...)
  | 'typecheck' // one TS/JS block type-checked with `deno check`
  | 'lint' // one parse-only block (jsr:/https: imports) parsed and linted with `deno lint`
  | 'run' // one `run` block executed and its output compared
  | 'fails' // one `fails` block confirmed to fail with the shown error
  | 'shell' // one `deno ...` command line in a shell block
  | 'cli-mention' // one `deno <command> --flag` or `--flag` in inline code of prose
  | 'lint-rule' // a lint rule page's example against deno lint, or the pages against the rule list
  | 'api-name' // one `Deno.<name>` in prose or code against the pinned declarations
  | 'json' // one JSON/JSONC block parses
  | 'deno-json'; // one deno.json block validated

/** How a check reports its result (`cached`: it came from the result cache). */
export type RecordResult = (
  kind: CheckKind,
  file: string,
  line: number,
  ok: boolean,
  message?: string,
  cached?: boolean,
) => void;

export interface CheckResult {
  kind: CheckKind;
  /** Path of the page, relative to the checked root, with forward slashes. */
  file: string;
  /** 1-based line: the fence opening for a block, the link's line, 1 for page-level checks. */
  line: number;
  ok: boolean;
  /** What is wrong (failures), or a short note. May span several lines (diffs). */
  message?: string;
  /** The result came from the cache (deno was not invoked for it in this run). */
  cached?: boolean;
}

export interface BlockCounts {
  /** TS/JS blocks handed to `deno check` (pass or fail). */
  typeChecked: number;
  /** `run` blocks executed. */
  run: number;
  /** Blocks importing jsr:/https: (or unmapped bare) modules: parsed and linted, not type-checked. */
  parseOnly: number;
  /** `nocheck="reason"` blocks, all files. */
  excluded: number;
  /** `fails` blocks confirmed. */
  fails: number;
}

export interface Report {
  results: CheckResult[];
  failures: CheckResult[];
  passed: number;
  failed: number;
  counts: BlockCounts;
  /** file -> number of `nocheck` blocks in it (only files with at least one). */
  excludedPerFile: Record<string, number>;
  /** file -> the reasons given, in page order. */
  excludedReasons: Record<string, string[]>;
  pages: number;
  denoVersion: string;
  /** How many deno processes this run started (0 on a fully warm cache). */
  denoInvocations: number;
  /** Per deno subcommand: processes started and their summed wall time (where the time goes). */
  denoTime: Record<string, {count: number; ms: number}>;
  /** Every deno process: arguments, folder, start (ms after the run began) and wall time. */
  denoProcesses: {args: string[]; cwd: string; startMs: number; ms: number}[];
  cache: {hits: number; misses: number};
  durationMs: number;
  /** The `@example` blocks of deno's own declarations that type-check (whole-site runs only). */
  apiExamples?: {total: number; passed: number; failing: string[]};
}

export interface CheckOptions {
  /** Folder that holds the section folders (runtime/, deploy/, subhosting/) and static/. */
  root: string;
  /** Files or folders (absolute, or relative to `root`) to check; default: every section. */
  paths?: string[];
  /** Where results are cached; default `<repo>/.check-cache`. */
  cacheDir?: string;
  /** Ignore and do not write the result cache. */
  noCache?: boolean;
  /** DENO_DIR for deno's own module/npm cache; default `<repo>/.check-cache/deno-dir`. */
  denoDir?: string;
  /** Parallel deno processes; default: number of CPUs. */
  jobs?: number;
  /** Time limit of one `run`/`fails` execution in ms; default 10 000. */
  runTimeoutMs?: number;
  /** Progress messages (stderr). */
  log?: (message: string) => void;
}
