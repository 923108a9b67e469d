/**
 * What each check of an example depends on, for the checker's result cache and for the page's
 * "Checked with Deno" mark (the build looks the same keys up): one home, so the two agree.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkKey, LINT_ARGS, type KeyEnv, type PassedLookup} from '../examples/checkKey';
import type {ExampleProgram} from './source';

/** The folder of the examples, and of the stand-ins the checker starts for some of them. */
export const EXAMPLES_DIR = 'examples';
export const STANDINS_DIR = 'examples/_standins';
/** The vendored standard library that `jsr:@std/...` imports resolve to (scripts/vendor-std.ts). */
export const STD_IMPORT_MAP = 'vendor/std/imports.json';

/**
 * What an example's stand-in is made of: its own file and the shared modules of the stand-ins'
 * folder (names starting with `_`), which it may import. Undefined without a stand-in.
 */
export function standinSource(root: string, example: ExampleProgram): string | undefined {
  if (example.standin === undefined) return undefined;
  const dir = path.join(root, STANDINS_DIR);
  const shared = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('_'))
    .sort();
  return [`${example.standin}.ts`, ...shared].map((name) => fs.readFileSync(path.join(dir, name), 'utf8')).join('\n');
}

export type ExampleStage = 'typecheck' | 'lint' | 'run';

/** The cache key of each check of one example. */
export function exampleKeys(
  example: ExampleProgram,
  env: KeyEnv,
  inputs: {standin: string | undefined},
): Record<ExampleStage, string> {
  const base = {deno: env.denoVersion, file: example.fileName, source: example.source, std: env.stdCommit};
  return {
    // A problem found in the batch counts only when the example has it on its own too.
    typecheck: checkKey('example-typecheck', {...base, failuresRecheckedAlone: true}),
    lint: checkKey('example-lint', {...base, args: LINT_ARGS}),
    run: checkKey('example-run', {...base, standin: inputs.standin ?? null, timeLimit: env.runTimeoutMs}),
  };
}

/** Whether the cache holds a pass for every check the example has (a `typecheck` one is never run). */
export function examplePassed(
  example: ExampleProgram,
  keys: Record<ExampleStage, string>,
  passed: PassedLookup,
): boolean {
  const stages: ExampleStage[] =
    example.check.kind === 'typecheck' ? ['typecheck', 'lint'] : ['typecheck', 'lint', 'run'];
  return stages.every((stage) => passed(keys[stage]));
}
