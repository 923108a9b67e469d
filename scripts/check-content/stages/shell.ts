/**
 * `deno ...` commands in shell blocks, against the pinned deno's help (shell.ts). Not cached per
 * command: the help texts they are checked against are (per deno version and subcommand).
 */
import type {ShellCommandRef} from '../plan';
import type {StageContext} from '../stage';

export async function checkShellCommand(ctx: StageContext, cmd: ShellCommandRef): Promise<void> {
  try {
    const problems = await ctx.shell.check(cmd.args);
    const ok = problems.length === 0;
    ctx.record('shell', cmd.file, cmd.line, ok, ok ? undefined : `\`${cmd.text}\`: ${problems.join('; ')}`);
  } catch (error) {
    ctx.record('shell', cmd.file, cmd.line, false, `could not check \`${cmd.text}\`: ${(error as Error).message}`);
  }
}
