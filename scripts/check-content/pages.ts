/** Which pages a run reads (all of them: links need them) and which it checks (the given paths). */
import fs from 'node:fs';
import path from 'node:path';
import {markdownFiles} from '../../src/plugins/docs/permalink';
import {parsePage, type PageModel} from './markdown';
import {SECTIONS} from './routes';

/** A mistake in the options (reported without a stack trace, exit code 2). */
export class UsageError extends Error {}

/** Every page (partials included) of every section under `root`, parsed. */
export function readPages(root: string): PageModel[] {
  return SECTIONS.flatMap((section) => markdownFiles(path.join(root, section))).map((abs) => {
    const file = path.relative(root, abs).split(path.sep).join('/');
    const [section, ...rest] = file.split('/');
    return parsePage(fs.readFileSync(abs, 'utf8'), {file, section: section ?? '', sectionPath: rest.join('/')});
  });
}

/**
 * The pages under the given files or folders (all pages when none is given). A path is taken
 * from the current folder, or else from the root; it must be under the root.
 */
export function selectPages(root: string, pages: PageModel[], paths: string[] | undefined): PageModel[] {
  const wanted = resolvePaths(root, paths);
  if (!wanted) return pages;
  return pages.filter((page) => {
    const abs = path.join(root, page.file);
    return wanted.some((w) => abs === w || abs.startsWith(w + path.sep));
  });
}

/** The given files or folders as absolute paths, or undefined when none is given (the whole site). */
export function resolvePaths(root: string, paths: string[] | undefined): string[] | undefined {
  if (!paths || paths.length === 0) return undefined;
  const inside = (abs: string): boolean => abs === root || abs.startsWith(root + path.sep);
  return paths.map((p) => {
    const abs = [path.resolve(p), path.resolve(root, p)].find((c) => inside(c) && fs.existsSync(c));
    if (!abs) throw new UsageError(`no such file or folder under ${root}: ${p}`);
    return abs;
  });
}
