/**
 * Which files of a docs instance are pages, and the route each is served at, computed as
 * @docusaurus/plugin-content-docs computes them (its `getSlug`). One home for these rules: the
 * content checker resolves links with them, the search corpus builds records with them.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` whose name matches `name`, sorted; dot folders and node_modules are skipped. */
export function filesNamed(dir: string, name: RegExp): string[] {
  const out: string[] = [];
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (name.test(entry.name)) out.push(full);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out.sort();
}

/** Every .md/.mdx file under `dir` (partials included). */
export function markdownFiles(dir: string): string[] {
  return filesNamed(dir, /\.mdx?$/);
}

/** Partials (`_file.mdx`, files in `_folder/`) are imported by pages, not pages themselves. */
export function isPartialPath(sectionPath: string): boolean {
  return sectionPath.split('/').some((segment) => segment.startsWith('_'));
}

/** Docusaurus' default number prefix parser: `01-intro` -> `intro`. */
function stripNumberPrefix(name: string): string {
  const match = /^(?<prefix>\d+)\s*[-_.]+\s*(?<suffix>[^-_.\s].*)$/.exec(name);
  if (!match?.groups) return name;
  // Not a prefix when the whole name is a date or a version (Docusaurus' exceptions).
  if (/^\d{4}[-_.]\d{2}[-_.]\d{2}/.test(name) || /^\d+[-_.]\d+([-_.]\d+)?$/.test(name)) return name;
  return match.groups.suffix ?? name;
}

/** A folder's own page: `index`, `README`, or a file named like its folder. */
export function isCategoryIndex(fileName: string, dirName: string): boolean {
  const lower = fileName.toLowerCase();
  const lastDir = dirName === '.' ? undefined : dirName.split('/').at(-1)?.toLowerCase();
  return lower === 'index' || lower === 'readme' || (lastDir !== undefined && lower === lastDir);
}

/** `new URL` pathname resolution: resolvePathname('a', '/x/y/') = '/x/y/a'. */
export function resolvePathname(to: string, from: string): string {
  return new URL(to, `http://x${from}`).pathname;
}

/** Where a page is: its docs instance (= route base) and its path inside the instance's folder. */
export interface DocLocation {
  section: string;
  /** Forward slashes, relative to the section folder. */
  sectionPath: string;
  frontMatter: Record<string, unknown>;
}

/**
 * The permalink of a page: plugin-content-docs `getSlug`, prefixed with the route base. Category
 * indexes (index.mdx, README.md, or a file named like its folder) end with a slash.
 */
export function permalinkOf(page: DocLocation): string {
  const parsed = path.posix.parse(page.sectionPath);
  const sourceDir = parsed.dir === '' ? '.' : parsed.dir;
  const strippedDir = sourceDir.split('/').map(stripNumberPrefix).join('/');
  const dirSlug = sourceDir === '.' ? '/' : `/${strippedDir}/`;
  const fmSlug = typeof page.frontMatter.slug === 'string' ? page.frontMatter.slug : undefined;
  const fmId = typeof page.frontMatter.id === 'string' ? page.frontMatter.id : undefined;
  let slug: string;
  if (fmSlug?.startsWith('/')) slug = fmSlug;
  else if (!fmSlug && isCategoryIndex(parsed.name, sourceDir)) slug = dirSlug;
  else slug = resolvePathname(fmSlug ?? fmId ?? stripNumberPrefix(parsed.name), dirSlug);
  const joined = `/${page.section}${slug === '/' ? '/' : slug}`;
  return joined.replace(/\/+/g, '/');
}
