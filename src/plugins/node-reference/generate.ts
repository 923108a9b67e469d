/**
 * The Node reference's data: @types/node split into one module per Node module, read by the
 * pinned deno's `deno doc --json`, cached on disk per (@types/node version, deno version) under
 * node_modules/.cache/node-reference/<types>-<deno>/ (the split files stay there to be read) and
 * kept in memory once loaded. Synchronous, like the API reference's loader.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_DENO, denoVersion} from '../cli-reference/generate';
import {runDenoDoc} from './denoDoc';
import {buildNodeModel, type NodeDocs, type NodeModel, type NodeModuleDoc} from './model';
import {addDroppedAliases} from './droppedAliases';
import {resolveReferences, withoutLocations} from './references';
import {splitModules, type SplitModule} from './split';
import {DEFAULT_TYPES_DIR, readTypesPackage, type TypesPackage} from './typesPackage';

const REPO_ROOT = path.resolve(__dirname, '../../..');
export const DEFAULT_CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'node-reference');

export interface LoadOptions {
  deno?: string;
  cacheDir?: string;
  typesDir?: string;
}

interface CachedDocs {
  /** Hash of the code that makes the docs: a change to the split makes the cache stale. */
  generator: string;
  docs: NodeDocs;
}

/**
 * This file and the files of this folder it imports, directly or not: the pages' code (render.tsx,
 * index.ts) does not make the cached docs, and a change to it keeps them.
 */
export function generatorFiles(): string[] {
  const files = new Set<string>();
  const visit = (name: string): void => {
    if (files.has(name)) return;
    files.add(name);
    const source = fs.readFileSync(path.join(__dirname, name), 'utf8');
    for (const match of source.matchAll(/from '\.\/([\w-]+)'/g)) visit(`${match[1]}.ts`);
  };
  visit('generate.ts');
  return [...files].sort();
}

function generatorHash(): string {
  const hash = createHash('sha256');
  for (const file of generatorFiles()) hash.update(file).update(fs.readFileSync(path.join(__dirname, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Replaces `target` with `source` (a file or folder), which another process may have done first. */
function replaceWith(source: string, target: string): void {
  try {
    fs.rmSync(target, {recursive: true, force: true});
    fs.renameSync(source, target);
  } catch {
    fs.rmSync(source, {recursive: true, force: true});
  }
}

/** Writes the split modules into a new folder of `dir`: test workers may generate at once. */
function writeSplitModules(split: SplitModule[], dir: string): string {
  fs.mkdirSync(dir, {recursive: true});
  const modulesDir = fs.mkdtempSync(path.join(dir, 'modules-'));
  for (const module of split) {
    const file = path.join(modulesDir, module.file);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, module.text);
  }
  return modulesDir;
}

/** deno doc's output for the split modules in `modulesDir`, aliases resolved, per module. */
function documentSplit(deno: string, split: SplitModule[], modulesDir: string, undiciDir: string): NodeModuleDoc[] {
  const byFile = runDenoDoc(
    deno,
    modulesDir,
    split.map((m) => m.file),
    undiciDir,
  );
  const raw = split.map((module) => {
    const doc = byFile.get(module.file);
    if (!doc) throw new Error(`deno doc: no output for ${module.file}`);
    return doc;
  });
  resolveReferences(raw);
  addDroppedAliases(split.map((module, i) => ({...module, symbols: raw[i]!.symbols})));
  return split.map((module, i) => ({
    name: module.name,
    doc: raw[i]!.module_doc,
    defaultExport: module.defaultExport,
    moduleNamespaces: module.moduleNamespaces,
    symbols: raw[i]!.symbols,
  }));
}

function generateDocs(deno: string, types: TypesPackage, version: string, dir: string): NodeDocs {
  const split = splitModules(types).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const modulesDir = writeSplitModules(split, dir);
  let modules: NodeModuleDoc[];
  try {
    modules = documentSplit(deno, split, modulesDir, path.dirname(types.undiciTypesEntry));
  } catch (error) {
    const failed = path.join(dir, 'modules-failed');
    replaceWith(modulesDir, failed);
    throw new Error(`${(error as Error).message}\n(the split modules deno doc read are in ${failed})`, {cause: error});
  }
  replaceWith(modulesDir, path.join(dir, 'modules'));
  return withoutLocations({typesVersion: types.version, denoVersion: version, modules});
}

/** The folder one (@types/node, deno) pair is cached in. */
export function cacheFolder(cacheDir: string, typesVersion: string, deno: string): string {
  return path.join(cacheDir, `${typesVersion}-${deno}`);
}

let docsMemo: {key: string; docs: NodeDocs} | undefined;

/** deno doc's output for every Node module, from the cache when it has these versions. */
export function loadNodeDocs({
  deno = DEFAULT_DENO,
  cacheDir = DEFAULT_CACHE_DIR,
  typesDir = DEFAULT_TYPES_DIR,
}: LoadOptions = {}): NodeDocs {
  const key = [deno, cacheDir, typesDir].join('\n');
  if (docsMemo?.key === key) return docsMemo.docs;
  const types = readTypesPackage(typesDir);
  const version = denoVersion(deno);
  const dir = cacheFolder(cacheDir, types.version, version);
  const file = path.join(dir, 'doc.json');
  const generator = generatorHash();
  const cached = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CachedDocs) : undefined;
  let docs = cached?.generator === generator ? cached.docs : undefined;
  if (!docs) {
    docs = generateDocs(deno, types, version, dir);
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify({generator, docs} satisfies CachedDocs));
    replaceWith(partial, file);
  }
  docsMemo = {key, docs};
  return docs;
}

let modelMemo: {docs: NodeDocs; model: NodeModel} | undefined;

/** The Node reference's model for the pinned deno and @types/node. */
export function loadNodeModel(options: LoadOptions = {}): NodeModel {
  const docs = loadNodeDocs(options);
  if (modelMemo?.docs !== docs) modelMemo = {docs, model: buildNodeModel(docs)};
  return modelMemo.model;
}
