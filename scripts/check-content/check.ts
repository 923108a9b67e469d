/**
 * The content checker: `checkContent(options)` checks the pages under the docs sections of
 * `options.root` and returns a Report (scripts/check-content/README.md describes the checks).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse as parseJsonc} from 'jsonc-parser';
import type {BlockCounts, CheckKind, CheckOptions, CheckResult, Report} from './types';
import {parsePage, type CodeBlock, type PageModel} from './markdown';
import {RouteIndex, SECTIONS, isLandingPage} from './routes';
import {Deno, REPO_ROOT, stripAnsi} from './deno';
import {CHECKER_VERSION, ResultCache, hashOf} from './cache';
import {Pool} from './pool';
import {
  JSON_LANGS,
  buildWorkspace,
  isCodeBlock,
  isDenoConfigName,
  isJsFile,
  unfetchableReason,
  type PageWorkspace,
  type Snapshot,
} from './blocks';
import {DenoShellChecker, SHELL_LANGS, extractDenoCommands} from './shell';
import {checkBatch, formatDiagnostic, type Diagnostic} from './typecheck';
import {outputContains, outputMatches, shortDiff, withoutTimings} from './output';
import {allowsComments, loaderCommands, loaderComplaints, parseJsonBlock, staticDenoJsonProblems} from './json';
import {executionOf, portCollisions, type Execution} from './meta';
import {checkerArgs, commandLine, exampleCommand} from './commands';
import {checkShownCommands, pairOutputs} from './examples';
import {checkCliMentions} from './mentions';
import {checkApiNames} from './api-names';
import {checkApiExamples} from './api-examples';
import {generatedRoutes} from './generated-routes';
import {checkLintExamples, checkRuleCoverage, ruleOfPage} from './lint-examples';
import {permalinkOf} from './routes';

/** A mistake in the options (reported without a stack trace, exit code 2). */
export class UsageError extends Error {}

export const MIN_WORDS_PAGE = 300;
export const MIN_WORDS_LANDING = 80;
export const MIN_WORDS_RULE = 120;
export const DEFAULT_RUN_TIMEOUT_MS = 10_000;
const CHECK_TIMEOUT_MS = 300_000;
const INSTALL_TIMEOUT_MS = 180_000;

/** JavaScript is type-checked too, without requiring annotations (like `// @ts-check` in an editor). */
const JS_CHECK_OPTIONS = {checkJs: true, strict: false};

function listPages(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) out.push(full);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out.sort();
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

interface BlockRef {
  workspace: PageWorkspace;
  block: CodeBlock;
  snapshot: Snapshot;
  fileName: string;
}

/** What to do with each TS/JS block. */
interface Plan {
  typecheck: BlockRef[];
  lint: (BlockRef & {reason: string})[];
  run: (BlockRef & Execution & {expected: string | undefined})[];
  fails: (BlockRef & {flags: string[]; expected: string})[];
  denoJson: (BlockRef & {value: Record<string, unknown>})[];
  shell: {page: PageModel; line: number; args: string[]; text: string}[];
}

export async function checkContent(options: CheckOptions): Promise<Report> {
  const started = Date.now();
  const log = options.log ?? ((): void => undefined);
  const root = path.resolve(options.root);
  const results: CheckResult[] = [];
  const record = (
    kind: CheckKind,
    file: string,
    line: number,
    ok: boolean,
    message?: string,
    cached?: boolean,
  ): void => {
    results.push({kind, file, line, ok, ...(message ? {message} : {}), ...(cached ? {cached} : {})});
  };
  const counts: BlockCounts = {typeChecked: 0, run: 0, parseOnly: 0, excluded: 0, fails: 0};
  const excludedReasons: Record<string, string[]> = {};

  // 1. Read every page of every section (links need them all), then pick the pages to check.
  const allFiles = SECTIONS.flatMap((section) => listPages(path.join(root, section)));
  const pages: PageModel[] = allFiles.map((abs) => {
    const file = toPosix(path.relative(root, abs));
    const [section, ...rest] = file.split('/');
    return parsePage(fs.readFileSync(abs, 'utf8'), {
      file,
      section: section ?? '',
      sectionPath: rest.join('/'),
    });
  });
  let selected = pages;
  if (options.paths && options.paths.length > 0) {
    // A path is taken from the current folder, or else from the root; it must be under the root.
    const inside = (abs: string): boolean => abs === root || abs.startsWith(root + path.sep);
    const wanted = options.paths.map((p) => {
      const abs = [path.resolve(p), path.resolve(root, p)].find((c) => inside(c) && fs.existsSync(c));
      if (!abs) throw new UsageError(`no such file or folder under ${root}: ${p}`);
      return abs;
    });
    selected = pages.filter((page) => {
      const abs = path.join(root, page.file);
      return wanted.some((w) => abs === w || abs.startsWith(w + path.sep));
    });
  }
  // The lint rule pages against the rule list of the pinned deno, on a whole-site check.
  if (!options.paths || options.paths.length === 0) checkRuleCoverage(root, record);
  const routes = new RouteIndex(pages, path.join(root, 'static'), generatedRoutes());
  log(`checking ${selected.length} of ${pages.length} pages under ${root}`);

  // 2. Checks that need no deno: parse, front matter, prose, links, annotations, JSON.
  const plan: Plan = {typecheck: [], lint: [], run: [], fails: [], denoJson: [], shell: []};
  for (const page of selected) {
    const file = page.file;
    if (page.parseError) {
      record('parse', file, page.parseError.line, false, `does not parse as MDX: ${page.parseError.message}`);
      continue;
    }
    record('parse', file, 1, true);
    if (!page.isPartial) checkPageProse(page, record);
    checkCliMentions(page, permalinkOf(page), record);
    const source = fs.readFileSync(path.join(root, page.file), 'utf8');
    checkLintExamples(page, source, record);
    checkApiNames(page, source, record);
    checkShownCommands(page, record);
    for (const link of page.links) {
      const problem = routes.check(page, link.url);
      record('link', file, link.line, !problem, problem?.message);
    }
    planBlocks(buildWorkspace(page), plan, record, counts, excludedReasons);
  }

  // Runnable blocks run in parallel: each fixed port they listen on must belong to one block.
  const runnable = [...plan.run, ...plan.fails].map((ref) => ({
    file: ref.workspace.page.file,
    line: ref.block.line,
    flags: ref.flags,
  }));
  for (const {block, port, claimedBy} of portCollisions(runnable)) {
    record(
      'annotation',
      block.file,
      block.line,
      false,
      `port ${port} is also granted to the runnable block at ${claimedBy.file}:${claimedBy.line}; ` +
        'blocks run in parallel, so give this one a port of its own (or listen on port 0)',
    );
  }

  const fullRun = !options.paths || options.paths.length === 0;
  const needsDeno =
    plan.typecheck.length +
      plan.lint.length +
      plan.run.length +
      plan.fails.length +
      plan.denoJson.length +
      plan.shell.length >
    0;
  const cacheDir = options.cacheDir ?? path.join(REPO_ROOT, '.check-cache');
  const cache = new ResultCache(cacheDir, !options.noCache);
  const deno = new Deno(options.denoDir ?? path.join(REPO_ROOT, '.check-cache', 'deno-dir'));
  const denoVersion = needsDeno || fullRun ? deno.version() : '';
  const jobs = Math.max(1, options.jobs ?? os.availableParallelism());
  const pool = new Pool(jobs);
  const limit = <T>(task: () => Promise<T>): Promise<T> => pool.use(task);
  const runTimeoutMs = options.runTimeoutMs ?? DEFAULT_RUN_TIMEOUT_MS;

  if (needsDeno) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
    try {
      const ctx: Context = {deno, cache, limit, tmp, denoVersion, runTimeoutMs, record, counts, jobs, log};
      const shell = new DenoShellChecker(deno, cache, denoVersion, limit);
      const snapshotDirs = new SnapshotDirs(tmp);
      const checkOk = new Map<CodeBlock, boolean>();
      const failsTodo = plan.fails.filter((ref) => {
        counts.fails++;
        const hit = cache.get<{ok: boolean; message?: string}>(failsKey(ctx, ref));
        if (hit) record('fails', ref.workspace.page.file, ref.block.line, hit.ok, hit.message, true);
        return !hit;
      });
      const failsChecks = new Map<FailsRef, FailsCheck>();
      await Promise.all([
        typecheckAll(ctx, plan.typecheck, failsTodo, snapshotDirs, checkOk, failsChecks),
        lintAll(ctx, plan.lint, snapshotDirs),
        Promise.all(plan.denoJson.map((ref) => validateDenoJson(ctx, ref))),
        Promise.all(plan.shell.map((cmd) => checkShellCommand(ctx, shell, cmd))),
      ]);
      const runStarted = Date.now();
      await Promise.all([
        ...plan.run.map((ref) => runBlock(ctx, shell, snapshotDirs, ref, checkOk)),
        ...failsTodo.map((ref) => confirmFails(ctx, snapshotDirs, ref, failsChecks.get(ref))),
      ]);
      if (plan.run.length + failsTodo.length > 0) {
        ctx.log(`run and fails blocks done in ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
      }
    } finally {
      fs.rmSync(tmp, {recursive: true, force: true});
    }
  }
  cache.save(fullRun);

  results.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.kind.localeCompare(b.kind));
  const failures = results.filter((r) => !r.ok);
  const excludedPerFile = Object.fromEntries(
    Object.entries(excludedReasons).map(([file, reasons]) => [file, reasons.length]),
  );
  // The declarations' own examples: reported on a whole-site run, never failed on.
  const apiExamples = fullRun ? checkApiExamples(deno.bin, denoVersion, cacheDir) : undefined;
  return {
    results,
    failures,
    ...(apiExamples ? {apiExamples} : {}),
    passed: results.length - failures.length,
    failed: failures.length,
    counts,
    excludedPerFile,
    excludedReasons,
    pages: selected.length,
    denoVersion,
    denoInvocations: deno.invocations,
    cache: {hits: cache.hits, misses: cache.misses},
    durationMs: Date.now() - started,
  };
}

type Record_ = (kind: CheckKind, file: string, line: number, ok: boolean, message?: string, cached?: boolean) => void;

interface Context {
  deno: Deno;
  cache: ResultCache;
  limit: <T>(task: () => Promise<T>) => Promise<T>;
  tmp: string;
  denoVersion: string;
  runTimeoutMs: number;
  record: Record_;
  counts: BlockCounts;
  jobs: number;
  log: (message: string) => void;
}

function checkPageProse(page: PageModel, record: Record_): void {
  const file = page.file;
  if (page.frontMatterError) record('front-matter', file, 1, false, page.frontMatterError.message);
  for (const key of ['title', 'description']) {
    const value = page.frontMatter[key];
    const ok = typeof value === 'string' && value.trim() !== '';
    record('front-matter', file, 1, ok, ok ? undefined : `front matter has no ${key}`);
  }
  const landing = isLandingPage(page);
  // A lint rule page answers a few fixed questions about one rule (issue: 120 words or more).
  const rulePage = ruleOfPage(page) !== undefined;
  const minimum = landing ? MIN_WORDS_LANDING : rulePage ? MIN_WORDS_RULE : MIN_WORDS_PAGE;
  const kind = landing ? 'landing/category page' : rulePage ? 'lint rule page' : 'manual, tutorial or reference page';
  record(
    'prose',
    file,
    1,
    page.words >= minimum,
    page.words >= minimum
      ? undefined
      : `thin page: ${page.words} words of prose outside code; a ${kind} needs at least ${minimum}`,
  );
  for (const hit of page.placeholders) {
    record('prose', file, hit.line, false, `placeholder text: ${hit.text}`);
  }
  if (page.placeholders.length === 0) record('prose', file, 1, true);
  for (const hit of page.staleDates) {
    record(
      'prose',
      file,
      hit.line,
      false,
      `a date before today in the future tense, or as an announcement: "${hit.text}" (say what is true now)`,
    );
  }
  for (const heading of page.emptySections) {
    record(
      'prose',
      file,
      heading.line,
      false,
      `empty section: "${'#'.repeat(heading.depth)} ${heading.text}" has nothing under it`,
    );
  }
  if (page.emptySections.length === 0) record('prose', file, 1, true);
}

function planBlocks(
  workspace: PageWorkspace,
  plan: Plan,
  record: Record_,
  counts: BlockCounts,
  excludedReasons: Record<string, string[]>,
): void {
  const {page} = workspace;
  const file = page.file;
  // Pair every `output` block with the `run`/`fails` block before it.
  const {outputOf, orphans} = pairOutputs(page.blocks);
  for (const block of orphans) {
    record('annotation', file, block.line, false, 'output block without a `run` or `fails` block before it');
  }

  for (const block of page.blocks) {
    // Lint rule examples are checked by the linter (lint-examples.ts), not type-checked.
    if (block.meta.output || block.meta.lint) continue;
    const code = isCodeBlock(block);
    const {nocheck} = block.meta;
    if (nocheck !== undefined) {
      if (nocheck === true) {
        record(
          'annotation',
          file,
          block.line,
          false,
          'nocheck needs a reason: nocheck="why this block is not checked"',
        );
      } else {
        counts.excluded++;
        (excludedReasons[file] ??= []).push(nocheck);
      }
      if (executionOf(block.meta) || block.meta.fails) {
        record('annotation', file, block.line, false, '`nocheck` cannot be combined with `run`, `test` or `fails`');
      }
      continue;
    }
    const execution = executionOf(block.meta);
    if ((execution || block.meta.fails) && !code) {
      record(
        'annotation',
        file,
        block.line,
        false,
        `\`run\`/\`test\`/\`fails\` apply to ts, tsx, js and jsx blocks, not \`${block.lang || 'no language'}\``,
      );
      continue;
    }
    if (code) {
      const snapshot = workspace.snapshotOf.get(block) as Snapshot;
      const ref: BlockRef = {workspace, block, snapshot, fileName: workspace.fileOf.get(block) as string};
      const flags = execution?.flags ?? [];
      const reason = unfetchableReason(block, workspace);
      if (block.meta.fails) {
        const expected = outputOf.get(block);
        if (!expected) {
          record(
            'annotation',
            file,
            block.line,
            false,
            'a `fails` block must be followed by a ```text output block with the error it fails with',
          );
        } else if (reason) {
          record(
            'fails',
            file,
            block.line,
            false,
            `cannot confirm that it fails: it ${reason}, and such blocks cannot be type-checked or run here`,
          );
        } else {
          plan.fails.push({...ref, flags, expected: expected.value});
        }
        continue;
      }
      if (reason) {
        counts.parseOnly++;
        plan.lint.push({...ref, reason});
        if (execution) {
          record(
            'run',
            file,
            block.line,
            false,
            `cannot ${execution.subcommand}: it ${reason}, and such blocks cannot be type-checked or run here; remove \`run\` and show the output in a plain \`\`\`text block`,
          );
        }
        continue;
      }
      plan.typecheck.push(ref);
      if (execution) {
        plan.run.push({...ref, ...execution, expected: outputOf.get(block)?.value});
      }
      continue;
    }

    if (JSON_LANGS.has(block.lang)) {
      const fileName = workspace.fileOf.get(block);
      const parsed = parseJsonBlock(block, allowsComments(block, fileName));
      record('json', file, block.line, !parsed.error, parsed.error);
      if (!parsed.error && isDenoConfigName(fileName)) {
        const problems = staticDenoJsonProblems(parsed.value);
        if (problems.length > 0) {
          record('deno-json', file, block.line, false, problems.join('; '));
        } else {
          const snapshot = workspace.snapshotOf.get(block) as Snapshot;
          plan.denoJson.push({
            workspace,
            block,
            snapshot,
            fileName: fileName as string,
            value: parsed.value as Record<string, unknown>,
          });
        }
      }
      continue;
    }

    if (SHELL_LANGS.has(block.lang)) {
      for (const command of extractDenoCommands(block.value, block.lang, block.line)) {
        plan.shell.push({page, line: block.line, args: command.args, text: command.text});
      }
    }
  }
}

/** Writes each snapshot of a page once, into its own folder, and installs its package.json. */
class SnapshotDirs {
  private readonly dirs = new Map<Snapshot, string>();
  private readonly installs = new Map<Snapshot, Promise<string | undefined>>();
  private count = 0;

  constructor(private readonly tmp: string) {}

  dirOf(snapshot: Snapshot): string {
    let dir = this.dirs.get(snapshot);
    if (!dir) {
      dir = path.join(this.tmp, 's', String(this.count++));
      writeSnapshot(snapshot, dir);
      this.dirs.set(snapshot, dir);
    }
    return dir;
  }

  /** Runs `deno install` in the snapshot folder once when it has a package.json; returns an error. */
  install(ctx: Context, snapshot: Snapshot): Promise<string | undefined> {
    let pending = this.installs.get(snapshot);
    if (!pending) {
      pending = snapshot.packageJson
        ? ctx
            .limit(() => ctx.deno.run(['install'], {cwd: this.dirOf(snapshot), timeoutMs: INSTALL_TIMEOUT_MS}))
            .then((r) => (r.code === 0 ? undefined : `deno install failed: ${firstLines(r.stderr, 3)}`))
        : Promise.resolve(undefined);
      this.installs.set(snapshot, pending);
    }
    return pending;
  }
}

function writeSnapshot(snapshot: Snapshot, dir: string): void {
  for (const [name, block] of snapshot.files) {
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, block.value.endsWith('\n') ? block.value : `${block.value}\n`);
  }
  fs.mkdirSync(dir, {recursive: true});
}

function firstLines(text: string, n: number): string {
  return stripAnsi(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(Download|Check|Initialize) /.test(line))
    .slice(0, n)
    .join(' | ');
}

/** Replaces the checker's temporary folders in deno's messages with `./`. */
function sanitize(ctx: Context, text: string): string {
  const tmp = ctx.tmp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text
    .replace(new RegExp(`(file://)?${tmp}/(s/\\d+|run-[^/\\s]+|c/[^/\\s]+)/`, 'g'), './')
    .replace(new RegExp(tmp, 'g'), '<tmp>');
}

/** The keys of a deno.json that change how its page's blocks type-check. */
const CHECK_KEYS = ['compilerOptions', 'imports', 'scopes', 'unstable'];
/** Keys that name paths or folders: a config with them is only valid in its own folder. */
const LOCAL_KEYS = ['importMap', 'nodeModulesDir', 'links', 'patch', 'workspace', 'vendor', 'exclude'];

function isRelativeTarget(value: unknown): boolean {
  return typeof value === 'string' && /^(\.{1,2}\/|\/)/.test(value);
}

/**
 * The part of a page's deno.json that type-checking depends on, when it can be shared with other
 * pages (one `deno check` for all pages whose configs agree); undefined when it names local paths.
 */
function shareableCheckConfig(config: Record<string, unknown>): Record<string, unknown> | undefined {
  if (LOCAL_KEYS.some((key) => key in config)) return undefined;
  const imports = config.imports;
  if (imports && typeof imports === 'object' && Object.values(imports).some(isRelativeTarget)) return undefined;
  const scopes = config.scopes;
  if (scopes && typeof scopes === 'object') {
    for (const [scope, map] of Object.entries(scopes)) {
      if (isRelativeTarget(scope)) return undefined;
      if (map && typeof map === 'object' && Object.values(map as Record<string, unknown>).some(isRelativeTarget))
        return undefined;
    }
  }
  const shared: Record<string, unknown> = {};
  for (const key of CHECK_KEYS) if (key in config) shared[key] = config[key];
  return shared;
}

function withJsOptions(config: Record<string, unknown>): Record<string, unknown> {
  const own = (config.compilerOptions as Record<string, unknown> | undefined) ?? {};
  return {...config, compilerOptions: {...JS_CHECK_OPTIONS, ...own}};
}

/**
 * Which `deno check` configuration a block is checked with. Pages without a deno.json, and pages
 * whose deno.json has the same type-checking part, share one generated config (and so one batched
 * `deno check`); a page whose deno.json names local paths, or that has a package.json, is checked
 * in its own folder with its own config. JavaScript gets `checkJs` (strict off) on top.
 */
function checkConfig(ctx: Context, ref: BlockRef, dirs: SnapshotDirs): {cwd: string; args: string[]; key: string} {
  const js = isJsFile(ref.fileName);
  const {snapshot} = ref;
  const parsed: unknown = snapshot.config ? parseJsonc(snapshot.config.block.value) : {};
  const author =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const shared = snapshot.packageJson ? undefined : shareableCheckConfig(author);
  if (shared) {
    const content = JSON.stringify(js ? withJsOptions(shared) : shared);
    const config = path.join(ctx.tmp, `check-${hashOf(content).slice(0, 16)}.json`);
    if (!fs.existsSync(config)) fs.writeFileSync(config, content);
    return {cwd: ctx.tmp, args: ['check', '--no-lock', '--config', config], key: config};
  }
  const dir = dirs.dirOf(snapshot);
  if (!js) {
    const own = snapshot.config ? ['--config', path.join(dir, snapshot.config.name)] : [];
    return {cwd: dir, args: ['check', '--no-lock', ...own], key: `own:${dir}`};
  }
  const merged = path.join(dir, '.check-js.deno.json');
  if (!fs.existsSync(merged)) fs.writeFileSync(merged, JSON.stringify(withJsOptions(author)));
  return {cwd: dir, args: ['check', '--no-lock', '--config', merged], key: `own-js:${dir}`};
}

function typecheckKey(ctx: Context, ref: BlockRef): string {
  return hashOf(ctx.denoVersion, CHECKER_VERSION, 'typecheck', isJsFile(ref.fileName), ref.snapshot.hash, ref.fileName);
}

type FailsRef = BlockRef & {flags: string[]; expected: string};
/** What `deno check` said about a `fails` block: its diagnostics, or why it could not check it. */
type FailsCheck = {diagnostics: Diagnostic[]} | {error: string};

function failsKey(ctx: Context, ref: FailsRef): string {
  return hashOf(
    ctx.denoVersion,
    CHECKER_VERSION,
    'fails',
    ref.snapshot.hash,
    ref.fileName,
    ref.flags,
    ref.expected,
    ctx.runTimeoutMs,
  );
}

/**
 * Type-checks the blocks (and the `fails` blocks, whose errors are expected) in batches: one
 * `deno check` per shared configuration, split into one chunk per CPU when large.
 */
async function typecheckAll(
  ctx: Context,
  refs: BlockRef[],
  failsRefs: FailsRef[],
  dirs: SnapshotDirs,
  checkOk: Map<CodeBlock, boolean>,
  failsChecks: Map<FailsRef, FailsCheck>,
): Promise<void> {
  ctx.counts.typeChecked += refs.length;
  interface Root {
    ref: BlockRef;
    path: string;
    key?: string;
    fails?: FailsRef;
  }
  const groups = new Map<string, {cwd: string; args: string[]; roots: Root[]}>();
  const add = (root: Root): void => {
    const config = checkConfig(ctx, root.ref, dirs);
    const group = groups.get(config.key) ?? {cwd: config.cwd, args: config.args, roots: []};
    group.roots.push(root);
    groups.set(config.key, group);
  };
  for (const ref of refs) {
    const key = typecheckKey(ctx, ref);
    const hit = ctx.cache.get<{ok: boolean; message?: string}>(key);
    if (hit) {
      ctx.record('typecheck', ref.workspace.page.file, ref.block.line, hit.ok, hit.message, true);
      checkOk.set(ref.block, hit.ok);
      continue;
    }
    add({ref, path: path.join(dirs.dirOf(ref.snapshot), ref.fileName), key});
  }
  for (const ref of failsRefs) add({ref, path: path.join(dirs.dirOf(ref.snapshot), ref.fileName), fails: ref});
  if (groups.size === 0) return;
  const total = [...groups.values()].reduce((n, g) => n + g.roots.length, 0);
  const started = Date.now();
  ctx.log(`type-checking ${total} blocks in ${groups.size} deno check group(s)`);

  const tasks: Promise<void>[] = [];
  for (const group of groups.values()) {
    const chunkCount = group.roots.length >= 40 ? ctx.jobs : 1;
    const size = Math.ceil(group.roots.length / chunkCount);
    for (let start = 0; start < group.roots.length; start += size) {
      const chunk = group.roots.slice(start, start + size);
      tasks.push(
        (async (): Promise<void> => {
          // Own-folder groups are one snapshot each: install its package.json first.
          const first = chunk[0]?.ref.snapshot;
          const installError = first?.packageJson ? await dirs.install(ctx, first) : undefined;
          const diagnostics = installError
            ? new Map<string, Diagnostic[]>()
            : await checkBatch(
                chunk.map((c) => c.path),
                {deno: ctx.deno, limit: ctx.limit, cwd: group.cwd, args: group.args, timeoutMs: CHECK_TIMEOUT_MS},
              );
          for (const {ref, path: filePath, key, fails} of chunk) {
            const found = diagnostics.get(filePath) ?? [];
            if (fails) {
              failsChecks.set(fails, installError ? {error: installError} : {diagnostics: found});
              continue;
            }
            const ok = !installError && found.length === 0;
            const message = installError
              ? installError
              : ok
                ? undefined
                : sanitize(ctx, `type error in ${ref.fileName}: ${found.map(formatDiagnostic).join('; ')}`);
            ctx.record('typecheck', ref.workspace.page.file, ref.block.line, ok, message);
            checkOk.set(ref.block, ok);
            // Infrastructure failures (install) are not cached; type errors are.
            if (!installError && key) ctx.cache.set(key, {ok, ...(message ? {message} : {})});
          }
        })(),
      );
    }
  }
  await Promise.all(tasks);
  ctx.log(`type-checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function lintAll(ctx: Context, refs: (BlockRef & {reason: string})[], dirs: SnapshotDirs): Promise<void> {
  const todo: {ref: BlockRef & {reason: string}; path: string; key: string}[] = [];
  for (const ref of refs) {
    const key = hashOf(ctx.denoVersion, CHECKER_VERSION, 'lint', ref.fileName, ref.block.value);
    const hit = ctx.cache.get<{ok: boolean; message?: string}>(key);
    if (hit) {
      ctx.record('lint', ref.workspace.page.file, ref.block.line, hit.ok, hit.message, true);
      continue;
    }
    todo.push({ref, path: path.join(dirs.dirOf(ref.snapshot), ref.fileName), key});
  }
  if (todo.length === 0) return;
  ctx.log(`linting ${todo.length} parse-only blocks`);
  const result = await ctx.limit(() =>
    ctx.deno.run(['lint', '--json', '--no-config', ...todo.map((t) => t.path)], {
      cwd: ctx.tmp,
      timeoutMs: CHECK_TIMEOUT_MS,
    }),
  );
  interface LintJson {
    diagnostics: {filename: string; range: {start: {line: number; col: number}}; message: string; code: string}[];
    errors: {file_path: string; message: string}[];
  }
  let parsed: LintJson | undefined;
  try {
    parsed = JSON.parse(result.stdout) as LintJson;
  } catch {
    parsed = undefined;
  }
  const problems = new Map<string, string[]>();
  const add = (p: string, message: string): void => {
    problems.set(p, [...(problems.get(p) ?? []), message]);
  };
  if (parsed) {
    for (const d of parsed.diagnostics) {
      let file = d.filename;
      try {
        file = fileURLToPath(d.filename);
      } catch {
        // already a path
      }
      add(file, `${d.code} at ${d.range.start.line}:${d.range.start.col + 1}: ${d.message}`);
    }
    for (const e of parsed.errors) add(e.file_path, stripAnsi(e.message).split('\n')[0] ?? e.message);
  }
  for (const {ref, path: filePath, key} of todo) {
    const found = problems.get(filePath) ?? [];
    const broken = !parsed;
    const ok = !broken && found.length === 0;
    const message = broken
      ? `deno lint failed: ${firstLines(result.stderr, 3)}`
      : ok
        ? `not type-checked: it ${ref.reason}`
        : sanitize(ctx, `lint (not type-checked, it ${ref.reason}): ${found.join('; ')}`);
    ctx.record('lint', ref.workspace.page.file, ref.block.line, ok, message);
    if (!broken) ctx.cache.set(key, {ok, message});
  }
}

async function validateDenoJson(ctx: Context, ref: BlockRef & {value: Record<string, unknown>}): Promise<void> {
  const file = ref.workspace.page.file;
  const key = hashOf(ctx.denoVersion, CHECKER_VERSION, 'deno-json', ref.snapshot.hash, ref.fileName);
  const hit = ctx.cache.get<{ok: boolean; message?: string}>(key);
  if (hit) {
    ctx.record('deno-json', file, ref.block.line, hit.ok, hit.message, true);
    return;
  }
  // A folder with this deno.json (and the other files of the page, which it may name).
  const dir = path.join(ctx.tmp, 'c', hashOf(file, ref.block.line).slice(0, 16));
  writeSnapshot(ref.snapshot, dir);
  if (ref.fileName !== 'deno.json' && ref.fileName !== 'deno.jsonc') {
    fs.writeFileSync(path.join(dir, 'deno.json'), ref.block.value);
  }
  const probe = '__check_probe.ts';
  fs.writeFileSync(path.join(dir, probe), 'export {};\n');
  const complaints: string[] = [];
  for (const args of loaderCommands(ref.value, probe)) {
    const result = await ctx.limit(() => ctx.deno.run(args, {cwd: dir, timeoutMs: 60_000}));
    const found = loaderComplaints(`${result.stdout}\n${result.stderr}`);
    if (found.length > 0) complaints.push(`deno ${args[0]}: ${found.join(' ')}`);
    else if (result.code !== 0)
      complaints.push(`deno ${args[0]} exited with ${result.code}: ${firstLines(result.stderr, 2)}`);
  }
  const ok = complaints.length === 0;
  const message = ok ? undefined : sanitize(ctx, `deno.json rejected by the pinned deno: ${complaints.join('; ')}`);
  ctx.record('deno-json', file, ref.block.line, ok, message);
  ctx.cache.set(key, {ok, ...(message ? {message} : {})});
}

async function checkShellCommand(
  ctx: Context,
  shell: DenoShellChecker,
  cmd: {page: PageModel; line: number; args: string[]; text: string},
): Promise<void> {
  try {
    const problems = await shell.check(cmd.args);
    ctx.record(
      'shell',
      cmd.page.file,
      cmd.line,
      problems.length === 0,
      problems.length ? `\`${cmd.text}\`: ${problems.join('; ')}` : undefined,
    );
  } catch (error) {
    ctx.record('shell', cmd.page.file, cmd.line, false, `could not check \`${cmd.text}\`: ${(error as Error).message}`);
  }
}

/** A fresh folder with the block's snapshot (and installed node_modules) for one execution. */
function runDir(ctx: Context, dirs: SnapshotDirs, snapshot: Snapshot): string {
  const dir = fs.mkdtempSync(path.join(ctx.tmp, 'run-'));
  fs.cpSync(dirs.dirOf(snapshot), dir, {recursive: true});
  fs.rmSync(path.join(dir, '.check-js.deno.json'), {force: true});
  return dir;
}

async function runBlock(
  ctx: Context,
  shell: DenoShellChecker,
  dirs: SnapshotDirs,
  ref: BlockRef & Execution & {expected: string | undefined},
  checkOk: Map<CodeBlock, boolean>,
): Promise<void> {
  const file = ref.workspace.page.file;
  if (checkOk.get(ref.block) === false) return; // the type error is reported; not run
  ctx.counts.run++;
  const key = hashOf(
    ctx.denoVersion,
    CHECKER_VERSION,
    ref.subcommand,
    ref.snapshot.hash,
    ref.fileName,
    ref.flags,
    ref.expected ?? null,
    ctx.runTimeoutMs,
  );
  const hit = ctx.cache.get<{ok: boolean; message?: string}>(key);
  if (hit) {
    ctx.record('run', file, ref.block.line, hit.ok, hit.message, true);
    return;
  }
  const flagProblems = await shell.check([ref.subcommand, ...ref.flags, ref.fileName]).catch(() => []);
  if (flagProblems.length > 0) {
    const message = `${ref.subcommand}="${ref.flags.join(' ')}": ${flagProblems.join('; ')}`;
    ctx.record('run', file, ref.block.line, false, message);
    ctx.cache.set(key, {ok: false, message});
    return;
  }
  const installError = await dirs.install(ctx, ref.snapshot);
  if (installError) {
    ctx.record('run', file, ref.block.line, false, installError);
    return;
  }
  const dir = runDir(ctx, dirs, ref.snapshot);
  const shown = {subcommand: ref.subcommand, flags: ref.flags, fileName: ref.fileName};
  const result = await ctx.limit(() => ctx.deno.run(checkerArgs(shown), {cwd: dir, timeoutMs: ctx.runTimeoutMs}));
  let message: string | undefined;
  const command = commandLine(shown);
  // deno test prints how long each test took; those figures vary from run to run.
  const printed = ref.subcommand === 'test' ? withoutTimings(result.stdout) : result.stdout;
  const expected =
    ref.subcommand === 'test' && ref.expected !== undefined ? withoutTimings(ref.expected) : ref.expected;
  if (result.timedOut) {
    message = `\`${command}\` did not finish in ${ctx.runTimeoutMs / 1000} s (servers and other long-running programs cannot be \`run\`)`;
  } else if (result.code !== 0) {
    const said = ref.subcommand === 'test' ? `${result.stdout}\n${result.stderr}` : result.stderr;
    message = sanitize(
      ctx,
      `\`${command}\` exited with ${result.code}: ${firstLines(said, ref.subcommand === 'test' ? 12 : 4)}`,
    );
  } else if (ref.subcommand === 'test' && expected === undefined) {
    // A test block without an output block passes when every test passes.
  } else if (!outputMatches(expected ?? '', printed)) {
    message =
      expected === undefined
        ? `\`${command}\` printed output, but no \`\`\`text output block follows the block:\n${shortDiff('', printed)}`
        : `output of \`${command}\` differs from the \`\`\`text output block (- shown on the page, + printed):\n${shortDiff(expected, printed)}`;
  }
  ctx.record('run', file, ref.block.line, message === undefined, message);
  ctx.cache.set(key, {ok: message === undefined, ...(message ? {message} : {})});
}

async function confirmFails(
  ctx: Context,
  dirs: SnapshotDirs,
  ref: FailsRef,
  checked: FailsCheck | undefined,
): Promise<void> {
  const file = ref.workspace.page.file;
  if (!checked || 'error' in checked) {
    ctx.record('fails', file, ref.block.line, false, checked?.error ?? 'could not be type-checked');
    return;
  }
  let message: string | undefined;
  let failedWith = '';
  // The page shows `deno check` above a type error, else `deno run` (commands.ts): confirm that one.
  const shown = exampleCommand(ref.block.meta, ref.fileName, ref.expected) ?? {
    subcommand: 'run',
    flags: ref.flags,
    fileName: ref.fileName,
  };
  const how = commandLine(shown);
  const typeError = checked.diagnostics.some((d) => d.code !== undefined);
  if (shown.subcommand === 'check') {
    failedWith = checked.diagnostics.map((d) => d.text ?? d.message).join('\n\n');
    if (!typeError) message = 'its output block shows a `TS<code> [ERROR]` line, but it has no type error';
  } else {
    const dir = runDir(ctx, dirs, ref.snapshot);
    const result = await ctx.limit(() => ctx.deno.run(checkerArgs(shown), {cwd: dir, timeoutMs: ctx.runTimeoutMs}));
    failedWith = `${result.stdout}\n${result.stderr}`;
    if (result.timedOut) message = `marked \`fails\`, but \`${how}\` did not finish in ${ctx.runTimeoutMs / 1000} s`;
    else if (result.code === 0) {
      message = typeError
        ? 'it fails with a type error, which `deno run` does not report: show its `TS<code> [ERROR]` line, so the page shows `deno check`'
        : 'marked `fails`, but it type-checks and runs without an error';
    }
  }
  if (!message && !outputContains(ref.expected, failedWith)) {
    message = `fails, but not with the error the output block shows; \`${how}\` printed:\n${stripAnsi(
      sanitize(ctx, failedWith),
    )
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^(Check|Download) /.test(line))
      .slice(0, 6)
      .map((line) => `  ${line}`)
      .join('\n')}`;
    if (typeError && shown.subcommand === 'run') {
      message += '\n  (it has a type error, which only `deno check` reports: show its `TS<code> [ERROR]` line)';
    }
  }
  ctx.record('fails', file, ref.block.line, message === undefined, message);
  ctx.cache.set(failsKey(ctx, ref), {ok: message === undefined, ...(message ? {message} : {})});
}
