/**
 * Parses the help texts the pinned deno prints (`deno --help`, `deno <command> --help=full`) into
 * a model the reference pages are rendered from. deno's help has a small, regular shape: an
 * about paragraph, a `Usage:` line, then sections (`Options:`, `Permission options:`, ...) whose
 * entries start at a small indent (`  -A, --allow-all`, `      --check[=<VALUE>]`,
 * `  DENO_DIR`) with their description after two or more spaces and continuation lines indented
 * further. A line of another shape is an error naming the command and line, so a deno upgrade
 * that changes the format fails the build instead of dropping options silently.
 */

export interface CliOption {
  /** `-A` */
  short?: string;
  /** `--allow-all` */
  long?: string;
  /** What follows the names: `[=<PATH>...]`, ` <VALUE>`, or empty. */
  value: string;
  /** Description paragraphs (continuation lines joined). */
  description: string[];
  /** Usage examples the help gives on lines of their own (`--allow-read="/etc"`). */
  examples: string[];
  defaultValue?: string;
  possibleValues?: string[];
  /** Marked `(Unstable)` by the help. */
  unstable: boolean;
  /** `Docs:` links of the entry. */
  docs: string[];
}

export interface CliEnvVar {
  name: string;
  description: string[];
  examples: string[];
}

export interface CliSection {
  title: string;
  /** The section's `Docs:` link. */
  docs?: string;
  options: CliOption[];
  envVars: CliEnvVar[];
}

export interface CliCommandSummary {
  name: string;
  summary: string;
}

export interface CliHelp {
  about: string[];
  usage: string;
  commands: CliCommandSummary[];
  sections: CliSection[];
}

export class HelpParseError extends Error {}

const SECTION_HEADER = /^(\S[^:]*):\s*$/;
const DOCS_LINE = /^\s*Docs: (https?:\/\/\S+)\s*$/;
const ENTRY_LINE = /^( {2,6})(\S.*)$/;
const OPTION_SPEC =
  /^(?:(-[A-Za-z0-9?])(?:, |(?=\s|\[|$)))?(--[A-Za-z0-9][\w-]*)?(\S*(?: \[?<[^>]+>(?:\.\.\.)?\]?| \[[A-Z_]+\.\.\.\])?)$/;
const ENV_NAME = /^[A-Z][A-Z0-9_]+$/;

/** Splits an entry line into what it names and its description (after two or more spaces). */
function splitEntry(text: string): [string, string] {
  // A long variable name may leave a single space before its description.
  const envVar = /^([A-Z][A-Z0-9_]+)\s+(.*)$/.exec(text);
  if (envVar) return [envVar[1]!, envVar[2]!];
  const gap = /\s{2,}/.exec(text);
  return gap ? [text.slice(0, gap.index), text.slice(gap.index + gap[0].length)] : [text, ''];
}

function parseOptionSpec(spec: string): Pick<CliOption, 'short' | 'long' | 'value'> | undefined {
  const match = OPTION_SPEC.exec(spec);
  if (!match || (!match[1] && !match[2])) return undefined;
  return {short: match[1], long: match[2], value: match[3] ?? ''};
}

/** Pulls `[default: x]`, `[possible values: a, b]` and `(Unstable)` out of the description. */
function finishOption(option: CliOption): CliOption {
  const rest: string[] = [];
  for (const paragraph of option.description) {
    let text = paragraph;
    text = text.replace(/\s*\[default: ([^\]]+)\]/, (_m, value: string) => {
      option.defaultValue = value;
      return '';
    });
    text = text.replace(/\s*\[possible values: ([^\]]+)\]/, (_m, values: string) => {
      option.possibleValues = values.split(',').map((v) => v.trim());
      return '';
    });
    text = text.replace(/^\(Unstable\)\s*/, () => {
      option.unstable = true;
      return '';
    });
    if (text.trim()) rest.push(text.trim());
  }
  option.description = rest;
  return option;
}

/** Parses one help text; `command` names it in errors (`deno run --help=full`). */
export function parseHelp(text: string, command: string): CliHelp {
  const lines = text.replace(/\r/g, '').split('\n');
  const fail = (index: number, why: string): never => {
    throw new HelpParseError(`${command}: line ${index + 1}: ${why}: ${JSON.stringify(lines[index])}`);
  };
  const usageAt = lines.findIndex((line) => line.startsWith('Usage: '));
  if (usageAt < 0) throw new HelpParseError(`${command}: no "Usage:" line in the help text`);
  const help: CliHelp = {
    about: paragraphs(lines.slice(0, usageAt)),
    usage: lines[usageAt]!.slice('Usage: '.length).trim(),
    commands: [],
    sections: [],
  };

  let section: CliSection | undefined;
  let inCommands = false;
  // The entry that continuation lines belong to, and the indent they must exceed.
  let current: {description: string[]; examples: string[]; long?: string; name?: string} | undefined;
  let entryIndent = 0;
  let paragraphBreak = false;

  for (let i = usageAt + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      paragraphBreak = current !== undefined;
      continue;
    }
    const header = SECTION_HEADER.exec(line);
    if (header && !line.startsWith(' ') && !DOCS_LINE.test(line)) {
      current = undefined;
      inCommands = header[1] === 'Commands';
      section = inCommands ? undefined : {title: header[1]!, options: [], envVars: []};
      if (section) help.sections.push(section);
      continue;
    }
    const docs = DOCS_LINE.exec(line);
    if (docs && !line.startsWith(' ')) {
      if (!section) fail(i, 'a Docs: line outside a section');
      section!.docs = docs[1];
      continue;
    }
    const indent = /^ */.exec(line)![0].length;
    if (current && indent > entryIndent && !(indent <= 6 && ENTRY_LINE.test(line) && looksLikeEntry(line.trim()))) {
      const textLine = line.trim();
      const docLink = DOCS_LINE.exec(line);
      if (docLink && 'docs' in current) (current as CliOption).docs.push(docLink[1]!);
      else if (isExample(textLine, current)) current.examples.push(textLine);
      else if (paragraphBreak || current.description.length === 0) current.description.push(textLine);
      else current.description[current.description.length - 1] += ` ${textLine}`;
      paragraphBreak = false;
      continue;
    }
    const entry = ENTRY_LINE.exec(line);
    if (!entry) fail(i, 'not an entry, a continuation or a section header');
    const [spec, description] = splitEntry(entry![2]!);
    entryIndent = entry![1]!.length;
    paragraphBreak = false;
    if (inCommands) {
      help.commands.push({name: spec, summary: description});
      current = {description: [], examples: []};
      continue;
    }
    if (!section) fail(i, 'an entry before any section');
    if (ENV_NAME.test(spec)) {
      const envVar: CliEnvVar = {name: spec, description: description ? [description] : [], examples: []};
      section!.envVars.push(envVar);
      current = envVar;
      continue;
    }
    const names = parseOptionSpec(spec);
    if (!names) fail(i, 'cannot read the option names');
    const option: CliOption = {
      ...names!,
      description: description ? [description] : [],
      examples: [],
      unstable: false,
      docs: [],
    };
    section!.options.push(option);
    current = option;
  }
  for (const s of help.sections) s.options = s.options.map(finishOption);
  return help;
}

function looksLikeEntry(text: string): boolean {
  const [spec] = splitEntry(text);
  return ENV_NAME.test(spec) || parseOptionSpec(spec) !== undefined;
}

/** `--allow-read  |  --allow-read="/etc"` under --allow-read, `DENO_X=1 deno run main.ts` under DENO_X. */
function isExample(text: string, entry: {long?: string; name?: string}): boolean {
  if (entry.long && text.startsWith(entry.long)) return true;
  return entry.name !== undefined && text.startsWith(`${entry.name}=`);
}

function paragraphs(lines: string[]): string[] {
  const out: string[] = [];
  let open = false;
  for (const line of lines) {
    if (line.trim() === '') {
      open = false;
      continue;
    }
    if (open) out[out.length - 1] += ` ${line.trim()}`;
    else out.push(line.trim());
    open = true;
  }
  return out;
}
