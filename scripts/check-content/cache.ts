/**
 * Result cache: one JSON file in the cache folder (`.check-cache/`, gitignored). A key is a hash
 * of everything a result depends on (the block, the other files of its page, flags, the deno
 * version and CHECKER_VERSION), so a changed block or a new deno is checked again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CHECKER_VERSION, RESULTS_FILE, type ResultsFile as CacheFile} from '../../src/plugins/examples/checkKey';

// The key model (CHECKER_VERSION, hashOf, each stage's inputs) is shared with the site's build.
export {CHECKER_VERSION, hashOf} from '../../src/plugins/examples/checkKey';

export class ResultCache {
  hits = 0;
  misses = 0;
  private entries: Record<string, unknown> = {};
  private readonly used = new Set<string>();
  private readonly file: string;

  constructor(
    private readonly dir: string,
    private readonly enabled: boolean,
  ) {
    this.file = path.join(dir, RESULTS_FILE);
    if (!enabled) return;
    try {
      const parsed = JSON.parse(fs.readFileSync(this.file, 'utf8')) as CacheFile;
      if (parsed.version === CHECKER_VERSION && parsed.entries) this.entries = parsed.entries;
    } catch {
      this.entries = {};
    }
  }

  get<T>(key: string): T | undefined {
    if (!this.enabled) return undefined;
    if (Object.prototype.hasOwnProperty.call(this.entries, key)) {
      this.hits++;
      this.used.add(key);
      return this.entries[key] as T;
    }
    this.misses++;
    return undefined;
  }

  set(key: string, value: unknown): void {
    if (!this.enabled) return;
    this.entries[key] = value;
    this.used.add(key);
  }

  /** The value stored under `key`, or else `compute`'s, which is stored. */
  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await compute();
    this.set(key, value);
    return value;
  }

  /**
   * Writes the cache. A full run keeps only the entries it used (dropping results of blocks that
   * changed or went away); a partial run keeps everything.
   */
  save(fullRun: boolean): void {
    if (!this.enabled) return;
    const entries = fullRun ? Object.fromEntries([...this.used].map((key) => [key, this.entries[key]])) : this.entries;
    fs.mkdirSync(this.dir, {recursive: true});
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({version: CHECKER_VERSION, entries} satisfies CacheFile));
    fs.renameSync(tmp, this.file);
  }
}
