/**
 * What every deno stage shares: the run's context, and the one cache sequence of a block check —
 * key from the stage's inputs → cached outcome (recorded as cached), or check → record → store.
 * A stage names everything its result depends on in `inputs`; nothing else goes into the key.
 */
import type {BlockCounts, CheckKind, RecordResult} from './types';
import type {Deno} from './deno';
import type {ResultCache} from './cache';
import {checkKey} from '../../src/plugins/examples/checkKey';
import type {DenoShellChecker} from './shell';
import type {BlockRef} from './plan';
import type {SnapshotDirs} from './workspace';

export interface StageContext {
  deno: Deno;
  cache: ResultCache;
  /** Runs a task in the process pool (at most `jobs` deno processes at once). */
  limit: <T>(task: () => Promise<T>) => Promise<T>;
  jobs: number;
  tmp: string;
  dirs: SnapshotDirs;
  shell: DenoShellChecker;
  denoVersion: string;
  runTimeoutMs: number;
  /** The vendored standard library's commit, which jsr:@std imports resolve to. */
  stdCommit: string;
  record: RecordResult;
  counts: BlockCounts;
  log: (message: string) => void;
}

/** The settings of a run that results may depend on. */
export type StageEnv = Pick<StageContext, 'denoVersion' | 'runTimeoutMs' | 'stdCommit'>;

export interface Stage<Ref extends BlockRef> {
  kind: CheckKind;
  /**
   * Everything the result for `ref` depends on, by name (the block is in `ref.snapshot.hash`
   * with every other file of its page snapshot). The cache key is their hash.
   */
  inputs(env: StageEnv, ref: Ref): Record<string, unknown>;
}

export function cacheKey<Ref extends BlockRef>(stage: Stage<Ref>, env: StageEnv, ref: Ref): string {
  return checkKey(stage.kind, stage.inputs(env, ref));
}

export interface Outcome {
  ok: boolean;
  message?: string;
}

/** A fresh outcome. `cache: false` for failures of the machinery (an install, a crashed linter): checked again next time. */
export interface Fresh extends Outcome {
  cache?: boolean;
}

/** The part of the context the cache sequence uses. */
export type CacheContext = StageEnv & Pick<StageContext, 'cache' | 'record'>;

/** One block check of one stage, through the result cache. */
export class CachedCheck<Ref extends BlockRef> {
  /** The cached outcome, already recorded; undefined when the stage must check and `finish`. */
  readonly hit: Outcome | undefined;
  private readonly key: string;

  constructor(
    private readonly ctx: CacheContext,
    private readonly stage: Stage<Ref>,
    readonly ref: Ref,
  ) {
    this.key = cacheKey(stage, ctx, ref);
    this.hit = ctx.cache.get<Outcome>(this.key);
    if (this.hit) this.recordOutcome(this.hit, true);
  }

  /** Records a fresh outcome and stores it (unless `cache: false`). */
  finish({cache = true, ...outcome}: Fresh): Outcome {
    const stored: Outcome = {ok: outcome.ok, ...(outcome.message ? {message: outcome.message} : {})};
    this.recordOutcome(stored, false);
    if (cache) this.ctx.cache.set(this.key, stored);
    return stored;
  }

  private recordOutcome(outcome: Outcome, cached: boolean): void {
    const {ref} = this;
    this.ctx.record(this.stage.kind, ref.workspace.page.file, ref.block.line, outcome.ok, outcome.message, cached);
  }
}

/** A block check of a stage that checks one block at a time: the cached outcome, or `check`'s. */
export async function cachedCheck<Ref extends BlockRef>(
  ctx: CacheContext,
  stage: Stage<Ref>,
  ref: Ref,
  check: () => Promise<Fresh>,
): Promise<Outcome> {
  const lookup = new CachedCheck(ctx, stage, ref);
  return lookup.hit ?? lookup.finish(await check());
}
