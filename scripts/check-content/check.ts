/**
 * The content checker: `checkContent(options)` checks the pages under the docs sections of
 * `options.root` and returns a Report (scripts/check-content/README.md describes the checks).
 *
 * A run: read every page (pages.ts) → page checks that need no deno (page-checks.ts) → plan each
 * block's stage (plan.ts) → the deno stages (stages/*.ts), each block through the result cache
 * (stage.ts) → the report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {BlockCounts, CheckOptions, CheckResult, RecordResult, Report} from './types';
import {RouteIndex, normalizeRoute} from './routes';
import type {PageModel} from './markdown';
import {Deno, REPO_ROOT} from './deno';
import {ResultCache} from './cache';
import {Pool} from './pool';
import {buildWorkspace} from './blocks';
import {API_DOCUMENT, providedModules} from './openapi-types';
import {DenoShellChecker} from './shell';
import {portCollisions} from './meta';
import {checkApiExamples} from './api-examples';
import {generatedRoutes} from './generated-routes';
import {checkRuleCoverage} from './lint-examples';
import {readPages, resolvePaths, selectPages} from './pages';
import {checkCategoryFiles, selectCategoryFiles} from './categories';
import {PAGE_CHECKS} from './page-checks';
import {emptyPlan, planBlocks, type Plan} from './plan';
import {SnapshotDirs} from './workspace';
import type {StageContext} from './stage';
import {typecheckAll, type Typechecked} from './stages/typecheck';
import {lintAll} from './stages/lint';
import {validateDenoJson} from './stages/deno-json';
import {checkShellCommand} from './stages/shell';
import {runBlock} from './stages/run';
import {confirmFails, failsToCheck} from './stages/fails';
import {DEFAULT_RUN_TIMEOUT_MS} from '../../src/plugins/examples/checkKey';

import {checkExampleFiles, checkExamples} from './gallery';
import {readExampleFiles} from '../../src/plugins/gallery/files';
import {startStdRegistry} from './std-registry';
import {vendoredStd} from '../../src/plugins/examples/vendoredStd';
export {UsageError} from './pages';
export {MIN_WORDS_LANDING, MIN_WORDS_PAGE, MIN_WORDS_RULE} from './page-checks';

export {DEFAULT_RUN_TIMEOUT_MS};

export async function checkContent(options: CheckOptions): Promise<Report> {
  const started = Date.now();
  const log = options.log ?? ((): void => undefined);
  const root = path.resolve(options.root);
  const fullRun = !options.paths || options.paths.length === 0;
  const results: CheckResult[] = [];
  const record: RecordResult = (kind, file, line, ok, message, cached) => {
    results.push({kind, file, line, ok, ...(message ? {message} : {}), ...(cached ? {cached} : {})});
  };
  const counts: BlockCounts = {typeChecked: 0, run: 0, parseOnly: 0, excluded: 0, fails: 0};
  const excludedReasons: Record<string, string[]> = {};

  // 1. Read every page of every section (links need them all), then pick the pages to check.
  const pages = readPages(root);
  const selected = selectPages(root, pages, options.paths);
  const categories = selectCategoryFiles(
    root,
    resolvePaths(root, options.paths),
    selected.map((page) => page.file),
  );
  // The lint rule pages against the rule list of the pinned deno, on a whole-site check.
  if (fullRun) checkRuleCoverage(root, record);
  const routes = new RouteIndex(pages, path.join(root, 'static'), generatedRoutes());
  log(
    `checking ${selected.length} of ${pages.length} pages and ${categories.length} category file${categories.length === 1 ? '' : 's'} under ${root}`,
  );
  checkCategoryFiles(root, categories, record);

  // 2. Checks that need no deno, and the plan of the deno stages.
  const plan = emptyPlan();
  const provided = generatedModules(root, record);
  for (const page of selected) {
    if (!page.isPartial) checkOwnRoute(page, routes, record);
    if (page.parseError) {
      record('parse', page.file, page.parseError.line, false, `does not parse as MDX: ${page.parseError.message}`);
      continue;
    }
    if (page.unclosedFenceLine !== undefined) {
      // The rest of the page is inside the block: its other checks would only mislead.
      record('parse', page.file, page.unclosedFenceLine, false, 'code fence opened here is never closed');
      continue;
    }
    record('parse', page.file, 1, true);
    const source = fs.readFileSync(path.join(root, page.file), 'utf8');
    for (const check of PAGE_CHECKS) check({page, source, routes, record});
    planBlocks(buildWorkspace(page, provided), plan, {record, counts, excludedReasons});
  }
  checkPorts(plan, record);
  // The examples of /examples: all of them on a whole-site check, else those under the given paths.
  const wantedPaths = resolvePaths(root, options.paths);
  const examples = checkExampleFiles(
    root,
    readExampleFiles(root).filter(
      ({file}) =>
        !wantedPaths ||
        wantedPaths.some((w) => path.join(root, file) === w || path.join(root, file).startsWith(w + path.sep)),
    ),
    record,
  );

  // 3. The deno stages.
  const needsDeno = Object.values(plan).some((refs: unknown[]) => refs.length > 0) || examples.length > 0;
  const cacheDir = options.cacheDir ?? path.join(REPO_ROOT, '.check-cache');
  const cache = new ResultCache(cacheDir, !options.noCache);
  const deno = new Deno(options.denoDir ?? path.join(REPO_ROOT, '.check-cache', 'deno-dir'));
  const denoVersion = needsDeno || fullRun ? deno.version() : '';
  if (needsDeno) {
    const jobs = Math.max(1, options.jobs ?? os.availableParallelism());
    const pool = new Pool(jobs);
    const limit = <T>(task: () => Promise<T>): Promise<T> => pool.use(task);
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
    const stdRegistry = await startStdRegistry();
    deno.extraEnv.JSR_URL = stdRegistry.url;
    try {
      const runTimeoutMs = options.runTimeoutMs ?? DEFAULT_RUN_TIMEOUT_MS;
      const dirs = new SnapshotDirs(tmp, deno, limit);
      const shell = new DenoShellChecker(deno, cache, denoVersion, limit);
      const ctx: StageContext = {
        deno,
        cache,
        limit,
        jobs,
        tmp,
        dirs,
        shell,
        denoVersion,
        runTimeoutMs,
        stdCommit: vendoredStd().commit,
        record,
        counts,
        log,
      };
      await runStages(ctx, plan);
      await checkExamples(ctx, root, examples);
    } finally {
      fs.rmSync(tmp, {recursive: true, force: true});
      await stdRegistry.close();
      delete deno.extraEnv.JSR_URL;
    }
  }
  cache.save(fullRun);
  // The declarations' own examples: reported on a whole-site run, never failed on.
  const apiExamples = fullRun ? checkApiExamples(deno.bin, denoVersion, cacheDir, deno.env()) : undefined;

  results.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.kind.localeCompare(b.kind));
  const failures = results.filter((r) => !r.ok);
  return {
    results,
    failures,
    ...(apiExamples ? {apiExamples} : {}),
    passed: results.length - failures.length,
    failed: failures.length,
    counts,
    excludedPerFile: Object.fromEntries(
      Object.entries(excludedReasons).map(([file, reasons]) => [file, reasons.length]),
    ),
    excludedReasons,
    pages: selected.length,
    denoVersion,
    denoInvocations: deno.invocations,
    denoTime: Object.fromEntries(deno.timeBySubcommand),
    denoProcesses: deno.processes,
    cache: {hits: cache.hits, misses: cache.misses},
    durationMs: Date.now() - started,
  };
}

/** The modules generated for the examples (openapi-types.ts); a document it cannot read fails. */
function generatedModules(root: string, record: RecordResult): Map<string, string> {
  try {
    return providedModules(root);
  } catch (error) {
    record('json', API_DOCUMENT, 1, false, (error as Error).message);
    return new Map();
  }
}

/** A page must have its route to itself: the build serves one of two pages on a route. */
function checkOwnRoute(page: PageModel, routes: RouteIndex, record: RecordResult): void {
  const others = routes.othersOnRoute(page);
  const route = normalizeRoute(routes.permalink(page) ?? '');
  const message = `same route ${route} as ${others.map((other) => other.file).join(', ')}`;
  record('route', page.file, 1, others.length === 0, others.length > 0 ? message : undefined);
}

/** Runnable blocks run in parallel: each fixed port they listen on must belong to one block. */
function checkPorts(plan: Plan, record: RecordResult): void {
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
}

/**
 * The stages that start deno, in two phases: executions wait for the type-checks (a block that
 * does not type-check is not run; a `fails` block may fail in `deno check` already).
 */
async function runStages(ctx: StageContext, plan: Plan): Promise<void> {
  const failsTodo = failsToCheck(ctx, plan.fails);
  const typechecked: Typechecked = {ok: new Map(), fails: new Map()};
  await Promise.all([
    typecheckAll(
      ctx,
      plan.typecheck,
      failsTodo.map((check) => check.ref),
      typechecked,
    ),
    lintAll(ctx, plan.lint),
    ...plan.denoJson.map((ref) => validateDenoJson(ctx, ref)),
    ...plan.shell.map((cmd) => checkShellCommand(ctx, cmd)),
  ]);
  const runStarted = Date.now();
  await Promise.all([
    ...plan.run.map((ref) => runBlock(ctx, ref, typechecked.ok)),
    ...failsTodo.map((check) => confirmFails(ctx, check, typechecked.fails.get(check.ref))),
  ]);
  if (plan.run.length + failsTodo.length > 0) {
    ctx.log(`run and fails blocks done in ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
  }
}
