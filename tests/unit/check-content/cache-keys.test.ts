/**
 * The result cache keys: for each deno stage, every input its result depends on is changed in
 * turn (on the page, or in the run's settings), and the cached result must be missed; inputs it
 * does not depend on, and an unchanged page, must hit. The inputs are listed here from what each
 * stage does, not read from the stages' own key inputs, so that a key that leaves one out fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {buildWorkspace} from '../../../scripts/check-content/blocks';
import {ResultCache} from '../../../scripts/check-content/cache';
import {parsePage} from '../../../scripts/check-content/markdown';
import {generateApiTypes, type OpenApiDocument} from '../../../scripts/check-content/openapi-types';
import {emptyPlan, planBlocks, type BlockRef, type Plan} from '../../../scripts/check-content/plan';
import {helpKey} from '../../../scripts/check-content/shell';
import {CachedCheck, type CacheContext, type Stage, type StageEnv} from '../../../scripts/check-content/stage';
import {denoJsonStage} from '../../../scripts/check-content/stages/deno-json';
import {failsStage} from '../../../scripts/check-content/stages/fails';
import {lintStage} from '../../../scripts/check-content/stages/lint';
import {runStage} from '../../../scripts/check-content/stages/run';
import {typecheckStage} from '../../../scripts/check-content/stages/typecheck';
import type {CheckResult} from '../../../scripts/check-content/types';

/** The parts of the test page, and the run's settings, that a mutation may change. */
const BASE = {
  denoVersion: 'deno 2.9.6',
  runTimeoutMs: 10_000,
  stdCommit: 'ca58f9427152c946ce1c1bc287d290efde1fbab7',
  configName: 'deno.json',
  config: '{"compilerOptions": {"strict": true}, "imports": {"@std/assert": "jsr:@std/assert@1"}}',
  util: 'export const greeting = "hello";',
  data: 'some data',
  mainName: 'main.ts',
  subcommand: 'run',
  runFlags: '--allow-env',
  main: 'import {greeting} from "./util.ts";\nconsole.log(greeting);',
  mainOutput: 'hello',
  failsName: 'fails.ts',
  failsFlags: '--allow-env',
  fails: 'import {greeting} from "./util.ts";\nconst n: number = greeting;',
  failsOutput: 'TS2322',
  // A JSR package other than the vendored standard library's: not fetchable here, so linted.
  helper: 'export {Application} from "jsr:@oak/oak@17";',
  remoteName: 'remote.ts',
  remote: 'import {Application} from "./helper.ts";\nnew Application();',
};
type Parts = typeof BASE;

function pageSource(p: Parts): string {
  const fence = (info: string, body: string): string => `\`\`\`${info}\n${body}\n\`\`\`\n`;
  return [
    '---\ntitle: Cache keys\ndescription: A page for the cache key tests.\n---\n',
    fence(`json title="${p.configName}"`, p.config),
    fence('ts title="util.ts"', p.util),
    fence('text title="data.txt"', p.data),
    fence(`ts title="${p.mainName}" ${p.subcommand}="${p.runFlags}"`, p.main),
    fence('text output', p.mainOutput),
    fence(`ts title="${p.failsName}" fails run="${p.failsFlags}"`, p.fails),
    fence('text output', p.failsOutput),
    fence('ts title="helper.ts"', p.helper),
    fence(`ts title="${p.remoteName}"`, p.remote),
  ].join('\n');
}

function planOf(parts: Parts): Plan {
  const page = parsePage(pageSource(parts), {file: 'runtime/keys.md', section: 'runtime', sectionPath: 'keys.md'});
  const plan = emptyPlan();
  const problems: string[] = [];
  const record = (_kind: string, _file: string, line: number, ok: boolean, message?: string): void => {
    if (!ok) problems.push(`${line}: ${message}`);
  };
  planBlocks(buildWorkspace(page), plan, {record, counts: {...emptyCounts}, excludedReasons: {}});
  expect(problems).toEqual([]);
  return plan;
}
const emptyCounts = {typeChecked: 0, run: 0, parseOnly: 0, excluded: 0, fails: 0};

type Expect = 'miss' | 'hit';
/** Per mutation: must the cached result be missed (the result depends on it) or hit? */
type Expectations = Record<MutationName, Expect>;
interface StageCase {
  stage: Stage<BlockRef>;
  /** The block the stage checks: its text and file name are mutated. */
  own: OwnBlock;
  refOf: (plan: Plan, parts: Parts) => BlockRef | undefined;
  expect: Expectations;
}

/** Each input, changed on its own; `own` is the block the stage checks. */
const MUTATIONS = {
  'deno version': (p: Parts): Parts => ({...p, denoVersion: 'deno 2.9.7'}),
  'the block text': (p: Parts, own: OwnBlock): Parts => ({...p, [own]: `${p[own]}\n// changed`}),
  'the block file name': (p: Parts, own: OwnBlock): Parts => ({...p, [NAME_OF[own]]: RENAMED[own]}),
  'a file it imports': (p: Parts, own: OwnBlock): Parts =>
    own === 'remote' ? {...p, helper: 'export {Application} from "jsr:@oak/oak@17.1.0";'} : {...p, util: `${p.util}\n`},
  'another file of the page': (p: Parts): Parts => ({...p, data: 'other data'}),
  'deno.json content': (p: Parts): Parts => ({...p, config: p.config.replace('true', 'false')}),
  'run flags': (p: Parts): Parts => ({...p, runFlags: '--allow-env --allow-read'}),
  'fails flags': (p: Parts): Parts => ({...p, failsFlags: '--allow-env --allow-read'}),
  'run output block': (p: Parts): Parts => ({...p, mainOutput: 'hello!'}),
  'fails output block': (p: Parts): Parts => ({...p, failsOutput: 'TS2322 [ERROR]'}),
  'run subcommand': (p: Parts): Parts => ({...p, subcommand: 'test'}),
  'time limit': (p: Parts): Parts => ({...p, runTimeoutMs: 20_000}),
  'the vendored standard library': (p: Parts): Parts => ({...p, stdCommit: '0'.repeat(40)}),
};
type MutationName = keyof typeof MUTATIONS;
type OwnBlock = 'main' | 'fails' | 'remote' | 'config';
const NAME_OF = {main: 'mainName', fails: 'failsName', remote: 'remoteName', config: 'configName'} as const;
const RENAMED = {main: 'app.ts', fails: 'broken.ts', remote: 'remote.tsx', config: 'deno.jsonc'} as const;

/** What an execution adds to a block: a type-check, a lint or a deno.json load depends on none of it. */
const EXECUTION: MutationName[] = [
  'run flags',
  'fails flags',
  'run output block',
  'fails output block',
  'run subcommand',
  'time limit',
];

/** Every mutation misses but those given, which hit. */
function hitsOnly(hits: MutationName[]): Expectations {
  const names = Object.keys(MUTATIONS) as MutationName[];
  return Object.fromEntries(names.map((name) => [name, hits.includes(name) ? 'hit' : 'miss'])) as Expectations;
}

const CASES: Record<string, StageCase> = {
  typecheck: {
    stage: typecheckStage,
    own: 'main',
    refOf: (plan, p) => plan.typecheck.find((r) => r.fileName === p.mainName),
    expect: hitsOnly(EXECUTION),
  },
  run: {
    stage: runStage,
    own: 'main',
    refOf: (plan) => plan.run[0],
    expect: hitsOnly(['fails flags', 'fails output block']),
  },
  fails: {
    stage: failsStage,
    own: 'fails',
    refOf: (plan) => plan.fails[0],
    expect: hitsOnly(['run flags', 'run output block', 'run subcommand']),
  },
  lint: {
    stage: lintStage,
    own: 'remote',
    refOf: (plan, p) => plan.lint.find((r) => r.fileName === p.remoteName),
    expect: hitsOnly([...EXECUTION, 'the vendored standard library']),
  },
  'deno-json': {
    stage: denoJsonStage,
    own: 'config',
    refOf: (plan) => plan.denoJson[0],
    expect: hitsOnly([...EXECUTION, 'the vendored standard library']),
  },
};

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-keys-'));
afterAll(() => fs.rmSync(cacheDir, {recursive: true, force: true}));

/** Stores an outcome for the base page, then looks up the changed page: hit or miss. */
function lookUp(c: StageCase, changed: Parts): {hit: boolean; recorded: CheckResult[]} {
  const cache = new ResultCache(cacheDir, true);
  const recorded: CheckResult[] = [];
  const ctx = (env: StageEnv): CacheContext => ({
    ...env,
    cache,
    record: (kind, file, line, ok, message, cached) => recorded.push({kind, file, line, ok, message, cached}),
  });
  const base = c.refOf(planOf(BASE), BASE);
  const ref = c.refOf(planOf(changed), changed);
  expect(base).toBeDefined();
  expect(ref).toBeDefined();
  new CachedCheck(ctx(BASE), c.stage, base as BlockRef).finish({ok: false, message: 'stored'});
  const again = new CachedCheck(ctx(changed), c.stage, ref as BlockRef);
  return {hit: again.hit !== undefined, recorded};
}

describe('result cache keys', () => {
  for (const [name, c] of Object.entries(CASES)) {
    describe(name, () => {
      it('hits on an unchanged page, recording the stored outcome as cached', () => {
        const {hit, recorded} = lookUp(c, {...BASE});
        expect(hit).toBe(true);
        expect(recorded.at(-1)).toMatchObject({kind: c.stage.kind, ok: false, message: 'stored', cached: true});
      });
      for (const [mutation, change] of Object.entries(MUTATIONS)) {
        const wanted = c.expect[mutation as MutationName];
        it(`${wanted === 'miss' ? 'misses' : 'hits'} when ${mutation} changes`, () => {
          expect(lookUp(c, change(BASE, c.own)).hit).toBe(wanted === 'hit');
        });
      }
    });
  }

  it('keys deno help texts by deno version, subcommand and flag', () => {
    const key = helpKey('deno 2.9.6', 'run', '--unstable-kv');
    expect(helpKey('deno 2.9.6', 'run', '--unstable-kv')).toBe(key);
    expect(helpKey('deno 2.9.7', 'run', '--unstable-kv')).not.toBe(key);
    expect(helpKey('deno 2.9.6', 'test', '--unstable-kv')).not.toBe(key);
    expect(helpKey('deno 2.9.6', 'run', '--unstable-net')).not.toBe(key);
    expect(helpKey('deno 2.9.6', 'run')).not.toBe(key);
    expect(helpKey('deno 2.9.6', 'run')).not.toBe(helpKey('deno 2.9.6', 'test'));
  });
});

describe('result cache keys of blocks that import the generated API types', () => {
  const doc = (description: string): string =>
    JSON.stringify({info: {title: 'T', version: '1', description}, paths: {}, components: {schemas: {}}});
  const pageWith = (code: string): string =>
    `---\ntitle: API types\ndescription: A page for the key tests.\n---\n\n\`\`\`ts title="client.ts"\n${code}\n\`\`\`\n`;
  const importing = pageWith('import type {paths} from "./deno_api_v2.ts";\nexport type P = keyof paths;');
  const plain = pageWith('export const untouched = 1;');
  const refOf = (source: string, document: string): BlockRef => {
    const page = parsePage(source, {file: 'subhosting/types.md', section: 'subhosting', sectionPath: 'types.md'});
    const provided = new Map([['deno_api_v2.ts', generateApiTypes(JSON.parse(document) as OpenApiDocument, document)]]);
    const plan = emptyPlan();
    const sink = {record: (): void => undefined, counts: {...emptyCounts}, excludedReasons: {}};
    planBlocks(buildWorkspace(page, provided), plan, sink);
    return plan.typecheck[0] as BlockRef;
  };
  const hitAfter = (source: string, document: string): boolean => {
    const cache = new ResultCache(cacheDir, true);
    const ctx: CacheContext = {...BASE, cache, record: () => undefined};
    new CachedCheck(ctx, typecheckStage, refOf(source, doc('first'))).finish({ok: true});
    return new CachedCheck(ctx, typecheckStage, refOf(source, document)).hit !== undefined;
  };

  it('misses when the OpenAPI document changes, even where the types stay the same', () => {
    expect(hitAfter(importing, doc('first'))).toBe(true);
    expect(hitAfter(importing, doc('second'))).toBe(false);
  });

  it('hits on a page that does not import them', () => {
    expect(hitAfter(plain, doc('second'))).toBe(true);
  });
});
