/**
 * Node.js support in the pinned deno, measured: each module's probe (probe.ts) runs in its own
 * deno process with no permissions, and each symbol that has a value gets a status. Cached on
 * disk per (@types/node, deno) pair and the probe's code, like the docs (generate.ts).
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DEFAULT_DENO, denoEnv} from '../cli-reference/generate';
import {DEFAULT_CACHE_DIR, cacheFolder} from './generate';
import type {NodeModel, NodeSymbol} from './model';
import {parseProbeOutput, probeChecks, probeProgram, type ProbeCheck, type ProbeOutput} from './probe';

/**
 * present: the value is there, and a function's call did not say "Not implemented";
 * missing: the export is undefined in deno; stub: calling it throws "Not implemented";
 * not-a-function: declared a function or class, but the value is something else.
 */
export type SymbolStatus = 'present' | 'missing' | 'stub' | 'not-a-function';

export interface ModuleSupport {
  module: string;
  /** Why `node:X` does not load in deno, when it does not. */
  importError?: string;
  /** Each probed symbol's status, by name; symbols without a value (types) are not probed. */
  statuses: Record<string, SymbolStatus>;
}

export interface NodeSupport {
  typesVersion: string;
  denoVersion: string;
  modules: ModuleSupport[];
}

export function statusOf(check: ProbeCheck, result: NonNullable<ProbeOutput['results']>[number]): SymbolStatus {
  if (result.type === 'undefined') return 'missing';
  if (check.expected === 'function' && result.type !== 'function') return 'not-a-function';
  if (result.call?.startsWith('not-implemented')) return 'stub';
  return 'present';
}

const PROBE_TIMEOUT_MS = 30_000;

function runDeno(deno: string, file: string, timeoutMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(deno, ['run', '--no-prompt', '--no-config', file], {
      cwd: path.dirname(file),
      env: {...denoEnv(), DENO_NO_PACKAGE_JSON: '1'},
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(out).toString('utf8'));
    });
    child.on('error', () => resolve(undefined));
  });
}

/** One module's support: with calls, or, if the calls end the probe early, by reading values alone. */
async function probeModule(deno: string, dir: string, model: NodeModel, name: string): Promise<ModuleSupport> {
  const module = model.modules.find((m) => m.name === name)!;
  const checks = probeChecks(model, module);
  for (const calls of [true, false]) {
    const shown = calls ? checks : checks.map((check) => ({...check, call: false}));
    const file = path.join(dir, `${name.replace(/\//g, '--')}${calls ? '' : '-nocalls'}.mjs`);
    fs.writeFileSync(file, probeProgram(module.specifier, shown));
    const output = parseProbeOutput((await runDeno(deno, file, PROBE_TIMEOUT_MS)) ?? '');
    if (output?.importError !== undefined) return {module: name, importError: output.importError, statuses: {}};
    if (output?.results?.length === shown.length) {
      const statuses = Object.fromEntries(shown.map((check, i) => [check.name, statusOf(check, output.results![i]!)]));
      return {module: name, statuses};
    }
  }
  throw new Error(
    `the probe of node:${name} printed no result, with or without calls (src/plugins/node-reference/probe.ts)`,
  );
}

/** The probe's code and what it reads: a change to either (a split that finds other symbols) measures again. */
function probeHash(model: NodeModel): string {
  const hash = createHash('sha256');
  for (const file of ['probe.ts', 'support.ts']) hash.update(fs.readFileSync(path.join(__dirname, file)));
  for (const module of model.modules) hash.update(JSON.stringify([module.specifier, probeChecks(model, module)]));
  return hash.digest('hex').slice(0, 16);
}

/** Probes every module, two at a time. */
export async function measureSupport(model: NodeModel, deno = DEFAULT_DENO): Promise<NodeSupport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-probe-'));
  try {
    const names = model.modules.map((m) => m.name);
    const modules = new Array<ModuleSupport>(names.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < names.length) {
        const index = next++;
        modules[index] = await probeModule(deno, dir, model, names[index]!);
      }
    };
    await Promise.all([worker(), worker()]);
    return {typesVersion: model.typesVersion, denoVersion: model.denoVersion, modules};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** The measured support, from the cache when it has these versions and this probe. */
export async function loadNodeSupport(
  model: NodeModel,
  {deno = DEFAULT_DENO, cacheDir = DEFAULT_CACHE_DIR}: {deno?: string; cacheDir?: string} = {},
): Promise<NodeSupport> {
  const file = path.join(cacheFolder(cacheDir, model.typesVersion, model.denoVersion), 'support.json');
  const key = probeHash(model);
  try {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as {key: string; support: NodeSupport};
    if (cached.key === key) return cached.support;
  } catch {
    // not cached yet
  }
  const support = await measureSupport(model, deno);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify({key, support}));
  fs.renameSync(partial, file);
  return support;
}

/** One module's support (an empty one for a module the measurement does not have). */
export function moduleSupport(support: NodeSupport, module: string): ModuleSupport {
  return support.modules.find((m) => m.module === module) ?? {module, statuses: {}};
}

/** A symbol's status, or undefined for a symbol without a value (a type), which is not probed. */
export function symbolStatus(
  support: NodeSupport,
  symbol: Pick<NodeSymbol, 'module' | 'name'>,
): SymbolStatus | undefined {
  return moduleSupport(support, symbol.module).statuses[symbol.name];
}

/** A module's counts: probed, present, missing, stubs, other than declared. */
export function supportCounts(module: ModuleSupport): Record<SymbolStatus | 'probed', number> {
  const counts = {probed: 0, present: 0, missing: 0, stub: 0, 'not-a-function': 0};
  for (const status of Object.values(module.statuses)) {
    counts.probed++;
    counts[status]++;
  }
  return counts;
}
