/**
 * The examples of /examples (src/plugins/gallery): each file parsed, type-checked (in two
 * batches) and linted (in one), then run as its header says: `run` and `test` with their output compared,
 * `serve` started and asked with its `$ curl` lines, with its stand-in first when it names one.
 * `jsr:@std/...` imports resolve to the vendored standard library. Results are cached by the same
 * keys the site's "Checked with Deno" mark looks up (src/plugins/gallery/checkKey.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ExampleProgram} from '../../src/plugins/gallery/source';
import type {ExampleFile} from '../../src/plugins/gallery/files';
import {
  EXAMPLES_DIR,
  STANDINS_DIR,
  STD_IMPORT_MAP,
  exampleKeys,
  standinSource,
  type ExampleStage,
} from '../../src/plugins/gallery/checkKey';
import {CHECK_TIMEOUT_MS, LINT_ARGS} from '../../src/plugins/examples/checkKey';
import {startDeno, type DenoResult} from './deno';
import {checkBatch, formatDiagnostic, type Diagnostic} from './typecheck';
import {lintProblems} from './stages/lint';
import {outputMatches, shortDiff, withoutTimings} from './output';
import {curlSteps, runCurl} from './curl';
import {firstLines, sanitize} from './workspace';
import type {StageContext} from './stage';
import type {RecordResult} from './types';

/** Records each file's parse, and each stand-in named but missing. */
export function checkExampleFiles(root: string, files: ExampleFile[], record: RecordResult): ExampleProgram[] {
  const ok: ExampleProgram[] = [];
  for (const {file, example, error} of files) {
    if (error) {
      record('parse', file, error.line, false, error.message.slice(`${file}:${error.line}: `.length));
      continue;
    }
    if (example?.standin && !fs.existsSync(path.join(root, STANDINS_DIR, `${example.standin}.ts`))) {
      record(
        'parse',
        file,
        1,
        false,
        `standin: ${example.standin} names no file ${STANDINS_DIR}/${example.standin}.ts`,
      );
      continue;
    }
    record('parse', file, 1, true);
    ok.push(example!);
  }
  return ok;
}

interface Todo {
  example: ExampleProgram;
  keys: Record<ExampleStage, string>;
}

export async function checkExamples(ctx: StageContext, root: string, examples: ExampleProgram[]): Promise<void> {
  if (examples.length === 0) return;
  const dir = path.join(ctx.tmp, 'examples');
  writeExampleDir(root, dir, examples);
  const todos: Todo[] = examples.map((example) => ({
    example,
    keys: exampleKeys(example, ctx, {standin: standinSource(root, example)}),
  }));
  const fileOf = (example: ExampleProgram): string => `${EXAMPLES_DIR}/${example.fileName}`;
  const cached = (todo: Todo, stage: ExampleStage): boolean | undefined => {
    const hit = ctx.cache.get<{ok: boolean; message?: string}>(todo.keys[stage]);
    if (!hit) return undefined;
    ctx.record(stage, fileOf(todo.example), 1, hit.ok, hit.message, true);
    return hit.ok;
  };
  const finish = (todo: Todo, stage: ExampleStage, ok: boolean, message?: string, line = 1, cache = true): boolean => {
    ctx.record(stage, fileOf(todo.example), line, ok, message);
    if (cache) ctx.cache.set(todo.keys[stage], {ok, ...(message ? {message} : {})});
    return ok;
  };

  // Type-check the examples, then lint them all with one deno lint.
  ctx.counts.typeChecked += todos.length;
  const typeOk = new Map<Todo, boolean>();
  const toCheck = todos.filter((todo) => {
    const hit = cached(todo, 'typecheck');
    if (hit !== undefined) typeOk.set(todo, hit);
    return hit === undefined;
  });
  if (toCheck.length > 0) {
    ctx.log(`type-checking ${toCheck.length} examples`);
    const options = {deno: ctx.deno, limit: ctx.limit, cwd: dir, args: ['check'], timeoutMs: CHECK_TIMEOUT_MS};
    const pathOf = (todo: Todo): string => path.join(dir, todo.example.fileName);
    // In two batches, then each example that had a problem again on its own: one program shares
    // one set of Node types, and an npm package that brings its own @types/node changes `node:`
    // for every example checked with it. So the examples without npm imports are checked apart
    // from those with; and since a reader runs each example alone, that result is the one that
    // counts.
    const withNpm = (todo: Todo): boolean => /["']npm:/.test(todo.example.source);
    const found = new Map<string, Diagnostic[]>();
    await Promise.all(
      [toCheck.filter((t) => !withNpm(t)), toCheck.filter(withNpm)]
        .filter((batch) => batch.length > 0)
        .map(async (batch) => {
          for (const [file, problems] of await checkBatch(batch.map(pathOf), options)) found.set(file, problems);
        }),
    );
    await Promise.all(
      [...found.keys()]
        .filter((file) => toCheck.some((todo) => pathOf(todo) === file))
        .map(async (file) => {
          found.set(file, (await checkBatch([file], options)).get(file) ?? []);
        }),
    );
    for (const todo of toCheck) {
      const problems = found.get(pathOf(todo)) ?? [];
      const first = problems[0];
      const message = problems.map(formatDiagnostic).join('; ');
      typeOk.set(
        todo,
        finish(
          todo,
          'typecheck',
          problems.length === 0,
          message ? sanitize(ctx.tmp, message) : undefined,
          first?.line ?? 1,
          !first?.fatal || !/did not finish/.test(first.message),
        ),
      );
    }
  }
  const toLint = todos.filter((todo) => cached(todo, 'lint') === undefined);
  if (toLint.length > 0) {
    const result = await ctx.limit(() =>
      ctx.deno.run([...LINT_ARGS, ...toLint.map((todo) => todo.example.fileName)], {
        cwd: dir,
        timeoutMs: CHECK_TIMEOUT_MS,
      }),
    );
    const problems = lintProblems(result.stdout);
    for (const todo of toLint) {
      if (!problems) finish(todo, 'lint', false, `deno lint failed: ${firstLines(result.stderr, 3)}`, 1, false);
      else {
        const found = problems.get(path.join(dir, todo.example.fileName)) ?? [];
        finish(todo, 'lint', found.length === 0, found.length ? `deno lint: ${found.join('; ')}` : undefined);
      }
    }
  }

  // Run what runs, each in a folder of its own.
  await Promise.all(
    todos
      .filter((todo) => todo.example.check.kind !== 'typecheck' && typeOk.get(todo) !== false)
      .map(async (todo) => {
        ctx.counts.run++;
        if (cached(todo, 'run') !== undefined) return;
        const outcome = await ctx.limit(() => execute(ctx, root, dir, todo.example));
        finish(todo, 'run', outcome.ok, outcome.message, todo.example.outputLine ?? 1, outcome.cache !== false);
      }),
  );
}

/** The examples' folder: each example and stand-in, and a deno.json that maps `jsr:@std/...` to the vendored copy. */
function writeExampleDir(root: string, dir: string, examples: ExampleProgram[]): void {
  fs.mkdirSync(path.join(dir, '_standins'), {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'deno.json'),
    JSON.stringify({importMap: path.join(root, STD_IMPORT_MAP), lock: false}),
  );
  for (const example of examples) fs.writeFileSync(path.join(dir, example.fileName), example.source);
  const standins = path.join(root, STANDINS_DIR);
  if (fs.existsSync(standins)) fs.cpSync(standins, path.join(dir, '_standins'), {recursive: true});
}

/** What a run's command adds for the checker: never prompt; a test is type-checked already. */
export function runArgs(example: ExampleProgram): string[] {
  const {kind, flags} = example.check;
  if (kind === 'test') return ['test', '--no-prompt', '--no-check', ...flags, example.fileName];
  return ['run', '--no-prompt', ...flags, example.fileName, ...example.args];
}

interface Outcome {
  ok: boolean;
  message?: string;
  cache?: boolean;
}

async function execute(ctx: StageContext, root: string, dir: string, example: ExampleProgram): Promise<Outcome> {
  const runDir = fs.mkdtempSync(path.join(ctx.tmp, 'ex-run-'));
  fs.copyFileSync(path.join(dir, 'deno.json'), path.join(runDir, 'deno.json'));
  fs.copyFileSync(path.join(dir, example.fileName), path.join(runDir, example.fileName));
  const stops: (() => void)[] = [];
  try {
    let standinUrl = '';
    if (example.standin) {
      fs.cpSync(path.join(dir, '_standins'), path.join(runDir, '_standins'), {recursive: true});
      const standin = startDeno(ctx.deno, ['run', '--no-prompt', '--allow-net', `_standins/${example.standin}.ts`], {
        cwd: runDir,
        env: {DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0'},
        timeoutMs: ctx.runTimeoutMs,
      });
      stops.push(standin.stop);
      const address = await standin.listening;
      if (!address) {
        return {
          ok: false,
          cache: false,
          message: `stand-in ${example.standin} printed no "Listening on" address: ${firstLines(standin.printed().stderr, 3)}`,
        };
      }
      standinUrl = address.replace(/\/$/, '');
    }
    const env = Object.fromEntries(
      example.env.map(({name, value}) => [name, value.replaceAll('{standin}', standinUrl)]),
    );
    const command = `deno ${runArgs(example).join(' ')}`;
    if (example.check.kind === 'serve') return await serve(ctx, runDir, example, env, stops, command);
    const result: DenoResult = await ctx.deno.run(runArgs(example), {
      cwd: runDir,
      timeoutMs: ctx.runTimeoutMs,
      env,
      ...(example.stdin !== undefined ? {stdin: example.stdin} : {}),
    });
    const isTest = example.check.kind === 'test';
    if (result.timedOut)
      return {ok: false, cache: false, message: `\`${command}\` did not finish in ${ctx.runTimeoutMs / 1000} s`};
    if (result.code !== 0) {
      const said = isTest ? `${result.stdout}\n${result.stderr}` : result.stderr;
      return {
        ok: false,
        message: sanitize(ctx.tmp, `\`${command}\` exited with ${result.code}: ${firstLines(said, isTest ? 12 : 4)}`),
      };
    }
    if (isTest && example.output === undefined) return {ok: true};
    const expected = isTest ? withoutTimings(example.output ?? '') : (example.output ?? '');
    const printed = isTest ? withoutTimings(result.stdout) : result.stdout;
    if (outputMatches(expected, printed)) return {ok: true};
    return {
      ok: false,
      message: `output of \`${command}\` differs from the /* Output: comment (- shown, + printed):\n${shortDiff(expected, printed)}`,
    };
  } finally {
    for (const stop of stops) stop();
    fs.rmSync(runDir, {recursive: true, force: true});
  }
}

async function serve(
  ctx: StageContext,
  runDir: string,
  example: ExampleProgram,
  env: Record<string, string>,
  stops: (() => void)[],
  command: string,
): Promise<Outcome> {
  let steps;
  try {
    steps = curlSteps(example.output ?? '');
  } catch (error) {
    return {ok: false, message: (error as Error).message};
  }
  const server = startDeno(ctx.deno, runArgs(example), {
    cwd: runDir,
    env: {...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0'},
    timeoutMs: ctx.runTimeoutMs,
  });
  stops.push(server.stop);
  const address = await server.listening;
  if (!address) {
    const {stderr} = server.printed();
    return {
      ok: false,
      cache: false,
      message: sanitize(ctx.tmp, `\`${command}\` printed no "Listening on" address: ${firstLines(stderr, 4)}`),
    };
  }
  for (const step of steps) {
    let printed: string;
    try {
      printed = await runCurl(step.request, address, ctx.runTimeoutMs);
    } catch (error) {
      return {ok: false, message: `\`${step.line.slice(2)}\` failed: ${(error as Error).message}`};
    }
    const expected = step.lines.join('\n');
    if (!outputMatches(expected, printed)) {
      return {
        ok: false,
        message: `\`${step.line.slice(2)}\` printed something else (- shown, + printed):\n${shortDiff(expected, printed)}`,
      };
    }
  }
  return {ok: true};
}
