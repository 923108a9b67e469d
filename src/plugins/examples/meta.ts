/**
 * Parsing of a code fence's info string: ```ts title="main.ts" run="--allow-net"
 *
 * The checker's annotations are meta words (AUTHORING.md, "Code blocks and the content
 * checker"): `run`, `run="flags"`, `test`, `test="flags"`, `output`, `fails`, `nocheck="reason"`. Docusaurus renders only
 * `title="..."` (and line highlights / showLineNumbers); it ignores every other meta word.
 */

export interface FenceMeta {
  /** `title="main.ts"`: shown by the site; the file name of the block when it looks like a path. */
  title?: string;
  /** `run` (true) or `run="--allow-net"` (the flags). */
  run?: true | string;
  /** `test` (true) or `test="--allow-read"`: run with `deno test` instead of `deno run`. */
  test?: true | string;
  /** `nocheck` (true: reason missing) or `nocheck="reason"`. */
  nocheck?: true | string;
  /** `fails`: the block must fail; its error is shown in the next `output` block. */
  fails: boolean;
  /** `output`: the expected output of the previous `run`/`fails` block. */
  output: boolean;
  /** `lint="incorrect"` or `lint="correct"`: a lint rule page's example, checked by `deno lint`. */
  lint?: 'incorrect' | 'correct';
}

const TOKEN = /([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'{}]+)))?|\{[^}]*\}|\S+/g;

export function parseMeta(meta: string | null | undefined): FenceMeta {
  const result: FenceMeta = {fails: false, output: false};
  if (!meta) return result;
  for (const match of meta.matchAll(TOKEN)) {
    const key = match[1];
    if (!key) continue; // {1,3-4} line highlights and other tokens
    const hasValue = match[2] !== undefined || match[3] !== undefined || match[4] !== undefined;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    switch (key) {
      case 'title':
        if (hasValue) result.title = value;
        break;
      case 'run':
        result.run = hasValue ? value : true;
        break;
      case 'test':
        result.test = hasValue ? value : true;
        break;
      case 'nocheck':
        result.nocheck = hasValue && value.trim() !== '' ? value.trim() : true;
        break;
      case 'fails':
        result.fails = true;
        break;
      case 'output':
        result.output = true;
        break;
      case 'lint':
        if (value === 'incorrect' || value === 'correct') result.lint = value;
        break;
      default:
        break;
    }
  }
  return result;
}

/**
 * A title names a file when it is a relative path with an extension and no spaces. Frameworks'
 * route files count: `app/[slug]/page.tsx` (Next.js), `routes/+page.ts` (SvelteKit),
 * `routes/trails.$id.tsx` (TanStack).
 */
export function titleAsFileName(title: string | undefined): string | undefined {
  if (!title) return undefined;
  if (!/^[\w@.\-/[\]$+]+\.[A-Za-z0-9]+$/.test(title)) return undefined;
  if (title.startsWith('/') || title.split('/').some((part) => part === '..' || part === '')) {
    return undefined;
  }
  return title;
}

/**
 * Split flags as a shell would (quotes group, no expansion): `--allow-read="a b" -A` ->
 * ['--allow-read=a b', '-A'].
 */
export function splitShellWords(input: string): string[] {
  const words: string[] = [];
  let current = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (quote) {
      if (ch === quote) quote = null;
      else if (ch === '\\' && quote === '"' && i + 1 < input.length) current += input[++i];
      else current += ch;
      continue;
    }
    if (ch === '"' || ch === "'") {
      quote = ch;
      inWord = true;
    } else if (ch === '\\' && i + 1 < input.length) {
      current += input[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else {
      current += ch;
      inWord = true;
    }
  }
  if (inWord) words.push(current);
  return words;
}

/** How a block is executed: `run` with `deno run`, `test` with `deno test`, or not at all. */
export interface Execution {
  subcommand: 'run' | 'test';
  flags: string[];
}

export function executionOf(meta: FenceMeta): Execution | undefined {
  const value = meta.test ?? meta.run;
  if (value === undefined) return undefined;
  return {
    subcommand: meta.test !== undefined ? 'test' : 'run',
    flags: typeof value === 'string' ? splitShellWords(value) : [],
  };
}

/** Whether the block is executed: `run`, `test` or `fails`. */
export function isExecuted(meta: FenceMeta): boolean {
  return executionOf(meta) !== undefined || meta.fails;
}

/** The fixed ports a block's `--allow-net`/`-N` flags grant, e.g. `127.0.0.1:8123` → 8123. */
export function grantedPorts(flags: string[]): number[] {
  const ports: number[] = [];
  for (const flag of flags) {
    const match = /^(?:--allow-net|-N)=(.+)$/.exec(flag);
    if (!match) continue;
    for (const host of match[1]!.split(',')) {
      const port = /:(\d+)$/.exec(host.trim());
      if (port && port[1] !== '0') ports.push(Number(port[1]));
    }
  }
  return [...new Set(ports)];
}

/**
 * Runnable blocks run in parallel, so two that listen on the same fixed port can fail each other
 * at random. For every block whose port an earlier block (in the given order) already claimed,
 * names that earlier block.
 */
export function portCollisions<T extends {file: string; line: number; flags: string[]}>(
  blocks: T[],
): {block: T; port: number; claimedBy: T}[] {
  const owners = new Map<number, T>();
  const collisions: {block: T; port: number; claimedBy: T}[] = [];
  for (const block of blocks) {
    for (const port of grantedPorts(block.flags)) {
      const owner = owners.get(port);
      if (owner) collisions.push({block, port, claimedBy: owner});
      else owners.set(port, block);
    }
  }
  return collisions;
}
