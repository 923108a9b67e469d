/**
 * An example program as its file says it: `examples/<slug>.ts`, a header block comment of
 * `key: value` lines, steps (a paragraph of `//` comments at column 0 after a blank line, then
 * the code up to the next such paragraph) and an `Output:` block comment. The site builds the
 * example's page from this, and the content checker runs what the header says; both read it
 * here. Mistakes are reported with the file's line. AUTHORING.md, "Examples", is the guide.
 */
import {CATEGORY_IDS, type CategoryId} from './categories';

export type CheckKind = 'run' | 'serve' | 'test' | 'typecheck';

export interface ExampleCheck {
  kind: CheckKind;
  /** deno's flags for `run`, `serve` and `test`. */
  flags: string[];
  /** Why a `typecheck` example is never run (shown to readers). */
  reason?: string;
}

export interface ExampleStep {
  /** The step's prose, Markdown (the comment markers removed). */
  prose: string;
  code: string;
  /** Line of the step's first comment line (or first code line). */
  line: number;
}

export interface ExampleProgram {
  slug: string;
  /** The file's name, `read_lines.ts`. */
  fileName: string;
  source: string;
  title: string;
  description: string;
  category: CategoryId;
  check: ExampleCheck;
  args: string[];
  stdin?: string;
  env: {name: string; value: string}[];
  standin?: string;
  keywords: string[];
  steps: ExampleStep[];
  /** The Output comment's text; for a server, its `$ curl` lines and what each prints. */
  output?: string;
  outputLine?: number;
}

export class ExampleError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
  }
}

const HEADER_KEYS = ['title', 'description', 'category', 'check', 'stdin', 'args', 'env', 'keywords', 'standin'];
const SLUG = /^[a-z0-9][a-z0-9_]*$/;

/** Words as a shell splits them (quotes group; no expansion). */
export function shellWords(input: string): string[] {
  const words: string[] = [];
  let current: string | undefined;
  let quote: string | undefined;
  for (const char of input) {
    if (quote) {
      if (char === quote) quote = undefined;
      else current = (current ?? '') + char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current ??= '';
    } else if (/\s/.test(char)) {
      if (current !== undefined) words.push(current);
      current = undefined;
    } else current = (current ?? '') + char;
  }
  if (quote) throw new Error(`unclosed ${quote} in: ${input}`);
  if (current !== undefined) words.push(current);
  return words;
}

function parseCheck(value: string, fail: (message: string) => never): ExampleCheck {
  const [kind = '', ...rest] = value.trim().split(/\s+/);
  if (kind === 'typecheck') {
    const reason = value.trim().slice('typecheck'.length).trim();
    if (!reason) fail('`check: typecheck` needs the reason the example is not run, after the word');
    return {kind, flags: [], reason};
  }
  if (kind !== 'run' && kind !== 'serve' && kind !== 'test') {
    fail(`\`check: ${kind}\` is not a check; use run, serve, test or typecheck <reason>`);
  }
  const flags = shellWords(rest.join(' '));
  const notFlag = flags.find((flag) => !flag.startsWith('-'));
  if (notFlag !== undefined)
    fail(`\`check: ${kind}\` takes deno flags only; \`${notFlag}\` is not a flag (use \`args:\`)`);
  return {kind, flags};
}

/** Reads one example file; throws ExampleError naming the line of the first mistake. */
export function parseExample(file: string, source: string): ExampleProgram {
  const fileName = file.split('/').pop() ?? file;
  const slug = fileName.replace(/\.tsx?$/, '');
  const lines = source.split('\n');
  const fail = (line: number, message: string): never => {
    throw new ExampleError(file, line, message);
  };
  if (!/\.tsx?$/.test(fileName)) fail(1, 'an example is a .ts or .tsx file');
  if (!SLUG.test(slug)) fail(1, `the file name \`${fileName}\` is its URL: lower case letters, digits and _ only`);
  if (lines[0]?.trim() !== '/**') fail(1, 'an example starts with its header: a `/**` line, then `key: value` lines');

  // The header.
  const header = new Map<string, {value: string; line: number}[]>();
  let index = 1;
  for (; index < lines.length && lines[index]!.trim() !== '*/'; index++) {
    const text = lines[index]!.replace(/^\s*\*\s?/, '');
    if (text.trim() === '') continue;
    const match = /^([a-z]+):\s*(.*)$/.exec(text);
    if (!match) fail(index + 1, `a header line is \`key: value\`; got \`${text.trim()}\``);
    const [, key = '', value = ''] = match!;
    if (!HEADER_KEYS.includes(key)) fail(index + 1, `unknown header key \`${key}\` (known: ${HEADER_KEYS.join(', ')})`);
    if (key !== 'env' && header.has(key)) fail(index + 1, `\`${key}\` is given twice`);
    header.set(key, [...(header.get(key) ?? []), {value: value.trim(), line: index + 1}]);
  }
  if (index >= lines.length) fail(1, 'the header comment is never closed with ` */`');
  const one = (key: string): {value: string; line: number} | undefined => header.get(key)?.[0];
  const required = (key: string): {value: string; line: number} => {
    const entry = one(key);
    if (!entry || entry.value === '') fail(1, `the header needs \`${key}:\``);
    return entry!;
  };
  const title = required('title').value;
  const description = required('description').value;
  const category = required('category');
  if (!CATEGORY_IDS.includes(category.value)) {
    fail(category.line, `unknown category \`${category.value}\` (known: ${CATEGORY_IDS.join(', ')})`);
  }
  const checkEntry = required('check');
  const check = parseCheck(checkEntry.value, (message) => fail(checkEntry.line, message));
  const args = one('args');
  const env = (header.get('env') ?? []).map(({value, line}) => {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(value);
    if (!match) fail(line, `\`env: ${value}\` is not NAME=value`);
    return {name: match![1]!, value: match![2]!};
  });
  const standin = one('standin')?.value;
  if (standin !== undefined && !SLUG.test(standin))
    fail(one('standin')!.line, `\`standin: ${standin}\` names no stand-in`);
  if (standin === undefined && env.some((e) => e.value.includes('{standin}'))) {
    fail(header.get('env')![0]!.line, '`{standin}` is used but no `standin:` is named');
  }
  const stdinValue = one('stdin')?.value;

  // The body: steps, then the output comment.
  const body = lines.slice(index + 1);
  const firstBodyLine = index + 2;
  let output: string | undefined;
  let outputLine: number | undefined;
  let end = body.length;
  const outputStart = body.findIndex((line) => /^\/\*\s*Output:\s*$/.test(line));
  if (outputStart >= 0) {
    const close = body.findIndex((line, i) => i > outputStart && line.trim() === '*/');
    if (close < 0) fail(firstBodyLine + outputStart, 'the `/* Output:` comment is never closed with `*/`');
    if (body.slice(close + 1).some((line) => line.trim() !== '')) {
      fail(firstBodyLine + close + 1, 'nothing may follow the `/* Output:` comment');
    }
    output = body.slice(outputStart + 1, close).join('\n');
    outputLine = firstBodyLine + outputStart;
    end = outputStart;
  } else {
    const stray = body.findIndex((line) => /^\/\*/.test(line));
    if (stray >= 0) fail(firstBodyLine + stray, 'a block comment at column 0 must be the `/* Output:` comment');
  }
  if (check.kind === 'serve' && !(output ?? '').split('\n').some((line) => line.startsWith('$ curl '))) {
    fail(outputLine ?? checkEntry.line, 'a `serve` example needs `$ curl ...` lines in its `/* Output:` comment');
  }

  const steps: ExampleStep[] = [];
  let current: {prose: string[]; code: string[]; line: number} | undefined;
  for (let i = 0; i < end; i++) {
    const line = body[i]!;
    const startsProse = /^\/\/( |$)/.test(line) && (i === 0 || body[i - 1]!.trim() === '' || current === undefined);
    const continuesProse = current !== undefined && current.code.length === 0 && /^\/\/( |$)/.test(line);
    if (continuesProse) current!.prose.push(line.replace(/^\/\/ ?/, ''));
    else if (startsProse) {
      if (current) steps.push(finishStep(current));
      current = {prose: [line.replace(/^\/\/ ?/, '')], code: [], line: firstBodyLine + i};
    } else if (current) current.code.push(line);
    else if (line.trim() !== '') {
      current = {prose: [], code: [line], line: firstBodyLine + i};
    }
  }
  if (current) steps.push(finishStep(current));
  if (steps.length === 0 || steps.every((step) => step.code.trim() === ''))
    fail(firstBodyLine, 'the example has no code');
  // The imports may come first, before any prose; every later step starts with its prose.
  const missingProse = steps.find((step, i) => i > 0 && step.prose.trim() === '');
  if (missingProse)
    fail(missingProse.line, 'every step starts with its prose: a `//` comment paragraph after a blank line');

  return {
    slug,
    fileName,
    source,
    title,
    description,
    category: category.value as CategoryId,
    check,
    args: args ? shellWords(args.value) : [],
    ...(stdinValue !== undefined ? {stdin: stdinValue.replace(/\\n/g, '\n')} : {}),
    env,
    ...(standin !== undefined ? {standin} : {}),
    keywords: (one('keywords')?.value ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    steps,
    ...(output !== undefined ? {output, outputLine: outputLine!} : {}),
  };
}

function finishStep(step: {prose: string[]; code: string[]; line: number}): ExampleStep {
  return {
    prose: step.prose.join('\n').trim(),
    code: step.code
      .join('\n')
      .replace(/^(\s*\n)+/, '')
      .replace(/\s+$/, ''),
    line: step.line,
  };
}
