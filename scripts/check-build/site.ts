/**
 * Reads a production build for the build checker: every HTML file as a BuiltPage, and the
 * BuiltSite around them (which files exist, the CSP hashes of `_headers`).
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {filesNamed} from '../../src/plugins/docs/permalink';
import {readPage} from './page';
import type {BuiltPage, BuiltSite} from './rules';

export const siteOrigin = 'https://docs.deno.com';

export const pendingTargetsFile = path.join(__dirname, 'pending-targets.txt');

/** The paths of pending-targets.txt, each with the line it is on. */
export function readPendingTargets(file = pendingTargetsFile): Map<string, number> {
  const targets = new Map<string, number>();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const line = text.trim();
      if (line && !line.startsWith('#')) targets.set(line.replace(/\/$/, ''), index + 1);
    });
  return targets;
}

/** The URL path a build file is served at: `a/b/index.html` -> `/a/b`, `404.html` -> `/404.html`. */
export function routeOfFile(relativeFile: string): string {
  if (relativeFile === 'index.html') return '/';
  const route = `/${relativeFile.replace(/\/index\.html$/, '')}`;
  return route;
}

/** Every `.html` file of the build, relative and with forward slashes. */
export function builtHtmlFiles(buildDir: string): string[] {
  return filesNamed(buildDir, /\.html$/).map((file) => path.relative(buildDir, file).split(path.sep).join('/'));
}

export function readBuiltPages(buildDir: string, files = builtHtmlFiles(buildDir)): BuiltPage[] {
  return files.map((file) => ({
    file,
    route: routeOfFile(file),
    facts: readPage(readFileSync(path.join(buildDir, file), 'utf8')),
  }));
}

/** `'sha256-…'` sources of script-src in the build's `_headers`, or undefined when it has none. */
export function scriptHashesOfHeaders(headers: string): Set<string> {
  const scriptSrc = /script-src ([^;\n]*)/.exec(headers)?.[1] ?? '';
  return new Set(scriptSrc.split(/\s+/).filter((source) => source.startsWith("'sha256-")));
}

export function builtSite(buildDir: string, pages: BuiltPage[], pendingTargets = new Set<string>()): BuiltSite {
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const headersFile = path.join(buildDir, '_headers');
  const fileCache = new Map<string, boolean>();
  return {
    origin: siteOrigin,
    fileExists(relativePath) {
      let exists = fileCache.get(relativePath);
      if (exists === undefined) {
        const full = path.join(buildDir, relativePath);
        exists = byFile.has(relativePath) || (existsSync(full) && statSync(full).isFile());
        fileCache.set(relativePath, exists);
      }
      return exists;
    },
    pageAt: (relativeFile) => byFile.get(relativeFile),
    scriptHashes: existsSync(headersFile) ? scriptHashesOfHeaders(readFileSync(headersFile, 'utf8')) : undefined,
    pendingTargets,
  };
}
