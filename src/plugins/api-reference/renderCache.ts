/**
 * Symbol pages rendered by an earlier build, reused when nothing they depend on changed: the deno
 * version, the renderer's code (this folder, the highlighter, the pages' frame, the lockfile) and the symbol's list
 * of guides. Markdown and highlighting of ~1,050 pages is most of the reference's build time.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {ApiPage} from './render';

const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The plugin folders whose code makes the API reference's pages. */
export const API_RENDERER_DIRS = ['api-reference', 'highlight', 'prepared-pages'] as const;

/**
 * The modules the cached pages are made with: those of `dirs` (folders of src/plugins), by default
 * this folder's (the React components are .tsx), the highlighter's and the prepared pages' shared
 * pieces (Layout.tsx, parts.tsx). The Node reference adds its own folder.
 */
export function rendererFiles(dirs: readonly string[] = API_RENDERER_DIRS): string[] {
  return dirs
    .map((dir) => path.join(REPO_ROOT, 'src/plugins', dir))
    .flatMap((dir) =>
      fs
        .readdirSync(dir)
        .sort()
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => path.join(dir, name)),
    );
}

function rendererHash(dirs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of rendererFiles(dirs)) hash.update(path.basename(file)).update(fs.readFileSync(file));
  hash.update(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

interface CacheFile {
  key: string;
  pages: Record<string, {guides: string; page: ApiPage}>;
}

export class RenderCache {
  private readonly file: string;
  private readonly key: string;
  private readonly old: CacheFile['pages'];
  private readonly fresh: CacheFile['pages'] = {};
  hits = 0;

  constructor(cacheDir: string, version: string, rendererDirs: readonly string[] = API_RENDERER_DIRS) {
    this.file = path.join(cacheDir, `pages-${version}.json`);
    this.key = rendererHash(rendererDirs);
    let old: CacheFile | undefined;
    try {
      old = JSON.parse(fs.readFileSync(this.file, 'utf8')) as CacheFile;
    } catch {
      old = undefined;
    }
    this.old = old?.key === this.key ? old.pages : {};
  }

  /** The page for `name` with these guides, from the cache or rendered now. */
  page(name: string, guides: unknown, render: () => ApiPage): ApiPage {
    const guidesKey = JSON.stringify(guides);
    const hit = this.old[name];
    const page = hit?.guides === guidesKey ? hit.page : render();
    if (hit?.guides === guidesKey) this.hits++;
    this.fresh[name] = {guides: guidesKey, page};
    return page;
  }

  save(): void {
    fs.mkdirSync(path.dirname(this.file), {recursive: true});
    fs.writeFileSync(this.file, JSON.stringify({key: this.key, pages: this.fresh} satisfies CacheFile));
  }
}
