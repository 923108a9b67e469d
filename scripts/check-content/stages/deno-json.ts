/** deno.json blocks: loaded by the pinned deno's own commands (json.ts lists them), in a folder of their own. */
import fs from 'node:fs';
import path from 'node:path';
import {hashOf} from '../cache';
import {loaderCommands, loaderComplaints} from '../json';
import type {DenoJsonRef} from '../plan';
import {cachedCheck, type Fresh, type Stage, type StageContext} from '../stage';
import {firstLines, sanitize, writeSnapshot} from '../workspace';

export const denoJsonStage: Stage<DenoJsonRef> = {
  kind: 'deno-json',
  // The folder holds the whole snapshot: a deno.json may name the page's other files.
  inputs: (env, ref) => ({deno: env.denoVersion, file: ref.fileName, snapshot: ref.snapshot.hash}),
};

export async function validateDenoJson(ctx: StageContext, ref: DenoJsonRef): Promise<void> {
  await cachedCheck(ctx, denoJsonStage, ref, () => validate(ctx, ref));
}

async function validate(ctx: StageContext, ref: DenoJsonRef): Promise<Fresh> {
  const dir = path.join(ctx.tmp, 'c', hashOf(ref.workspace.page.file, ref.block.index).slice(0, 16));
  writeSnapshot(ref.snapshot, dir);
  if (ref.fileName !== 'deno.json' && ref.fileName !== 'deno.jsonc') {
    fs.writeFileSync(path.join(dir, 'deno.json'), ref.block.value);
  }
  const probe = '__check_probe.ts';
  // Empty: `deno fmt --check` finds it formatted whatever the block's fmt options are (with
  // `"semiColons": false`, `export {};` is not).
  fs.writeFileSync(path.join(dir, probe), '');
  const complaints: string[] = [];
  for (const args of loaderCommands(ref.value, probe)) {
    const result = await ctx.limit(() => ctx.deno.run(args, {cwd: dir, timeoutMs: 60_000}));
    const found = loaderComplaints(`${result.stdout}\n${result.stderr}`);
    if (found.length > 0) complaints.push(`deno ${args[0]}: ${found.join(' ')}`);
    else if (result.code !== 0)
      complaints.push(`deno ${args[0]} exited with ${result.code}: ${firstLines(result.stderr, 2)}`);
  }
  if (complaints.length === 0) return {ok: true};
  return {ok: false, message: sanitize(ctx.tmp, `deno.json rejected by the pinned deno: ${complaints.join('; ')}`)};
}
