/** `run` and `test` blocks: executed in a fresh copy of their snapshot, output compared. */
import type {CodeBlock} from '../markdown';
import {outputMatches, shortDiff, withoutTimings} from '../output';
import type {RunRef} from '../plan';
import {STAGE_INPUTS} from '../../../src/plugins/examples/checkKey';
import {cachedCheck, type Fresh, type Stage, type StageContext} from '../stage';
import {checkerArgs, commandLine} from '../commands';
import {firstLines, sanitize} from '../workspace';

export const runStage: Stage<RunRef> = {
  kind: 'run',
  inputs: STAGE_INPUTS.run,
};

/** Runs one block, unless its type-check failed (`checkOk`), which is reported already. */
export async function runBlock(ctx: StageContext, ref: RunRef, checkOk: Map<CodeBlock, boolean>): Promise<void> {
  if (checkOk.get(ref.block) === false) return;
  ctx.counts.run++;
  await cachedCheck(ctx, runStage, ref, () => execute(ctx, ref));
}

async function execute(ctx: StageContext, ref: RunRef): Promise<Fresh> {
  const flagProblems = await ctx.shell.check([ref.subcommand, ...ref.flags, ref.fileName]).catch(() => []);
  if (flagProblems.length > 0) {
    return {ok: false, message: `${ref.subcommand}="${ref.flags.join(' ')}": ${flagProblems.join('; ')}`};
  }
  const installError = await ctx.dirs.install(ref.snapshot);
  if (installError) return {ok: false, message: installError, cache: false};
  const dir = await ctx.dirs.runDir(ref.snapshot);
  const shown = {subcommand: ref.subcommand, flags: ref.flags, fileName: ref.fileName};
  const result = await ctx.limit(() => ctx.deno.run(checkerArgs(shown), {cwd: dir, timeoutMs: ctx.runTimeoutMs}));
  const command = commandLine(shown);
  const isTest = ref.subcommand === 'test';
  // deno test prints how long each test took; those figures vary from run to run.
  const printed = isTest ? withoutTimings(result.stdout) : result.stdout;
  const expected = isTest && ref.expected !== undefined ? withoutTimings(ref.expected) : ref.expected;
  let message: string | undefined;
  if (result.timedOut) {
    message = `\`${command}\` did not finish in ${ctx.runTimeoutMs / 1000} s (servers and other long-running programs cannot be \`run\`)`;
  } else if (result.code !== 0) {
    const said = isTest ? `${result.stdout}\n${result.stderr}` : result.stderr;
    message = sanitize(ctx.tmp, `\`${command}\` exited with ${result.code}: ${firstLines(said, isTest ? 12 : 4)}`);
  } else if (isTest && expected === undefined) {
    // A test block without an output block passes when every test passes.
  } else if (!outputMatches(expected ?? '', printed)) {
    message =
      expected === undefined
        ? `\`${command}\` printed output, but no \`\`\`text output block follows the block:\n${shortDiff('', printed)}`
        : `output of \`${command}\` differs from the \`\`\`text output block (- shown on the page, + printed):\n${shortDiff(expected, printed)}`;
  }
  // A time-out says as much about the machine's load as about the block: check it again next time.
  return {ok: message === undefined, message, ...(result.timedOut ? {cache: false} : {})};
}
