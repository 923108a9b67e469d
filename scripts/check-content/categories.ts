/**
 * The sidebars' category files (`_category_.json`, `.yml`, `.yaml`) of every docs section, read
 * strictly (src/data/categoryFiles.ts): the build takes a trailing comma silently and names no
 * line for a wrong value. They need no deno, so they are checked on every run that reaches them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {categoryFileProblems, categoryFiles} from '../../src/data/categoryFiles';
import {SECTIONS} from './routes';
import type {RecordResult} from './types';

/**
 * The category files to check: all of them on a whole-site run, else those under a given path
 * and those beside a checked page (its folder's sidebar entry).
 */
export function selectCategoryFiles(root: string, wanted: string[] | undefined, pageFiles: string[]): string[] {
  const all = SECTIONS.flatMap((section) => categoryFiles(path.join(root, section)));
  if (!wanted) return all;
  const pageDirs = new Set(pageFiles.map((file) => path.dirname(path.join(root, file))));
  return all.filter(
    (abs) => pageDirs.has(path.dirname(abs)) || wanted.some((w) => abs === w || abs.startsWith(w + path.sep)),
  );
}

export function checkCategoryFiles(root: string, files: string[], record: RecordResult): void {
  for (const abs of files) {
    const file = path.relative(root, abs).split(path.sep).join('/');
    const problems = categoryFileProblems(fs.readFileSync(abs, 'utf8'), abs);
    if (problems.length === 0) record('category', file, 1, true);
    for (const {line, message} of problems) record('category', file, line, false, message);
  }
}
