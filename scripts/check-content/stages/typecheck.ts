/**
 * Type-checking: the blocks (and the `fails` blocks, whose errors are expected) in batches, one
 * `deno check` per shared configuration (config.ts), split into one chunk per CPU when large.
 */
import path from 'node:path';
import {CHECK_TIMEOUT_MS, STAGE_INPUTS} from '../../../src/plugins/examples/checkKey';
import {checkConfig} from '../config';
import {checkBatch, formatDiagnostic, type Diagnostic} from '../typecheck';
import type {CodeBlock} from '../markdown';
import type {BlockRef, FailsRef} from '../plan';
import {CachedCheck, type Stage, type StageContext} from '../stage';
import {sanitize} from '../workspace';

export {CHECK_TIMEOUT_MS};

export const typecheckStage: Stage<BlockRef> = {
  kind: 'typecheck',
  inputs: STAGE_INPUTS.typecheck,
};

/** What `deno check` said about a `fails` block: its diagnostics, or why it could not check it. */
export type FailsCheck = {diagnostics: Diagnostic[]} | {error: string};

interface Root {
  ref: BlockRef;
  path: string;
  check?: CachedCheck<BlockRef>;
  fails?: FailsRef;
}

/** The blocks checked with one configuration. */
interface Group {
  cwd: string;
  args: string[];
  roots: Root[];
}

/** What the later stages need from the type-checks. */
export interface Typechecked {
  /** Whether each block type-checked (a block that did not is not run). */
  ok: Map<CodeBlock, boolean>;
  /** What `deno check` said about each `fails` block to confirm. */
  fails: Map<FailsRef, FailsCheck>;
}

/** Type-checks `refs` (recording each) and the `fails` blocks to confirm, into `out`. */
export async function typecheckAll(
  ctx: StageContext,
  refs: BlockRef[],
  failsRefs: FailsRef[],
  out: Typechecked,
): Promise<void> {
  ctx.counts.typeChecked += refs.length;
  const groups = new Map<string, Group>();
  const add = (root: Omit<Root, 'path'>): void => {
    const {ref} = root;
    const config = checkConfig(ctx.tmp, ref.snapshot, ref.fileName, ctx.dirs);
    const group = groups.get(config.group) ?? {cwd: config.cwd, args: config.args, roots: []};
    group.roots.push({...root, path: path.join(ctx.dirs.dirOf(ref.snapshot), ref.fileName)});
    groups.set(config.group, group);
  };
  for (const ref of refs) {
    const check = new CachedCheck(ctx, typecheckStage, ref);
    if (check.hit) out.ok.set(ref.block, check.hit.ok);
    else add({ref, check});
  }
  for (const ref of failsRefs) add({ref, fails: ref});
  if (groups.size === 0) return;
  const total = [...groups.values()].reduce((n, g) => n + g.roots.length, 0);
  const started = Date.now();
  ctx.log(`type-checking ${total} blocks in ${groups.size} deno check group(s)`);

  const tasks: Promise<void>[] = [];
  for (const group of groups.values()) {
    const chunkCount = group.roots.length >= 40 ? ctx.jobs : 1;
    const size = Math.ceil(group.roots.length / chunkCount);
    for (let start = 0; start < group.roots.length; start += size) {
      tasks.push(checkChunk(ctx, group, group.roots.slice(start, start + size), out));
    }
  }
  await Promise.all(tasks);
  ctx.log(`type-checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function checkChunk(ctx: StageContext, group: Group, chunk: Root[], out: Typechecked): Promise<void> {
  // Own-folder groups are one snapshot each: install its package.json first.
  const first = chunk[0]?.ref.snapshot;
  const installError = first?.packageJson ? await ctx.dirs.install(first) : undefined;
  const diagnostics = installError
    ? new Map<string, Diagnostic[]>()
    : await checkBatch(
        chunk.map((c) => c.path),
        {deno: ctx.deno, limit: ctx.limit, cwd: group.cwd, args: group.args, timeoutMs: CHECK_TIMEOUT_MS},
      );
  for (const {ref, path: filePath, check, fails} of chunk) {
    const found = diagnostics.get(filePath) ?? [];
    if (fails) {
      out.fails.set(fails, installError ? {error: installError} : {diagnostics: found});
      continue;
    }
    const ok = !installError && found.length === 0;
    const message = installError
      ? installError
      : ok
        ? undefined
        : sanitize(ctx.tmp, `type error in ${ref.fileName}: ${found.map(formatDiagnostic).join('; ')}`);
    out.ok.set(ref.block, ok);
    // Infrastructure failures (install) are not cached; type errors are.
    check?.finish({ok, message, cache: !installError});
  }
}
