/**
 * The `@example` blocks of the pinned deno's own declarations, type-checked with that deno: a
 * report, not a failure (the text is upstream's, and the reference shows it as it is). Cached per
 * deno version in the check cache, so a warm run does not start deno for it.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadApiModel} from '../../src/plugins/api-reference/generate';
import {hashOf} from './cache';

export interface ApiExamplesReport {
  total: number;
  passed: number;
  /** `Deno.Command example 1`: the examples that do not type-check. */
  failing: string[];
}

/** Each TypeScript/JavaScript block of each `@example`, named by its symbol. */
export function apiExampleBlocks(): {name: string; code: string}[] {
  const blocks: {name: string; code: string}[] = [];
  for (const symbol of loadApiModel().symbols) {
    const examples = symbol.declarations.flatMap((d) => (d.jsDoc?.tags ?? []).filter((t) => t.kind === 'example'));
    examples.forEach((example, i) => {
      for (const match of (example.doc ?? '').matchAll(/```(ts|typescript|js|javascript)?[^\n]*\n([\s\S]*?)```/g)) {
        blocks.push({name: `${symbol.name} example ${i + 1}`, code: match[2]!});
      }
    });
  }
  return blocks;
}

export function checkApiExamples(
  deno: string,
  denoVersion: string,
  cacheDir: string,
  env: NodeJS.ProcessEnv,
): ApiExamplesReport {
  const blocks = apiExampleBlocks();
  // Keyed by the blocks too: a report kept under the version alone outlived a change to which
  // blocks are read (62 of 63 locally, 50 of 63 on a clean clone of the same commit).
  const cacheFile = path.join(cacheDir, `api-examples-${denoVersion}-${hashOf(blocks).slice(0, 16)}.json`);
  if (fs.existsSync(cacheFile)) return JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as ApiExamplesReport;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-examples-'));
  // Each example is a module of its own, so that their top-level names do not collide.
  const files = blocks.map((block, i) => {
    const file = path.join(dir, `example_${i}.ts`);
    fs.writeFileSync(file, `${block.code}\nexport {};\n`);
    return file;
  });
  const result = spawnSync(deno, ['check', '--quiet', '--no-config', ...files], {
    cwd: dir,
    encoding: 'utf8',
    // The checker's clean environment, with the machine's way to the npm registry (its CA, proxies).
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`cannot run ${deno} check: ${result.error.message}`);
  const output = `${result.stdout}${result.stderr}`;
  const failingFiles = new Set([...output.matchAll(/example_(\d+)\.ts:\d+:\d+/g)].map((m) => Number(m[1])));
  if (result.status !== 0 && failingFiles.size === 0) {
    throw new Error(`deno check of the API examples failed without naming an example:\n${output.slice(0, 2000)}`);
  }
  fs.rmSync(dir, {recursive: true, force: true});
  const report: ApiExamplesReport = {
    total: blocks.length,
    passed: blocks.length - failingFiles.size,
    failing: [...failingFiles].sort((a, b) => a - b).map((i) => blocks[i]!.name),
  };
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(cacheFile, JSON.stringify(report));
  return report;
}
