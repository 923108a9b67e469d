/**
 * The pinned deno's own declarations: `deno types` (stable and unstable APIs, web globals) read
 * by `deno doc --json`, once per deno version, cached on disk. Synchronous, because the remark
 * plugin that links API names in prose needs the symbol list while MDX compiles.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DEFAULT_DENO, denoEnv, denoVersion} from '../cli-reference/generate';
import type {DocSymbol} from './docJson';
import {denoDocJson} from './denoDocJson';
import {buildModel, type ApiModel} from './model';

const REPO_ROOT = path.resolve(__dirname, '../../..');
export const DEFAULT_CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'api-reference');

export interface Declarations {
  version: string;
  symbols: DocSymbol[];
}

function readDeclarations(deno: string, cacheDir: string, version: string): Declarations {
  const types = execFileSync(deno, ['types'], {encoding: 'utf8', env: denoEnv(), maxBuffer: 64 * 1024 * 1024});
  // Outside the project: next to its package.json, deno doc would add @types/node's globals.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deno-types-'));
  const file = path.join(dir, 'deno.d.ts');
  fs.writeFileSync(file, types);
  const {doc} = denoDocJson(deno, [file], {cwd: dir});
  fs.rmSync(dir, {recursive: true, force: true});
  const nodes = Object.values(doc.nodes);
  if (nodes.length !== 1) throw new Error(`deno doc --json: expected one module, got ${nodes.length}`);
  return {version, symbols: nodes[0]!.symbols};
}

export interface LoadOptions {
  deno?: string;
  cacheDir?: string;
}

let memo: {key: string; declarations: Declarations} | undefined;

/** The declarations of the pinned deno, from the cache when it has this version. */
export function loadDeclarations({deno = DEFAULT_DENO, cacheDir = DEFAULT_CACHE_DIR}: LoadOptions = {}): Declarations {
  const key = `${deno}\n${cacheDir}`;
  if (memo?.key === key) return memo.declarations;
  const version = denoVersion(deno);
  const file = path.join(cacheDir, `doc-${version}.json`);
  let declarations: Declarations;
  if (fs.existsSync(file)) {
    declarations = JSON.parse(fs.readFileSync(file, 'utf8')) as Declarations;
  } else {
    fs.mkdirSync(cacheDir, {recursive: true});
    declarations = readDeclarations(deno, cacheDir, version);
    fs.writeFileSync(file, JSON.stringify(declarations));
  }
  memo = {key, declarations};
  return declarations;
}

/** The model for the pinned deno, without a build (remark plugin, checker, tests). */
export function loadApiModel(options: LoadOptions = {}): ApiModel {
  const declarations = loadDeclarations(options);
  return buildModel(declarations.version, declarations.symbols);
}
