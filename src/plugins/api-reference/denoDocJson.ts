/**
 * `deno doc --json` as both generated references run it (the Deno and Web APIs here, the Node
 * modules in src/plugins/node-reference): no config, no npm resolution, a quiet environment, and
 * the output's format version checked.
 */
import {spawnSync} from 'node:child_process';
import {denoEnv} from '../cli-reference/generate';
import type {DocJson} from './docJson';

export interface DenoDocOptions {
  /** The folder deno runs in; keep it outside the project, whose package.json deno would read. */
  cwd: string;
  flags?: readonly string[];
  env?: NodeJS.ProcessEnv;
  maxBuffer?: number;
}

/** deno doc's output for `files`, and what it printed on stderr (warnings). */
export function denoDocJson(
  deno: string,
  files: readonly string[],
  {cwd, flags = [], env = {}, maxBuffer = 256 * 1024 * 1024}: DenoDocOptions,
): {doc: DocJson; stderr: string} {
  const result = spawnSync(deno, ['doc', '--json', '--no-config', '--no-npm', ...flags, ...files], {
    cwd,
    encoding: 'utf8',
    env: {...denoEnv(), ...env},
    maxBuffer,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`deno doc failed in ${cwd}:\n${result.stderr}`);
  const doc = JSON.parse(result.stdout) as DocJson;
  if (doc.version !== 2) throw new Error(`deno doc --json: format version ${doc.version}, the reference reads 2`);
  return {doc, stderr: result.stderr};
}
