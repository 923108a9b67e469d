/**
 * Where the Node.js declarations come from: @types/node matching the pinned deno's Node version
 * (installed as `@types/node-26`, next to the site's own older `@types/node`), and the
 * undici-types that this @types/node depends on (its own nested copy, not the site's).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../..');
export const DEFAULT_TYPES_DIR = path.join(REPO_ROOT, 'node_modules', '@types', 'node-26');

export interface TypesPackage {
  dir: string;
  version: string;
  /** index.d.ts, which references every other file in the order TypeScript reads them. */
  entry: string;
  /** The file deno doc should read for `undici-types`. */
  undiciTypesEntry: string;
}

function readJson(file: string): {version?: string; types?: string; typings?: string} {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as {version?: string; types?: string; typings?: string};
}

export function readTypesPackage(dir = DEFAULT_TYPES_DIR): TypesPackage {
  const manifest = path.join(dir, 'package.json');
  if (!fs.existsSync(manifest)) throw new Error(`no @types/node at ${dir}`);
  const version = readJson(manifest).version;
  if (!version) throw new Error(`${manifest}: no version`);
  // Resolved from the types package, as Node resolves its dependency: the nested copy wins.
  const undiciManifest = createRequire(manifest).resolve('undici-types/package.json');
  const undici = readJson(undiciManifest);
  const undiciTypesEntry = path.join(path.dirname(undiciManifest), undici.types ?? undici.typings ?? 'index.d.ts');
  return {dir, version, entry: path.join(dir, 'index.d.ts'), undiciTypesEntry};
}

/**
 * The files that declare the modules: every .d.ts of the package except the copies for older
 * TypeScript versions (ts5.6/, ts5.7/) and its own node_modules.
 */
export function isDeclarationFile(typesDir: string, file: string): boolean {
  const relative = path.relative(typesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false;
  const top = relative.split(path.sep)[0]!;
  return relative.endsWith('.d.ts') && top !== 'node_modules' && !/^ts\d+\.\d+$/.test(top);
}
