/**
 * `fails` blocks: confirmed to fail with the error their output block shows, from `deno check`
 * (diagnostics collected by the type-check stage) or else from `deno run`.
 */
import {stripAnsi} from '../deno';
import {outputContains} from '../output';
import {checkerArgs, commandLine, exampleCommand} from '../commands';
import type {FailsRef} from '../plan';
import {CachedCheck, type Fresh, type Stage, type StageContext} from '../stage';
import {sanitize} from '../workspace';
import {type FailsCheck} from './typecheck';
import {STAGE_INPUTS} from '../../../src/plugins/examples/checkKey';

export const failsStage: Stage<FailsRef> = {
  kind: 'fails',
  inputs: STAGE_INPUTS.fails,
};

/** The cached outcome of each `fails` block is recorded here; the rest are returned, to be checked. */
export function failsToCheck(ctx: StageContext, refs: FailsRef[]): CachedCheck<FailsRef>[] {
  ctx.counts.fails += refs.length;
  return refs.map((ref) => new CachedCheck(ctx, failsStage, ref)).filter((check) => !check.hit);
}

export async function confirmFails(
  ctx: StageContext,
  check: CachedCheck<FailsRef>,
  checked: FailsCheck | undefined,
): Promise<void> {
  check.finish(await failure(ctx, check.ref, checked));
}

async function failure(ctx: StageContext, ref: FailsRef, checked: FailsCheck | undefined): Promise<Fresh> {
  if (!checked || 'error' in checked) {
    return {ok: false, message: checked?.error ?? 'could not be type-checked', cache: false};
  }
  let failedWith: string;
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
    if (!typeError) {
      return {ok: false, message: 'its output block shows a `TS<code> [ERROR]` line, but it has no type error'};
    }
  } else {
    const dir = await ctx.dirs.runDir(ref.snapshot);
    const result = await ctx.limit(() => ctx.deno.run(checkerArgs(shown), {cwd: dir, timeoutMs: ctx.runTimeoutMs}));
    failedWith = `${result.stdout}\n${result.stderr}`;
    if (result.timedOut) {
      // Not cached: a time-out says as much about the machine's load as about the block.
      return {
        ok: false,
        message: `marked \`fails\`, but \`${how}\` did not finish in ${ctx.runTimeoutMs / 1000} s`,
        cache: false,
      };
    }
    if (result.code === 0) {
      const message = typeError
        ? 'it fails with a type error, which `deno run` does not report: show its `TS<code> [ERROR]` line, so the page shows `deno check`'
        : 'marked `fails`, but it type-checks and runs without an error';
      return {ok: false, message};
    }
  }
  if (outputContains(ref.expected, failedWith)) return {ok: true};
  const printed = stripAnsi(sanitize(ctx.tmp, failedWith))
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^(Check|Download) /.test(line))
    .slice(0, 6)
    .map((line) => `  ${line}`)
    .join('\n');
  const hint =
    typeError && shown.subcommand === 'run'
      ? '\n  (it has a type error, which only `deno check` reports: show its `TS<code> [ERROR]` line)'
      : '';
  return {
    ok: false,
    message: `fails, but not with the error the output block shows; \`${how}\` printed:\n${printed}${hint}`,
  };
}
