/**
 * Tests of the content checker (scripts/check-content) against the fixture pages in ./fixtures:
 * one good page where every kind of block passes, and one page per problem the checker must
 * report, each at the right file:line.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkContent} from '../../../scripts/check-content/check';
import {REPO_ROOT} from '../../../scripts/check-content/deno';
import type {CheckResult, Report} from '../../../scripts/check-content/types';

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));

/** 1-based line of the first line of a fixture page that contains (or is) `needle`. */
function lineOf(file: string, needle: string, whole = false): number {
  const lines = fs.readFileSync(path.join(FIXTURES, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => (whole ? line === needle : line.includes(needle)));
  if (index === -1) throw new Error(`"${needle}" not found in ${file}`);
  return index + 1;
}

let report: Report;
const failuresOf = (file: string): CheckResult[] => report.failures.filter((f) => f.file === file);
const resultsOf = (file: string): CheckResult[] => report.results.filter((r) => r.file === file);

beforeAll(async () => {
  report = await checkContent({root: FIXTURES, noCache: true});
}, 180_000);

describe('check:content on the fixture pages', () => {
  it('passes the good page, with every kind of check run on it', () => {
    const file = 'runtime/manual/good.mdx';
    expect(failuresOf(file)).toEqual([]);
    const kinds = new Set(resultsOf(file).map((r) => r.kind));
    for (const kind of ['typecheck', 'run', 'fails', 'json', 'deno-json', 'shell', 'link', 'prose', 'front-matter']) {
      expect(kinds, kind).toContain(kind);
    }
    // main.ts imports ./util.ts shown earlier on the page, and its output uses a `...` line.
    const mainLine = lineOf(file, '```ts title="main.ts" run');
    expect(
      resultsOf(file)
        .filter((r) => r.line === mainLine)
        .map((r) => [r.kind, r.ok]),
    ).toEqual([
      ['run', true],
      ['typecheck', true],
    ]);
    // Both `fails` blocks (a runtime permission error, a type error) are confirmed.
    expect(resultsOf(file).filter((r) => r.kind === 'fails' && r.ok)).toHaveLength(2);
    expect(report.excludedReasons[file]).toEqual(['a fragment: the body of a request handler on its own']);
    expect(report.excludedPerFile[file]).toBe(1);
  });

  it('passes landing pages with 80 words and links to other sections and to React pages', () => {
    expect(failuresOf('deploy/index.mdx')).toEqual([]);
    expect(failuresOf('runtime/index.mdx')).toEqual([]);
  });

  it('reports a type error at the fence line', () => {
    const file = 'runtime/manual/type_error.mdx';
    expect(failuresOf(file)).toEqual([
      expect.objectContaining({
        kind: 'typecheck',
        line: lineOf(file, '```ts title="main.ts"'),
        message: expect.stringContaining("TS2322 at 1:7: Type 'string' is not assignable to type 'number'"),
      }),
    ]);
  });

  it('reports wrong output with a short diff', () => {
    const file = 'runtime/manual/wrong_output.mdx';
    const failures = failuresOf(file);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({kind: 'run', line: lineOf(file, '```ts title="main.ts" run')});
    expect(failures[0]?.message).toContain('- Hello, world\n+ Hello, world!');
  });

  it('reports a shell block that repeats the command shown under a run block', () => {
    const file = 'runtime/manual/repeated_command.mdx';
    expect(failuresOf(file)).toEqual([
      expect.objectContaining({
        kind: 'shell',
        line: lineOf(file, '```sh'),
        message: expect.stringContaining('`deno run --allow-env=HOME main.ts` repeats the command that the page shows'),
      }),
    ]);
  });

  it('runs `test` blocks with deno test and reports a failing test with its message', () => {
    const good = 'runtime/manual/good.mdx';
    const testLine = lineOf(good, '```ts title="add_test.ts" test');
    expect(resultsOf(good).filter((r) => r.line === testLine && r.kind === 'run')).toEqual([
      expect.objectContaining({ok: true}),
    ]);
    const file = 'runtime/manual/failing_test.mdx';
    const failures = failuresOf(file);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({kind: 'run', line: lineOf(file, '```ts title="sum_test.ts" test')});
    expect(failures[0]?.message).toContain('deno test sum_test.ts` exited with 1');
    expect(failures[0]?.message).toContain('expected 3, got 2');
  });

  it('reports a deno flag that does not exist', () => {
    const file = 'runtime/manual/unknown_flag.mdx';
    expect(failuresOf(file)).toEqual([
      expect.objectContaining({
        kind: 'shell',
        line: lineOf(file, '```sh'),
        message: expect.stringContaining('unknown flag --allow-nets for `deno run`'),
      }),
    ]);
  });

  it('reports a broken anchor at the line of the link, on docs pages and on generated CLI pages', () => {
    const file = 'runtime/manual/broken_anchor.mdx';
    expect(failuresOf(file)).toEqual([
      expect.objectContaining({
        kind: 'link',
        line: lineOf(file, '#no-such-heading'),
        message: expect.stringContaining('broken anchor: #no-such-heading'),
      }),
      expect.objectContaining({
        kind: 'link',
        line: lineOf(file, '#--allow-nets'),
        message: 'broken anchor: #--allow-nets is not an id on the generated page /runtime/reference/cli/run',
      }),
    ]);
  });

  it('reports links to pages that do not exist, as files or as routes', () => {
    const file = 'runtime/manual/broken_link.mdx';
    expect(failuresOf(file)).toEqual([
      expect.objectContaining({
        kind: 'link',
        line: lineOf(file, './missing.mdx'),
        message: expect.stringContaining('broken link: ./missing.mdx'),
      }),
      expect.objectContaining({
        kind: 'link',
        line: lineOf(file, '/runtime/manual/nowhere'),
        message: expect.stringContaining('no page has this route'),
      }),
    ]);
  });

  it('reports a thin page', () => {
    expect(failuresOf('runtime/manual/thin.mdx')).toEqual([
      expect.objectContaining({
        kind: 'prose',
        line: 1,
        message: expect.stringMatching(/^thin page: \d+ words .* at least 300$/),
      }),
    ]);
  });

  it('reports a missing description', () => {
    expect(failuresOf('runtime/manual/no_description.mdx')).toEqual([
      expect.objectContaining({kind: 'front-matter', line: 1, message: 'front matter has no description'}),
    ]);
  });

  it('reports nocheck without a reason', () => {
    const file = 'runtime/manual/nocheck_no_reason.mdx';
    expect(failuresOf(file)).toEqual([
      expect.objectContaining({
        kind: 'annotation',
        line: lineOf(file, '```ts nocheck'),
        message: expect.stringContaining('nocheck needs a reason'),
      }),
    ]);
  });

  it('reports a fails block that does not fail', () => {
    const file = 'runtime/manual/fails_not.mdx';
    expect(failuresOf(file)).toEqual([
      expect.objectContaining({
        kind: 'fails',
        line: lineOf(file, '```ts title="main.ts" fails'),
        message: 'marked `fails`, but it type-checks and runs without an error',
      }),
    ]);
  });

  it('counts a jsr: import as parse-only (linted, not type-checked), but type-checks and runs the standard library', () => {
    const file = 'runtime/manual/jsr_import.mdx';
    expect(failuresOf(file)).toEqual([]);
    const line = lineOf(file, '```ts title="main.ts"');
    expect(resultsOf(file).filter((r) => r.line === line)).toEqual([
      expect.objectContaining({kind: 'lint', ok: true, message: 'not type-checked: it imports jsr:@oak/oak@17'}),
    ]);
    const stdLine = lineOf(file, '```ts title="std.ts" run');
    expect(resultsOf(file).filter((r) => r.line === stdLine)).toEqual([
      expect.objectContaining({kind: 'run', ok: true}),
      expect.objectContaining({kind: 'typecheck', ok: true}),
    ]);
    expect(report.counts.parseOnly).toBe(1);
  });

  it('reports placeholder text and empty sections', () => {
    const file = 'runtime/manual/placeholders.mdx';
    expect(failuresOf(file)).toEqual([
      expect.objectContaining({kind: 'prose', line: lineOf(file, 'TODO'), message: 'placeholder text: TODO'}),
      expect.objectContaining({
        kind: 'prose',
        line: lineOf(file, '## An empty section'),
        message: expect.stringContaining('empty section'),
      }),
    ]);
  });

  it('validates deno.json blocks with the pinned deno and JSON blocks by their language', () => {
    const file = 'runtime/manual/bad_config.mdx';
    expect(failuresOf(file)).toEqual([
      expect.objectContaining({
        kind: 'deno-json',
        line: lineOf(file, '```json title="deno.json"'),
        message: expect.stringContaining('unknown top-level key "improts"'),
      }),
      expect.objectContaining({
        kind: 'deno-json',
        line: lineOf(file, '```jsonc title="other/deno.jsonc"'),
        message: expect.stringContaining('unknown field `lineWidthh`'),
      }),
      expect.objectContaining({
        kind: 'json',
        line: lineOf(file, '```json', true),
        message: expect.stringContaining('invalid JSON: InvalidCommentToken at line 2'),
      }),
    ]);
  });

  it('counts blocks by how they were checked', () => {
    expect(report.counts).toEqual({typeChecked: 10, run: 8, parseOnly: 1, excluded: 1, fails: 3});
    expect(report.failed).toBe(report.failures.length);
    expect(report.passed + report.failed).toBe(report.results.length);
  });
});

describe('result cache', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-test-cache-'));
  afterAll(() => fs.rmSync(cacheDir, {recursive: true, force: true}));

  it('does not invoke deno again for unchanged blocks', async () => {
    const options = {root: FIXTURES, paths: ['runtime/manual/good.mdx', 'runtime/manual/type_error.mdx'], cacheDir};
    const first = await checkContent(options);
    expect(first.denoInvocations).toBeGreaterThan(0);
    expect(first.cache.hits).toBe(0);
    const second = await checkContent(options);
    expect(second.denoInvocations).toBe(0);
    expect(second.cache.misses).toBe(0);
    const strip = (r: Report): unknown => r.results.map(({cached: _cached, ...rest}) => rest);
    expect(strip(second)).toEqual(strip(first));
    expect(second.results.filter((r) => r.kind === 'typecheck').every((r) => r.cached)).toBe(true);
  }, 180_000);

  it('runs a block that timed out again next time: a time-out is not kept as its result', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-slow-'));
    const page = 'runtime/manual/slow.mdx';
    fs.mkdirSync(path.join(root, 'runtime/manual'), {recursive: true});
    fs.writeFileSync(
      path.join(root, page),
      [
        '---\ntitle: Slow\ndescription: A block slower than the time limit.\n---\n',
        '```ts title="main.ts" run',
        'await new Promise((resolve) => setTimeout(resolve, 5000));',
        '```\n',
      ].join('\n'),
    );
    const options = {root, paths: [page], cacheDir: path.join(root, 'cache'), runTimeoutMs: 1500};
    const runResult = (r: Report) => r.results.find((result) => result.kind === 'run');
    const first = await checkContent(options);
    expect(runResult(first)?.message).toMatch(/did not finish in 1.5 s/);
    const second = await checkContent(options);
    expect(runResult(second)).toMatchObject({ok: false, message: expect.stringMatching(/did not finish/)});
    expect(runResult(second)?.cached).toBeFalsy();
    fs.rmSync(root, {recursive: true, force: true});
  }, 120_000);
});

describe('npm run check:content (text output)', () => {
  it('prints file:line: message lines and the summary, and exits 1', () => {
    const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
    const result = spawnSync(
      tsx,
      [
        'scripts/check-content/cli.ts',
        '--root',
        FIXTURES,
        '--no-cache',
        '--quiet',
        'runtime/manual/type_error.mdx',
        'runtime/manual/thin.mdx',
      ],
      {cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000},
    );
    expect(result.status).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    const rel = path.relative(REPO_ROOT, FIXTURES).split(path.sep).join('/');
    expect(lines[0]).toBe(
      `${rel}/runtime/manual/thin.mdx:1: thin page: 20 words of prose outside code; a manual, tutorial or reference page needs at least 300`,
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${rel}/runtime/manual/type_error\\.mdx:10: type error in main\\.ts: TS2322 at 1:7: `),
    );
    expect(lines).toContain('Blocks: 1 type-checked, 0 run, 0 parse-only (not type-checked), 0 fails, 0 excluded');
    expect(lines.at(-1)).toMatch(/^\d+ passed, 2 failed$/);
  }, 120_000);
});
