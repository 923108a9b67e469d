/**
 * Code blocks as files: which blocks are TypeScript/JavaScript, which file name each gets, which
 * other files of its page it sees, and which cannot be type-checked here (imports from jsr: or
 * https:, which this machine cannot fetch; the vendored standard library is served to the checker).
 *
 * Files of a page: every block whose `title` is a file name (`main.ts`, `deno.json`, `data.txt`)
 * is written under that name; an untitled TS/JS block gets `_block_L<line>.<ext>`. When a page
 * shows the same file twice (a tutorial growing `main.ts` step by step), each block sees the
 * latest version of every file shown at or before it, and the first version of files shown only
 * after it: its "snapshot" of the page.
 */
import {builtinModules} from 'node:module';
import ts from 'typescript';
import {parse as parseJsonc} from 'jsonc-parser';
import type {CodeBlock} from './codeBlock';
import {titleAsFileName} from './meta';
import {hashOf, isJsFile} from './checkKey';
import {isVendoredStd} from './vendoredStd';

export {isJsFile};

/** Fence languages that are type-checked, and the file extension an untitled block gets. */
export const CODE_LANGS: Record<string, string> = {
  ts: 'ts',
  typescript: 'ts',
  mts: 'mts',
  cts: 'cts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  mjs: 'mjs',
  cjs: 'cjs',
  jsx: 'jsx',
};

export const JSON_LANGS = new Set(['json', 'jsonc']);

export function isCodeBlock(block: CodeBlock): boolean {
  return CODE_LANGS[block.lang] !== undefined && !block.meta.output;
}

export function isDenoConfigName(name: string | undefined): boolean {
  return name !== undefined && /(^|\/)deno\.jsonc?$/.test(name);
}

/** The file name a block is written under, or undefined when it is not a file. */
export function fileNameOf(block: CodeBlock): string | undefined {
  if (block.meta.output) return undefined;
  const titled = titleAsFileName(block.meta.title);
  if (titled) return titled;
  const ext = CODE_LANGS[block.lang];
  return ext ? `_block_L${block.line}.${ext}` : undefined;
}

export interface Snapshot {
  /** Stable id within the page (0, 1, ...). */
  id: number;
  /** File name -> block. */
  files: Map<string, CodeBlock>;
  /** deno.json (or deno.jsonc) of this snapshot, if the page shows one. */
  config?: {name: string; block: CodeBlock};
  /** package.json of this snapshot: its dependencies are installed (`deno install`) first. */
  packageJson?: CodeBlock;
  /** Hash of every file name and content: part of the cache key of each block checked in it. */
  hash: string;
}

/** A page's files; `P` is the page (the site's build passes just its blocks). */
export interface PageWorkspace<P extends {blocks: CodeBlock[]} = {blocks: CodeBlock[]}> {
  page: P;
  snapshots: Snapshot[];
  /** Snapshot each file block is checked/run in. */
  snapshotOf: Map<CodeBlock, Snapshot>;
  fileOf: Map<CodeBlock, string>;
}

/**
 * `provided`: modules the checker generates (file name → text, openapi-types.ts). One is added
 * to a snapshot when a file of it imports the module and the page shows no file of that name,
 * so its text is part of the snapshot's hash, and so of the cache keys, only where it is used.
 */
export function buildWorkspace<P extends {blocks: CodeBlock[]}>(
  page: P,
  provided: ReadonlyMap<string, string> = new Map(),
): PageWorkspace<P> {
  const fileBlocks = page.blocks.filter((block) => fileNameOf(block) !== undefined);
  const fileOf = new Map<CodeBlock, string>();
  for (const block of fileBlocks) fileOf.set(block, fileNameOf(block) as string);
  const snapshots: Snapshot[] = [];
  const byKey = new Map<string, Snapshot>();
  const snapshotOf = new Map<CodeBlock, Snapshot>();
  for (const block of fileBlocks) {
    const files = new Map<string, CodeBlock>();
    for (const other of fileBlocks) {
      const name = fileOf.get(other) as string;
      if (name.startsWith('_block_L') && other !== block) continue; // untitled: only its own
      const current = files.get(name);
      if (other.index <= block.index)
        files.set(name, other); // latest at or before
      else if (!current) files.set(name, other); // only shown later: first version
    }
    addProvided(files, provided);
    const entries = [...files.entries()].sort(([a], [b]) => a.localeCompare(b));
    const key = entries.map(([name, b]) => `${name}@${b.index}`).join('|');
    let snapshot = byKey.get(key);
    if (!snapshot) {
      const configEntry = entries.find(([name]) => isDenoConfigName(name) && !name.includes('/'));
      snapshot = {
        id: snapshots.length,
        files,
        config: configEntry ? {name: configEntry[0], block: configEntry[1]} : undefined,
        packageJson: files.get('package.json'),
        hash: hashOf(entries.map(([name, b]) => [name, b.value])),
      };
      snapshots.push(snapshot);
      byKey.set(key, snapshot);
    }
    snapshotOf.set(block, snapshot);
  }
  return {page, snapshots, snapshotOf, fileOf};
}

function addProvided(files: Map<string, CodeBlock>, provided: ReadonlyMap<string, string>): void {
  for (const [name, value] of provided) {
    if (files.has(name)) continue;
    const imported = [...files].some(
      ([from, block]) =>
        CODE_LANGS[block.lang] !== undefined &&
        importedSpecifiers(block.value).some((specifier) => resolveRelative(from, specifier) === name),
    );
    // Not a block of the page: line 0 and index -1 keep it out of every report and plan.
    if (imported)
      files.set(name, {index: -1, line: 0, lang: 'ts', rawMeta: '', meta: {fails: false, output: false}, value});
  }
}

/** The page-relative file a relative specifier of `from` names, or undefined for other specifiers. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  return normalizeRelative(dir + specifier);
}

const NODE_BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_')));

/**
 * Module specifiers a block imports: static and dynamic imports, re-exports, `require()`,
 * `/// <reference>` directives (TypeScript's own scanner, so strings and template literals that
 * merely contain `from "..."` are not mistaken for imports), and a `@jsxImportSource` pragma.
 */
export function importedSpecifiers(code: string): string[] {
  const info = ts.preProcessFile(code, true, true);
  const specifiers = new Set<string>();
  for (const ref of [...info.importedFiles, ...info.referencedFiles, ...info.typeReferenceDirectives]) {
    specifiers.add(ref.fileName);
  }
  const pragma = /@jsxImportSource\s+([^\s*]+)/.exec(code);
  if (pragma?.[1]) specifiers.add(`${pragma[1]}/jsx-runtime`);
  return [...specifiers];
}

/** A jsr: or https: import the checker cannot fetch: all but the vendored standard library's. */
function isUnfetchableUrl(target: string): boolean {
  return /^(jsr:|https?:)/.test(target) && !isVendoredStd(target);
}

interface ImportMap {
  imports: Record<string, string>;
}

function importMapOf(snapshot: Snapshot): ImportMap | undefined {
  if (!snapshot.config) return undefined;
  const parsed: unknown = parseJsonc(snapshot.config.block.value);
  if (!parsed || typeof parsed !== 'object') return undefined;
  const config = parsed as {imports?: unknown; compilerOptions?: {jsxImportSource?: unknown}};
  const imports: Record<string, string> = {};
  if (config.imports && typeof config.imports === 'object') {
    for (const [key, value] of Object.entries(config.imports as Record<string, unknown>)) {
      if (typeof value === 'string') imports[key] = value;
    }
  }
  const jsxSource = config.compilerOptions?.jsxImportSource;
  if (typeof jsxSource === 'string') imports['\0jsxImportSource'] = jsxSource;
  return {imports};
}

/** Resolve a bare specifier through an import map: exact key, else the longest key that is a
 * prefix (`"@std/assert": "jsr:@std/assert@1"` also maps `@std/assert/equals`, as deno does). */
function mapBare(specifier: string, map: ImportMap | undefined): string | undefined {
  if (!map) return undefined;
  const exact = map.imports[specifier];
  if (exact !== undefined) return exact;
  let best: string | undefined;
  for (const key of Object.keys(map.imports)) {
    const prefix = key.endsWith('/') ? key : `${key}/`;
    if (specifier.startsWith(prefix) && (best === undefined || key.length > best.length)) best = key;
  }
  return best === undefined ? undefined : map.imports[best];
}

/**
 * Why a block cannot be type-checked here, or undefined when it can: it (or a file of its page
 * that it imports) imports jsr:/https: modules, directly or through the page's deno.json
 * "imports", or a bare name the page does not map.
 */
export function unfetchableReason(
  block: CodeBlock,
  workspace: Pick<PageWorkspace, 'snapshotOf' | 'fileOf'>,
  seen: Set<CodeBlock> = new Set(),
): string | undefined {
  if (seen.has(block)) return undefined;
  seen.add(block);
  const snapshot = workspace.snapshotOf.get(block);
  const map = snapshot ? importMapOf(snapshot) : undefined;
  const specifiers = importedSpecifiers(block.value);
  const jsxSource = map?.imports['\0jsxImportSource'];
  if (jsxSource && /x$/.test(workspace.fileOf.get(block) ?? '') && isUnfetchableUrl(jsxSource)) {
    return `its JSX import source ${jsxSource} cannot be fetched here`;
  }
  for (const specifier of specifiers) {
    if (isUnfetchableUrl(specifier)) return `imports ${specifier}`;
    if (/^(npm:|node:|data:|file:|blob:)/.test(specifier) || isVendoredStd(specifier)) continue;
    if (specifier.startsWith('.') || specifier.startsWith('/')) {
      if (!snapshot || specifier.startsWith('/')) continue;
      const target = resolveRelative(workspace.fileOf.get(block) ?? '', specifier) ?? '';
      const imported = snapshot.files.get(target);
      if (imported && imported !== block && CODE_LANGS[imported.lang] !== undefined) {
        const reason = unfetchableReason(imported, workspace, seen);
        if (reason) return `imports ./${target}, which ${reason}`;
      }
      continue;
    }
    const mapped = mapBare(specifier, map);
    if (mapped !== undefined) {
      if (isUnfetchableUrl(mapped)) return `imports ${specifier} (${mapped} in deno.json)`;
      continue;
    }
    const root = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : (specifier.split('/')[0] ?? specifier);
    if (NODE_BUILTINS.has(specifier) || NODE_BUILTINS.has(root)) continue; // deno reports it
    if (snapshot && packageDependencies(snapshot).has(root)) continue; // installed from npm
    if (specifier.startsWith('#') && snapshot && packageImports(snapshot)) continue; // deno reports a miss
    return `imports "${specifier}", which no deno.json on the page maps`;
  }
  return undefined;
}

const parsedPackageJson = new WeakMap<Snapshot, Record<string, unknown>>();

/** The page's package.json as an object (empty when there is none), parsed once per snapshot. */
function packageJsonOf(snapshot: Snapshot): Record<string, unknown> {
  let parsed = parsedPackageJson.get(snapshot);
  if (!parsed) {
    const value: unknown = snapshot.packageJson ? parseJsonc(snapshot.packageJson.value) : undefined;
    parsed = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    parsedPackageJson.set(snapshot, parsed);
  }
  return parsed;
}

/** Whether the page's package.json has subpath imports (`"imports": {"#lib/*": ...}`). */
function packageImports(snapshot: Snapshot): boolean {
  return 'imports' in packageJsonOf(snapshot);
}

function packageDependencies(snapshot: Snapshot): Set<string> {
  const packageJson = packageJsonOf(snapshot);
  const names = new Set<string>();
  for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
    const deps = packageJson[field];
    if (deps && typeof deps === 'object') for (const name of Object.keys(deps)) names.add(name);
  }
  return names;
}

function normalizeRelative(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}
