/**
 * The temporary folders deno works in: each snapshot of a page (blocks.ts) written once into a
 * folder of its own, its package.json installed once, and a fresh copy for every execution.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Snapshot} from './blocks';
import {stripAnsi, type Deno} from './deno';

const INSTALL_TIMEOUT_MS = 180_000;

/** The generated JavaScript check config (config.ts) that a run must not see. */
export const JS_CHECK_CONFIG = '.check-js.deno.json';

/** Writes each snapshot of a page once, into its own folder, and installs its package.json. */
export class SnapshotDirs {
  private readonly dirs = new Map<Snapshot, string>();
  private readonly installs = new Map<Snapshot, Promise<string | undefined>>();
  private count = 0;

  constructor(
    private readonly tmp: string,
    private readonly deno: Deno,
    private readonly limit: <T>(task: () => Promise<T>) => Promise<T>,
  ) {}

  dirOf(snapshot: Snapshot): string {
    let dir = this.dirs.get(snapshot);
    if (!dir) {
      dir = path.join(this.tmp, 's', String(this.count++));
      writeSnapshot(snapshot, dir);
      this.dirs.set(snapshot, dir);
    }
    return dir;
  }

  /** Runs `deno install` in the snapshot folder once when it has a package.json; returns an error. */
  install(snapshot: Snapshot): Promise<string | undefined> {
    let pending = this.installs.get(snapshot);
    if (!pending) {
      pending = snapshot.packageJson
        ? this.limit(() => this.deno.run(['install'], {cwd: this.dirOf(snapshot), timeoutMs: INSTALL_TIMEOUT_MS})).then(
            (r) => (r.code === 0 ? undefined : `deno install failed: ${firstLines(r.stderr, 3)}`),
          )
        : Promise.resolve(undefined);
      this.installs.set(snapshot, pending);
    }
    return pending;
  }

  /**
   * A fresh folder with the snapshot (and its installed node_modules) for one execution. Copied
   * asynchronously: a framework's node_modules takes seconds, and a synchronous copy held up the
   * checker's event loop, so programs that had ended meanwhile were reported out of time.
   */
  async runDir(snapshot: Snapshot): Promise<string> {
    const dir = await fs.promises.mkdtemp(path.join(this.tmp, 'run-'));
    // Verbatim: node_modules/.deno links relatively, and a link made absolute points back into the
    // snapshot, where deno finds a second copy of a package ("Loading unprepared module").
    await fs.promises.cp(this.dirOf(snapshot), dir, {recursive: true, verbatimSymlinks: true});
    await fs.promises.rm(path.join(dir, JS_CHECK_CONFIG), {force: true});
    return dir;
  }
}

export function writeSnapshot(snapshot: Snapshot, dir: string): void {
  for (const [name, block] of snapshot.files) {
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, block.value.endsWith('\n') ? block.value : `${block.value}\n`);
  }
  fs.mkdirSync(dir, {recursive: true});
}

/** The first `n` meaningful lines of deno's output, on one line (progress lines left out). */
export function firstLines(text: string, n: number): string {
  return stripAnsi(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(Download|Check|Initialize) /.test(line))
    .slice(0, n)
    .join(' | ');
}

/** Replaces the checker's temporary folders in deno's messages with `./`. */
export function sanitize(tmp: string, text: string): string {
  const escaped = tmp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text
    .replace(new RegExp(`(file://)?${escaped}/(s/\\d+|run-[^/\\s]+|c/[^/\\s]+)/`, 'g'), './')
    .replace(new RegExp(escaped, 'g'), '<tmp>');
}
