/**
 * `deno doc --json` over the split modules, in one run. undici-types writes its imports without
 * extensions ("./dispatcher"), which only sloppy imports resolve; the warnings it still prints
 * (its `/// <reference types="node" />`) are expected, any other warning is a split gone wrong.
 */
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import type {DocSymbol, JsDoc} from '../api-reference/docJson';
import {denoDocJson} from '../api-reference/denoDocJson';

export interface DocLocation {
  filename: string;
  line: number;
  col: number;
}

/** One module of deno doc's output; aliases are still `reference` declarations here. */
export interface RawModuleDoc {
  module_doc?: JsDoc;
  symbols: DocSymbol[];
}

/** Warnings about files other than undici-types', which the split wrote or points at. */
function unexpectedWarnings(stderr: string, undiciDir: string): string[] {
  const undiciUrl = pathToFileURL(undiciDir).href;
  return stderr
    .split(/^(?=Warning )/m)
    .filter((block) => block.startsWith('Warning '))
    .filter((block) => !/^\s+at (\S+)/m.exec(block)?.[1]?.startsWith(undiciUrl));
}

/** deno doc's output per split file, keyed by the file's path relative to `dir`. */
export function runDenoDoc(deno: string, dir: string, files: string[], undiciDir: string): Map<string, RawModuleDoc> {
  const {doc, stderr} = denoDocJson(deno, files, {
    cwd: dir,
    flags: ['--sloppy-imports'],
    // The split folder is inside the project: its package.json would bring in @types/node 20.
    env: {DENO_NO_PACKAGE_JSON: '1'},
    maxBuffer: 512 * 1024 * 1024,
  });
  const warnings = unexpectedWarnings(stderr, undiciDir);
  if (warnings.length) throw new Error(`deno doc warned about the split modules in ${dir}:\n${warnings.join('')}`);
  const byFile = new Map<string, RawModuleDoc>();
  for (const [url, node] of Object.entries(doc.nodes)) {
    byFile.set(path.relative(dir, fileURLToPath(url)).split(path.sep).join('/'), node);
  }
  return byFile;
}
