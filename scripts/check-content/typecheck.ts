/**
 * Batched type-checking: one `deno check` over many block files, its diagnostics mapped back to
 * the files they are in. A module graph error (a syntax error, an npm package that does not
 * exist) stops deno before type-checking anything; the file it names is failed and the rest is
 * checked again without it (or, when it names no root file, the batch is split in halves).
 */
import {fileURLToPath} from 'node:url';
import type {Deno} from './deno';
import {stripAnsi} from './deno';

export interface Diagnostic {
  /** Absolute path of the file the diagnostic is in (undefined when deno gave no location). */
  path?: string;
  line?: number;
  column?: number;
  /** `TS2322`, or undefined for module graph errors. */
  code?: string;
  message: string;
  /** Stops the whole `deno check` (module graph error), as opposed to a type error. */
  fatal: boolean;
  /** The diagnostic as deno printed it (header, code frame, location). */
  text?: string;
}

/** The lines of one diagnostic: from its header to the next blank line or header. */
function textFrom(lines: string[], from: number): string {
  const out = [lines[from] ?? ''];
  for (let j = from + 1; j < lines.length; j++) {
    const line = lines[j] ?? '';
    if (line.trim() === '' || /^TS\d+ \[/.test(line) || /^error: /.test(line)) break;
    out.push(line);
  }
  return out.join('\n');
}

const LOCATION = /^\s+at (file:\/\/\S+?):(\d+):(\d+)\s*$/;

function locate(lines: string[], from: number): {path?: string; line?: number; column?: number} {
  // Up to the next diagnostic: "No overload matches" explains each overload before its location.
  for (let j = from; j < lines.length; j++) {
    const line = lines[j] ?? '';
    if (j > from && (/^TS\d+ \[/.test(line) || /^error: /.test(line))) break;
    const match = LOCATION.exec(line);
    if (match?.[1]) {
      try {
        return {path: fileURLToPath(match[1]), line: Number(match[2]), column: Number(match[3])};
      } catch {
        return {};
      }
    }
  }
  return {};
}

/** Reads `deno check` output into diagnostics. */
export function parseCheckOutput(output: string): Diagnostic[] {
  const lines = stripAnsi(output).split('\n');
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const ts = /^(TS\d+) \[(ERROR|WARN)\]: (.*)$/.exec(line);
    if (ts) {
      if (ts[2] === 'WARN') continue;
      diagnostics.push({
        code: ts[1],
        message: (ts[3] ?? '').trim(),
        fatal: false,
        ...locate(lines, i),
        text: textFrom(lines, i),
      });
      continue;
    }
    const error = /^error: (.*)$/.exec(line);
    if (error && !/^Type checking failed\.?$/.test(error[1] ?? '')) {
      diagnostics.push({message: (error[1] ?? '').trim(), fatal: true, ...locate(lines, i), text: textFrom(lines, i)});
    }
  }
  return diagnostics;
}

export interface BatchOptions {
  deno: Deno;
  limit: <T>(task: () => Promise<T>) => Promise<T>;
  cwd: string;
  /** Arguments before the file list, e.g. ['check', '--config', '/tmp/x/deno.json', '--no-lock']. */
  args: string[];
  timeoutMs: number;
}

/**
 * Type-checks `roots` (absolute paths). Returns the diagnostics of every file that has some,
 * keyed by absolute path; a root that deno could not check at all gets its fatal error.
 */
export async function checkBatch(roots: string[], options: BatchOptions): Promise<Map<string, Diagnostic[]>> {
  const found = new Map<string, Diagnostic[]>();
  const add = (path: string, diagnostic: Diagnostic): void => {
    const list = found.get(path) ?? [];
    if (!list.some((d) => d.message === diagnostic.message && d.line === diagnostic.line)) {
      list.push(diagnostic);
    }
    found.set(path, list);
  };

  const check = async (batch: string[]): Promise<void> => {
    let remaining = [...batch];
    while (remaining.length > 0) {
      const result = await options.limit(() =>
        options.deno.run([...options.args, ...remaining], {cwd: options.cwd, timeoutMs: options.timeoutMs}),
      );
      if (result.timedOut) {
        for (const root of remaining) {
          add(root, {message: `deno check did not finish in ${options.timeoutMs / 1000} s`, fatal: true});
        }
        return;
      }
      const diagnostics = parseCheckOutput(`${result.stdout}\n${result.stderr}`);
      const fatal = diagnostics.find((d) => d.fatal);
      if (!fatal) {
        for (const d of diagnostics) if (d.path) add(d.path, d);
        const unplaced = diagnostics.filter((d) => !d.path);
        if (result.code !== 0 && diagnostics.length === 0) {
          const text = stripAnsi(result.stderr).trim().split('\n').slice(0, 3).join(' ');
          for (const root of remaining) add(root, {message: `deno check failed: ${text}`, fatal: true});
        } else if (unplaced.length > 0) {
          for (const root of remaining) for (const d of unplaced) add(root, d);
        }
        return;
      }
      if (fatal.path && remaining.includes(fatal.path)) {
        add(fatal.path, fatal);
        remaining = remaining.filter((root) => root !== fatal.path);
        continue;
      }
      if (remaining.length === 1) {
        add(remaining[0] as string, fatal);
        return;
      }
      // The error is in a file that is not a root (or has no location): split the batch.
      const half = Math.ceil(remaining.length / 2);
      await Promise.all([check(remaining.slice(0, half)), check(remaining.slice(half))]);
      return;
    }
  };
  await check(roots);
  return found;
}

/** `TS2322 at 3:7: Type 'number' is not assignable to type 'string'.` */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line !== undefined ? ` at ${d.line}:${d.column ?? 1}` : '';
  return d.code ? `${d.code}${where}: ${d.message}` : `${d.message}${where}`;
}
