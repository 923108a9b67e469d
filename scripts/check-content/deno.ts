/**
 * Runs the pinned deno (node_modules/.bin/deno of this repo, never a global one) with a clean
 * environment: PATH, HOME and DENO_DIR, plus NO_COLOR=1 and DENO_NO_UPDATE_CHECK=1 (no update
 * check over the network), plus the variables through which this machine reaches the npm
 * registry (NETWORK_ENV: extra CA certificates, proxies) when they are set: without them deno
 * cannot download npm packages where TLS goes through an intercepting proxy.
 */
import {spawn, execFileSync} from 'node:child_process';
import {stripAnsi} from './output';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The repository root (this file is scripts/check-content/deno.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function denoBinary(): string {
  const bin = path.join(REPO_ROOT, 'node_modules', '.bin', 'deno');
  if (!fs.existsSync(bin)) {
    throw new Error(`the pinned deno is missing: ${bin} (run npm install)`);
  }
  return bin;
}

/** Passed through to deno when set: how this machine reaches the network (not program input). */
export const NETWORK_ENV = [
  'NODE_EXTRA_CA_CERTS',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
] as const;

export interface DenoResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

export class Deno {
  /** Number of deno processes started (the benchmark and tests read it). */
  invocations = 0;
  /** Every process: its arguments, when it started (ms after this object was made) and how long it ran. */
  readonly processes: {args: string[]; cwd: string; startMs: number; ms: number}[] = [];

  /** Processes and their summed wall time per subcommand (`check`, `run`, ...), for the benchmark. */
  get timeBySubcommand(): Map<string, {count: number; ms: number}> {
    const tally = new Map<string, {count: number; ms: number}>();
    for (const {args, ms} of this.processes) {
      const sum = tally.get(args[0] ?? '') ?? {count: 0, ms: 0};
      tally.set(args[0] ?? '', {count: sum.count + 1, ms: sum.ms + ms});
    }
    return tally;
  }
  private readonly created = Date.now();
  readonly bin: string;
  private versionCache: string | undefined;
  /** Variables every process gets besides the clean environment (JSR_URL of the std registry). */
  readonly extraEnv: Record<string, string> = {};

  constructor(readonly denoDir: string) {
    this.bin = denoBinary();
    fs.mkdirSync(denoDir, {recursive: true});
  }

  env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const network: Record<string, string> = {};
    for (const name of NETWORK_ENV) {
      const value = process.env[name];
      if (value !== undefined) network[name] = value;
    }
    return {
      ...network,
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      DENO_DIR: this.denoDir,
      NO_COLOR: '1',
      DENO_NO_UPDATE_CHECK: '1',
      ...this.extraEnv,
      ...extra,
    };
  }

  /**
   * "deno 2.9.6": the version of the npm package that ships the binary (no process needed, so a
   * fully cached run starts no deno at all); `deno --version` when that cannot be read.
   */
  version(): string {
    if (this.versionCache === undefined) {
      try {
        const pkg = path.join(path.dirname(fs.realpathSync(this.bin)), 'package.json');
        const {name, version} = JSON.parse(fs.readFileSync(pkg, 'utf8')) as {name?: string; version?: string};
        if (name !== 'deno' || !version) throw new Error('not the deno package');
        this.versionCache = `deno ${version}`;
      } catch {
        this.invocations++;
        const out = execFileSync(this.bin, ['--version'], {env: this.env(), encoding: 'utf8'});
        this.versionCache = (/^deno \S+/.exec(out)?.[0] ?? out.split('\n')[0] ?? out).trim();
      }
    }
    return this.versionCache;
  }

  run(
    args: string[],
    options: {cwd: string; timeoutMs?: number; env?: Record<string, string>; stdin?: string},
  ): Promise<DenoResult> {
    this.invocations++;
    const started = Date.now();
    return new Promise((resolve) => {
      const child = spawn(this.bin, args, {
        cwd: options.cwd,
        env: this.env(options.env),
        stdio: [options.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
        detached: true,
      });
      if (options.stdin !== undefined) {
        child.stdin?.on('error', () => undefined); // a program may exit without reading it
        child.stdin?.end(options.stdin);
      }
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      let timedOut = false;
      const timer =
        options.timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              timedOut = true;
              killGroup(child.pid);
            }, options.timeoutMs);
      child.stdout!.on('data', (chunk: Buffer) => stdout.push(chunk));
      child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
      let finished = false;
      const finish = (code: number | null): void => {
        if (finished) return;
        finished = true;
        if (timer) clearTimeout(timer);
        this.processes.push({args, cwd: options.cwd, startMs: started - this.created, ms: Date.now() - started});
        // A program may have left children behind (servers, subprocesses): end the group.
        killGroup(child.pid);
        resolve({
          code,
          stdout: Buffer.concat(stdout).toString('utf8'),
          stderr: Buffer.concat(stderr).toString('utf8'),
          timedOut,
          ms: Date.now() - started,
        });
      };
      child.on('error', (error) => {
        stderr.push(Buffer.from(String(error)));
        finish(null);
      });
      child.on('close', (code) => finish(code));
    });
  }
}

/** A program left running (a server), with what it has printed so far. */
export interface Started {
  /** The first `Listening on http://...` address it prints, or undefined when it exits or times out first. */
  listening: Promise<string | undefined>;
  printed: () => {stdout: string; stderr: string};
  stop: () => void;
}

/** Starts deno and leaves it running; `listening` waits up to `timeoutMs` for its address. */
export function startDeno(
  deno: Deno,
  args: string[],
  options: {cwd: string; env?: Record<string, string>; timeoutMs: number},
): Started {
  const child = spawn(deno.bin, args, {
    cwd: options.cwd,
    env: deno.env(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  const printed = (): {stdout: string; stderr: string} => ({
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
  });
  const listening = new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), options.timeoutMs);
    const look = (): void => {
      const {stdout: out, stderr: err} = printed();
      const address = /Listening on (https?:\/\/[^\s]+)/.exec(stripAnsi(`${out}\n${err}`))?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      look();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr.push(chunk);
      look();
    });
    child.on('close', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    child.on('error', () => resolve(undefined));
  });
  return {listening, printed, stop: () => killGroup(child.pid)};
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

export {stripAnsi};
