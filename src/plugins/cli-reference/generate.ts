/**
 * The CLI model of the pinned deno: its top-level help and each command's `--help=full`, read
 * from the binary once per deno version and cached on disk (a warm build starts deno once, for
 * `--version`). Synchronous, because the remark plugin that links flags in prose needs it while
 * MDX compiles; ~50 short runs take about two seconds cold.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseHelp, type CliHelp} from './help';

export interface CliCommand {
  name: string;
  summary: string;
  /** Null when deno cannot print it here (`deno deploy` and `deno sandbox` download their CLI). */
  help: CliHelp | null;
}

export interface CliModel {
  version: string;
  top: CliHelp;
  commands: CliCommand[];
}

interface RawHelp {
  version: string;
  top: string;
  commands: Record<string, string | null>;
}

const REPO_ROOT = path.resolve(__dirname, '../../..');
export const DEFAULT_DENO = path.join(REPO_ROOT, 'node_modules', '.bin', 'deno');
export const DEFAULT_CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'cli-reference');

/** A quiet, offline environment for every deno the build runs: no colours, no update check. */
export function denoEnv(): NodeJS.ProcessEnv {
  return {PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1'};
}

export function denoVersion(deno = DEFAULT_DENO): string {
  const out = execFileSync(deno, ['--version'], {encoding: 'utf8', env: denoEnv()});
  const version = /^deno (\S+)/.exec(out)?.[1];
  if (!version) throw new Error(`cannot read the version from \`deno --version\`: ${out}`);
  return version;
}

function readRawHelp(deno: string, version: string): RawHelp {
  const top = execFileSync(deno, ['--help'], {encoding: 'utf8', env: denoEnv()});
  const names = parseHelp(top, 'deno --help').commands.map((c) => c.name);
  const commands: Record<string, string | null> = {};
  for (const name of names) {
    // deploy and sandbox would download their CLI; a closed network makes them fail fast.
    const result = spawnSync(deno, [name, '--help=full'], {encoding: 'utf8', env: denoEnv(), timeout: 30_000});
    commands[name] = result.status === 0 && result.stdout.includes('Usage: ') ? result.stdout : null;
  }
  return {version, top, commands};
}

export interface LoadOptions {
  deno?: string;
  cacheDir?: string;
}

/** Raw help texts for the pinned deno, from the cache when it has this version. */
export function loadRawHelp({deno = DEFAULT_DENO, cacheDir = DEFAULT_CACHE_DIR}: LoadOptions = {}): RawHelp {
  const version = denoVersion(deno);
  const file = path.join(cacheDir, `help-${version}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as RawHelp;
  const raw = readRawHelp(deno, version);
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(file, JSON.stringify(raw));
  return raw;
}

export function modelFromRawHelp(raw: RawHelp): CliModel {
  const top = parseHelp(raw.top, 'deno --help');
  return {
    version: raw.version,
    top,
    commands: top.commands.map(({name, summary}) => {
      const text = raw.commands[name];
      return {name, summary, help: text ? parseHelp(text, `deno ${name} --help=full`) : null};
    }),
  };
}

let memo: {key: string; model: CliModel} | undefined;

export function loadCliModel(options: LoadOptions = {}): CliModel {
  const key = `${options.deno ?? DEFAULT_DENO}\n${options.cacheDir ?? DEFAULT_CACHE_DIR}`;
  if (memo?.key !== key) memo = {key, model: modelFromRawHelp(loadRawHelp(options))};
  return memo.model;
}
