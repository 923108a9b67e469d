/**
 * What a piece of inline code in prose names on the CLI: `deno test`, `deno fmt --line-width=100`,
 * `--allow-net`, `-A`. One home for the rule, used by the remark plugin that links such code to
 * its reference anchor and by the content checker that fails on a flag the command lacks.
 */
import type {CliModel} from './generate';
import type {CliOption} from './help';
import {CLI_BASE, COMMAND_GUIDES} from './data';

export type Mention =
  | {kind: 'command'; command: string; flag?: string; href: string}
  | {kind: 'unknown-command'; command: string}
  | {kind: 'unknown-flag'; command: string | undefined; flag: string};

const COMMAND_CODE = /^deno ([a-z][\w-]*)(?:\s+(.*))?$/;
// A long flag, or a one-letter short flag (`-A`); `-wal` is a file suffix, not a deno flag.
const FLAG_CODE = /^(--[A-Za-z][\w-]*|-[A-Za-z])(?:[= ].*)?$/;

/** Every name of every option of a command (`-A`, `--allow-all`), each to its anchor (`--allow-all`). */
function flagsOf(model: CliModel, command: string): Map<string, string> {
  const help = model.commands.find((c) => c.name === command)?.help;
  const global = model.top.sections.flatMap((s) => s.options);
  const options: CliOption[] = [...(help?.sections.flatMap((s) => s.options) ?? []), ...global];
  const names = new Map<string, string>();
  for (const option of options) {
    const anchor = option.long ?? option.short ?? '';
    for (const name of [option.long, option.short]) if (name && !names.has(name)) names.set(name, anchor);
  }
  return names;
}

/**
 * The command a guide page is about, from the guides the reference links to: the first command
 * whose guide is the whole page (a page with a section on another command is not that command's).
 */
export function commandOfPage(permalink: string): string | undefined {
  return Object.entries(COMMAND_GUIDES).find(
    ([, guide]) => !guide.includes('#') && guide.replace(/\/$/, '') === permalink.replace(/\/$/, ''),
  )?.[0];
}

/** Flags deno accepts without listing them in --help: `--unstable-*` feature flags. */
function unlisted(flag: string): boolean {
  return flag.startsWith('--unstable-') || flag === '--help' || flag === '-h' || flag === '--version' || flag === '-V';
}

export function resolveMention(code: string, model: CliModel, pageCommand?: string): Mention | undefined {
  const text = code.trim();
  const commandMatch = COMMAND_CODE.exec(text);
  if (commandMatch) {
    const command = commandMatch[1]!;
    if (!model.commands.some((c) => c.name === command)) return {kind: 'unknown-command', command};
    // Only a flag right after the command is its own: in `deno task dev --port 3000` or
    // `deno test -- --update`, what follows the task name or `--` belongs to the program.
    const first = (commandMatch[2] ?? '').split(/\s+/)[0] ?? '';
    const flag = first === '--' ? undefined : FLAG_CODE.exec(first)?.[1];
    const help = model.commands.find((c) => c.name === command)?.help;
    if (flag && help && !unlisted(flag) && !flagsOf(model, command).has(flag))
      return {kind: 'unknown-flag', command, flag};
    const target = flag && help ? flagsOf(model, command).get(flag) : undefined;
    const anchor = target ? `#${target}` : '';
    return {kind: 'command', command, flag, href: `${CLI_BASE}/${command}${anchor}`};
  }
  const flagMatch = FLAG_CODE.exec(text);
  if (!flagMatch || text.includes(' ')) return undefined;
  const flag = flagMatch[1]!;
  if (unlisted(flag)) return undefined;
  const candidates = [pageCommand, 'run', ...model.commands.map((c) => c.name)].filter(
    (c): c is string => c !== undefined,
  );
  const command = candidates.find((c) => flagsOf(model, c).has(flag));
  if (!command) return {kind: 'unknown-flag', command: pageCommand, flag};
  return {kind: 'command', command, flag, href: `${CLI_BASE}/${command}#${flagsOf(model, command).get(flag)}`};
}
