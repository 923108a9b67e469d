/**
 * Shell blocks: every `deno <subcommand> ...` must use a subcommand and flags that the pinned
 * deno lists in its `--help`. Help texts are parsed once per deno version and cached.
 *
 * Two cases the help text alone cannot settle, each decided by the pinned deno itself:
 * - Hidden flags (the `--unstable-*` feature flags, `--frozen`, `--cpu-prof`, ...) are accepted by
 *   deno but not listed in its help; such a flag is valid when `deno <subcommand> <flag> --help`
 *   exits 0 (deno's own argument parser rejects unknown flags before printing help), as for a
 *   flag named in inline code.
 * - `deno deploy` and `deno sandbox` download their help from jsr.io, which cannot be reached
 *   here: the subcommand is checked, its flags are not.
 */
import type {Deno} from './deno';
import type {ResultCache} from './cache';
import {hashOf} from './cache';
import {splitShellWords} from './meta';

type ValueKind = 'none' | 'required' | 'optional';

interface FlagSpec {
  takesValue: ValueKind;
}

interface SubcommandHelp {
  /** False when `deno <sub> --help` failed (needs the network). */
  available: boolean;
  /** Long (`--allow-net`) and short (`-A`) names. */
  flags: Record<string, FlagSpec>;
  /** Usage has a script/task/code argument: what follows the first positional is its own. */
  stopAtPositional: boolean;
}

interface TopHelp {
  subcommands: Record<string, {removed: boolean; description: string}>;
  globalFlags: Record<string, FlagSpec>;
}

export const SHELL_LANGS = new Set(['sh', 'bash', 'shell', 'console', 'zsh', 'shellsession']);

const FLAG_LINE = /^ {2,6}(?:(-[A-Za-z0-9]), )?(--[A-Za-z0-9][\w-]*)(.*)$/;
const SHORT_ONLY_LINE = /^ {2,6}(-[A-Za-z0-9])(?:\s|$)(.*)$/;

function valueKind(rest: string): ValueKind {
  if (rest.startsWith('[=')) return 'optional';
  if (/^ <[^>]+>/.test(rest)) return 'required';
  return 'none';
}

/** Parses the flag lines of a deno help text. */
export function parseFlags(help: string): Record<string, FlagSpec> {
  const flags: Record<string, FlagSpec> = {};
  for (const line of help.split('\n')) {
    const long = FLAG_LINE.exec(line);
    if (long) {
      const spec = {takesValue: valueKind(long[3] ?? '')};
      if (long[2]) flags[long[2]] = spec;
      if (long[1]) flags[long[1]] = spec;
      continue;
    }
    const short = SHORT_ONLY_LINE.exec(line);
    if (short?.[1]) flags[short[1]] = {takesValue: valueKind(short[2] ? ` ${short[2]}` : '')};
  }
  return flags;
}

export function parseTopHelp(help: string): TopHelp {
  const subcommands: TopHelp['subcommands'] = {};
  const lines = help.split('\n');
  const start = lines.findIndex((line) => line.trim() === 'Commands:');
  for (let i = start + 1; start >= 0 && i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') break;
    const match = /^ {2}([a-z][\w-]*)\s+(.*)$/.exec(line);
    if (match?.[1]) {
      const description = match[2] ?? '';
      subcommands[match[1]] = {description, removed: /\bwas removed\b/i.test(description)};
    }
  }
  const optionsAt = lines.findIndex((line) => line.trim() === 'Options:');
  const envAt = lines.findIndex((line, i) => i > optionsAt && /^\S/.test(line) && line.trim() !== '');
  const globalFlags = parseFlags(lines.slice(optionsAt, envAt === -1 ? undefined : envAt).join('\n'));
  return {subcommands, globalFlags};
}

export function parseSubcommandHelp(help: string): SubcommandHelp {
  const usage = /^Usage: deno \S+ (.*)$/m.exec(help)?.[1] ?? '';
  return {
    available: true,
    flags: parseFlags(help),
    stopAtPositional: /SCRIPT_ARG|SOURCE_FILE|TASK_NAME|CODE_ARG|\[CMD\]/.test(usage),
  };
}

/** A deno command found in a shell block. */
export interface DenoCommand {
  /** Line in the page. */
  line: number;
  /** The words after `deno`. */
  args: string[];
  text: string;
}

/** Splits a shell block into the `deno ...` commands it runs. */
export function extractDenoCommands(value: string, lang: string, firstLine: number): DenoCommand[] {
  const commands: DenoCommand[] = [];
  const physical = value.split('\n');
  for (let i = 0; i < physical.length; i++) {
    const startLine = firstLine + 1 + i;
    let logical = physical[i] ?? '';
    while (/\\\s*$/.test(logical) && i + 1 < physical.length) {
      logical = logical.replace(/\\\s*$/, ' ') + (physical[++i] ?? '');
    }
    let text = logical.trim();
    const prompt = /^(\$|%|PS>|PS [^>]*>)\s+/.exec(text);
    if (prompt) text = text.slice(prompt[0].length);
    else if (lang === 'console' || lang === 'shellsession') continue; // output lines
    for (const segment of splitSegments(stripComment(text))) {
      const words = splitShellWords(segment);
      while (words.length > 0) {
        const first = words[0] as string;
        if (/^[A-Za-z_]\w*=/.test(first) || ['sudo', 'time', 'exec', 'command', 'env'].includes(first)) {
          words.shift();
        } else break;
      }
      const head = words[0];
      if (head === 'deno' || head?.endsWith('/deno')) {
        commands.push({line: startLine, args: words.slice(1), text: segment.trim()});
      }
    }
  }
  return commands;
}

function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1] ?? ''))) return line.slice(0, i);
  }
  return line;
}

function splitSegments(line: string): string[] {
  const segments: string[] = [];
  let quote: string | null = null;
  let current = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quote) {
      if (ch === quote) quote = null;
      current += ch;
      continue;
    }
    if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === ';' || ch === '|' || (ch === '&' && line[i + 1] === '&')) {
      segments.push(current);
      current = '';
      if (line[i + 1] === ch) i++;
    } else current += ch;
  }
  segments.push(current);
  return segments.filter((s) => s.trim() !== '');
}

function looksLikeScript(word: string): boolean {
  return /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/.test(word) || /^(\.\.?\/|\/|https?:|jsr:|npm:|file:)/.test(word);
}

/**
 * Cache key of what deno's help says about a subcommand ('' for `deno --help`), or, with `flag`,
 * of whether deno accepts that hidden flag: they depend on the deno version and nothing else.
 */
export function helpKey(denoVersion: string, sub: string, flag?: string): string {
  return flag === undefined ? hashOf(denoVersion, 'help', sub) : hashOf(denoVersion, 'flag', sub, flag);
}

export class DenoShellChecker {
  private top: Promise<TopHelp> | undefined;
  private readonly subs = new Map<string, Promise<SubcommandHelp>>();
  private readonly hidden = new Map<string, Promise<boolean>>();

  constructor(
    private readonly deno: Deno,
    private readonly cache: ResultCache,
    private readonly version: string,
    private readonly limit: <T>(task: () => Promise<T>) => Promise<T>,
  ) {}

  private topHelp(): Promise<TopHelp> {
    this.top ??= this.cache.remember(helpKey(this.version, ''), async () => {
      const result = await this.limit(() => this.deno.run(['--help'], {cwd: this.deno.denoDir, timeoutMs: 30_000}));
      if (result.code !== 0) throw new Error(`deno --help failed: ${result.stderr}`);
      return parseTopHelp(result.stdout);
    });
    return this.top;
  }

  private subHelp(sub: string): Promise<SubcommandHelp> {
    let help = this.subs.get(sub);
    if (!help) {
      help = this.cache.remember(helpKey(this.version, sub), async () => {
        const result = await this.limit(() =>
          this.deno.run([sub, '--help'], {cwd: this.deno.denoDir, timeoutMs: 30_000}),
        );
        if (result.code !== 0 || !/^Usage:/m.test(result.stdout)) {
          return {available: false, flags: {}, stopAtPositional: true};
        }
        return parseSubcommandHelp(result.stdout);
      });
      this.subs.set(sub, help);
    }
    return help;
  }

  /** Hidden flags are not in --help: ask deno's own argument parser (`flag` as written, value too). */
  private hiddenFlagExists(sub: string, flag: string): Promise<boolean> {
    const key = `${sub} ${flag}`;
    let known = this.hidden.get(key);
    if (!known) {
      known = this.cache.remember(helpKey(this.version, sub, flag), async () => {
        const result = await this.limit(() =>
          this.deno.run([sub, flag, '--help'], {cwd: this.deno.denoDir, timeoutMs: 30_000}),
        );
        return result.code === 0;
      });
      this.hidden.set(key, known);
    }
    return known;
  }

  /** Checks the words after `deno`; returns the problems found (empty when valid). */
  async check(args: string[]): Promise<string[]> {
    const top = await this.topHelp();
    const problems: string[] = [];
    let i = 0;
    // Global flags before the subcommand (`deno --version`, `deno -q run ...`).
    while (i < args.length && (args[i] as string).startsWith('-')) {
      const word = args[i] as string;
      const name = word.split('=')[0] as string;
      if (!top.globalFlags[name]) {
        // `deno -A main.ts` is `deno run -A main.ts`.
        return this.checkFlags('run', args.slice(i), problems, '`deno --help` or `deno run --help`');
      }
      i++;
    }
    const sub = args[i];
    if (sub === undefined) return problems; // `deno` alone starts the REPL
    const info = top.subcommands[sub];
    if (!info) {
      if (looksLikeScript(sub)) return problems; // `deno main.ts` runs a script
      problems.push(`unknown deno subcommand "${sub}" (not in \`deno --help\`)`);
      return problems;
    }
    if (info.removed) problems.push(`\`deno ${sub}\` is not available in the pinned deno: ${info.description}`);
    return this.checkFlags(sub, args.slice(i + 1), problems);
  }

  private async checkFlags(
    sub: string,
    words: string[],
    problems: string[],
    where = `\`deno ${sub} --help\``,
  ): Promise<string[]> {
    const [help, top] = await Promise.all([this.subHelp(sub), this.topHelp()]);
    if (!help.available) return problems;
    const lookup = (name: string): FlagSpec | undefined =>
      help.flags[name] ?? (name === '-V' || name === '--version' ? undefined : top.globalFlags[name]);
    for (let j = 0; j < words.length; j++) {
      const word = words[j] as string;
      if (word === '--') break;
      if (word.startsWith('--')) {
        const name = word.split('=')[0] as string;
        const spec = lookup(name);
        if (!spec) {
          if (await this.hiddenFlagExists(sub, word)) continue;
          problems.push(`unknown flag ${name} for \`deno ${sub}\` (not in ${where})`);
          continue;
        }
        if (spec.takesValue === 'required' && !word.includes('=')) j++;
      } else if (/^-[A-Za-z]/.test(word)) {
        const letters = word.slice(1).split('=')[0] as string;
        for (let k = 0; k < letters.length; k++) {
          const name = `-${letters[k]}`;
          const spec = lookup(name);
          if (!spec) {
            problems.push(`unknown flag ${name} for \`deno ${sub}\` (not in ${where})`);
            break;
          }
          if (spec.takesValue !== 'none') {
            // The rest of the word is the value; a required value may be the next word.
            if (spec.takesValue === 'required' && k === letters.length - 1 && !word.includes('=')) j++;
            break;
          }
        }
      } else if (help.stopAtPositional) {
        break; // the script's own arguments follow
      }
    }
    return problems;
  }
}
