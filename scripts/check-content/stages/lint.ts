/**
 * Parse-only blocks (they import jsr:/https: modules, which cannot be fetched here): parsed and
 * linted with one `deno lint`, not type-checked.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {stripAnsi} from '../deno';
import type {LintRef} from '../plan';
import {CachedCheck, type Stage, type StageContext} from '../stage';
import {firstLines, sanitize} from '../workspace';
import {CHECK_TIMEOUT_MS, LINT_ARGS, STAGE_INPUTS} from '../../../src/plugins/examples/checkKey';

export const lintStage: Stage<LintRef> = {
  kind: 'lint',
  inputs: STAGE_INPUTS.lint,
};

interface LintJson {
  diagnostics: {filename: string; range: {start: {line: number; col: number}}; message: string; code: string}[];
  errors: {file_path: string; message: string}[];
}

export async function lintAll(ctx: StageContext, refs: LintRef[]): Promise<void> {
  const todo: {check: CachedCheck<LintRef>; path: string}[] = [];
  for (const ref of refs) {
    const check = new CachedCheck(ctx, lintStage, ref);
    if (!check.hit) todo.push({check, path: path.join(ctx.dirs.dirOf(ref.snapshot), ref.fileName)});
  }
  if (todo.length === 0) return;
  ctx.log(`linting ${todo.length} parse-only blocks`);
  const result = await ctx.limit(() =>
    ctx.deno.run([...LINT_ARGS, ...todo.map((t) => t.path)], {cwd: ctx.tmp, timeoutMs: CHECK_TIMEOUT_MS}),
  );
  const problems = lintProblems(result.stdout);
  for (const {check, path: filePath} of todo) {
    const {reason} = check.ref;
    if (!problems) {
      check.finish({ok: false, message: `deno lint failed: ${firstLines(result.stderr, 3)}`, cache: false});
      continue;
    }
    const found = problems.get(filePath) ?? [];
    const ok = found.length === 0;
    const message = ok
      ? `not type-checked: it ${reason}`
      : sanitize(ctx.tmp, `lint (not type-checked, it ${reason}): ${found.join('; ')}`);
    check.finish({ok, message});
  }
}

/** File path -> its problems, from `deno lint --json`; undefined when the output is not that JSON. */
export function lintProblems(stdout: string): Map<string, string[]> | undefined {
  let parsed: LintJson | null;
  try {
    parsed = JSON.parse(stdout) as LintJson | null;
  } catch {
    return undefined;
  }
  if (!parsed) return undefined;
  const problems = new Map<string, string[]>();
  const add = (p: string, message: string): void => {
    problems.set(p, [...(problems.get(p) ?? []), message]);
  };
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
  return problems;
}
