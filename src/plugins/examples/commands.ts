/**
 * The command line of a checked example: the one home of the rule that turns a block's marks into
 * `deno run --allow-read=notes.txt main.ts`. The checker runs it (with `--no-prompt` added, so a
 * missing permission fails instead of waiting for an answer, and `--no-check` for a test it has
 * type-checked already) and the site shows it under the block
 * (src/plugins/examples), so what the reader sees is what was run.
 */
import {executionOf, type FenceMeta} from './meta';

export interface ExampleCommand {
  subcommand: 'run' | 'test' | 'check';
  flags: string[];
  /** The block's file name (its `title`). */
  fileName: string;
}

/** A `deno check` diagnostic as deno prints it: `TS2322 [ERROR]: ...`. */
const TYPE_ERROR = /^TS\d+ \[ERROR\]/m;

/**
 * The command that produces a block's output: `deno run`/`deno test` with the flags of
 * `run="..."`/`test="..."` for runnable blocks; for a `fails` block, `deno check` when its output
 * block shows a type error (deno run does not type-check), else `deno run` with its flags.
 * Undefined for a block that is not executed.
 */
export function exampleCommand(meta: FenceMeta, fileName: string, expectedOutput?: string): ExampleCommand | undefined {
  const execution = executionOf(meta);
  if (meta.fails) {
    if (expectedOutput !== undefined && TYPE_ERROR.test(expectedOutput)) {
      return {subcommand: 'check', flags: [], fileName};
    }
    return {subcommand: 'run', flags: execution?.flags ?? [], fileName};
  }
  return execution ? {subcommand: execution.subcommand, flags: execution.flags, fileName} : undefined;
}

/**
 * `deno test` type-checks what it runs, but the checker has type-checked every test block already
 * (one that fails is not run), so that check would only repeat it: it was most of each test
 * block's time. Not when the block's flags choose the checking themselves (`--doc` type-checks
 * the JSDoc examples, which is the point of such a block).
 */
function skipsRepeatedCheck(command: ExampleCommand): boolean {
  return command.subcommand === 'test' && !command.flags.some((flag) => /^--(doc|check|no-check)\b/.test(flag));
}

/** What the checker passes to deno: the shown command, never prompting for a permission. */
export function checkerArgs(command: ExampleCommand): string[] {
  const noPrompt = command.subcommand === 'check' ? [] : ['--no-prompt'];
  const noCheck = skipsRepeatedCheck(command) ? ['--no-check'] : [];
  return [command.subcommand, ...noPrompt, ...noCheck, ...command.flags, command.fileName];
}

/** A word as a POSIX shell needs it written: plain when safe, else the value part in quotes. */
export function shellWord(word: string): string {
  if (/^[\w@%+=:,./-]+$/.test(word)) return word;
  const quoted = (text: string): string => `"${text.replace(/(["\\$`])/g, '\\$1')}"`;
  const flag = /^(-[\w-]+=)(.*)$/s.exec(word);
  return flag ? `${flag[1]}${quoted(flag[2] ?? '')}` : quoted(word);
}

/** The command as the reader types it: `deno run --allow-read=notes.txt main.ts`. */
export function commandLine(command: ExampleCommand): string {
  return ['deno', command.subcommand, ...command.flags, command.fileName].map(shellWord).join(' ');
}

/**
 * Whether a `deno ...` command written in a shell block (its words after `deno`) is the same
 * command: same subcommand, the script last (nothing passed to it), the same flags in any order.
 */
export function sameCommand(written: string[], command: ExampleCommand): boolean {
  const [subcommand, ...rest] = written;
  const script = rest.at(-1);
  if (subcommand !== command.subcommand || script === undefined) return false;
  const file = (name: string): string => name.replace(/^\.\//, '');
  if (file(script) !== file(command.fileName)) return false;
  const sorted = (flags: string[]): string => JSON.stringify([...flags].sort());
  return sorted(rest.slice(0, -1)) === sorted(command.flags);
}
