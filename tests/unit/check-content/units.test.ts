/** Unit tests of the content checker's pure parts: annotations, output matching, routes, shell. */
import {describe, expect, it} from 'vitest';
import {
  executionOf,
  grantedPorts,
  parseMeta,
  portCollisions,
  splitShellWords,
  titleAsFileName,
} from '../../../scripts/check-content/meta';
import {outputContains, outputMatches, shortDiff, withoutTimings} from '../../../scripts/check-content/output';
import {normalizeRoute, permalinkOf, isLandingPage} from '../../../scripts/check-content/routes';
import {extractDenoCommands, parseFlags, parseSubcommandHelp} from '../../../scripts/check-content/shell';
import {importedSpecifiers} from '../../../scripts/check-content/blocks';
import {parseCheckOutput} from '../../../scripts/check-content/typecheck';
import {parsePage} from '../../../scripts/check-content/markdown';

describe('fence annotations', () => {
  it('reads title, run flags, nocheck reasons, fails and output', () => {
    expect(parseMeta('title="main.ts" run="--allow-net --allow-read=./data"')).toEqual({
      title: 'main.ts',
      run: '--allow-net --allow-read=./data',
      fails: false,
      output: false,
    });
    expect(parseMeta('run {1,3-4} showLineNumbers')).toMatchObject({run: true});
    expect(parseMeta('nocheck')).toMatchObject({nocheck: true});
    expect(parseMeta('nocheck=""')).toMatchObject({nocheck: true});
    expect(parseMeta("nocheck='needs a database'")).toMatchObject({nocheck: 'needs a database'});
    expect(parseMeta('output')).toMatchObject({output: true});
    expect(parseMeta('title="x.ts" fails')).toMatchObject({fails: true});
  });

  it('treats only path-like titles as file names', () => {
    expect(titleAsFileName('main.ts')).toBe('main.ts');
    expect(titleAsFileName('routes/index.tsx')).toBe('routes/index.tsx');
    expect(titleAsFileName('app/recipes/[slug]/page.tsx')).toBe('app/recipes/[slug]/page.tsx');
    expect(titleAsFileName('src/routes/+page.server.ts')).toBe('src/routes/+page.server.ts');
    expect(titleAsFileName('src/routes/trails.$trailId.tsx')).toBe('src/routes/trails.$trailId.tsx');
    expect(titleAsFileName('Terminal')).toBeUndefined();
    expect(titleAsFileName('../x.ts')).toBeUndefined();
    expect(titleAsFileName('my file.ts')).toBeUndefined();
  });

  it('splits run flags like a shell', () => {
    expect(splitShellWords('--allow-read="a b" -A \'--x=1\'')).toEqual(['--allow-read=a b', '-A', '--x=1']);
  });
});

describe('test blocks', () => {
  it('runs `test` blocks with deno test and their flags, `run` blocks with deno run', () => {
    expect(executionOf(parseMeta('title="a_test.ts" test="--allow-read=."'))).toEqual({
      subcommand: 'test',
      flags: ['--allow-read=.'],
    });
    expect(executionOf(parseMeta('title="main.ts" run'))).toEqual({subcommand: 'run', flags: []});
    expect(executionOf(parseMeta('title="main.ts"'))).toBeUndefined();
  });

  it('ignores deno test timings in every unit', () => {
    const printed = 'a ... ok (508µs)\nb ... ok (2ms)\nok | 2 passed | 0 failed (1s 20ms)';
    expect(withoutTimings(printed)).toBe('a ... ok (…)\nb ... ok (…)\nok | 2 passed | 0 failed (…)');
    expect(withoutTimings('(not a timing)')).toBe('(not a timing)');
  });
});

describe('output comparison', () => {
  it('ignores trailing whitespace and trailing blank lines', () => {
    expect(outputMatches('a\nb\n\n', 'a  \nb\n')).toBe(true);
    expect(outputMatches('a\nb', 'a\nc')).toBe(false);
  });

  it('lets a line of ... match any number of lines', () => {
    expect(outputMatches('start\n...\nend', 'start\nend')).toBe(true);
    expect(outputMatches('start\n...\nend', 'start\n1\n2\nend')).toBe(true);
    expect(outputMatches('start\n...', 'start\nanything')).toBe(true);
    expect(outputMatches('start\n...\nend', 'start\n1\n2')).toBe(false);
  });

  it('finds the shown error inside what deno printed (fails blocks)', () => {
    const printed =
      "Check main.ts\nTS2322 [ERROR]: Type 'string' is not assignable to type 'number'.\nconst a: number = \"\";\n    at file:///tmp/main.ts:1:7\n";
    expect(outputContains("TS2322 [ERROR]: Type 'string' is not assignable to type 'number'.", printed)).toBe(true);
    expect(outputContains('TS2345 [ERROR]', printed)).toBe(false);
  });

  it('prints a short diff, expected (-) before printed (+)', () => {
    expect(shortDiff('a\nb\nc', 'a\nB\nc')).toBe('  a\n- b\n+ B\n  c');
  });
});

describe('routes', () => {
  const page = (sectionPath: string, frontMatter: Record<string, unknown> = {}) => ({
    section: 'runtime',
    sectionPath,
    frontMatter,
  });

  it('computes permalinks like plugin-content-docs', () => {
    expect(permalinkOf(page('manual/basics/permissions.md'))).toBe('/runtime/manual/basics/permissions');
    expect(permalinkOf(page('manual/basics/index.mdx'))).toBe('/runtime/manual/basics/');
    expect(permalinkOf(page('index.mdx', {slug: '/'}))).toBe('/runtime/');
    expect(permalinkOf(page('manual/x.md', {slug: '/elsewhere'}))).toBe('/runtime/elsewhere');
    expect(permalinkOf(page('manual/x.md', {slug: 'renamed'}))).toBe('/runtime/manual/renamed');
    expect(permalinkOf(page('manual/01-intro.md'))).toBe('/runtime/manual/intro');
    expect(normalizeRoute('/runtime/manual/')).toBe('/runtime/manual');
    expect(normalizeRoute('/runtime/manual/index.html')).toBe('/runtime/manual');
  });

  it('knows landing and category pages', () => {
    expect(isLandingPage(page('manual/basics/index.mdx'))).toBe(true);
    expect(isLandingPage(page('overview.mdx', {slug: '/'}))).toBe(true);
    expect(isLandingPage(page('manual/basics/permissions.md'))).toBe(false);
  });

  it('computes heading anchors like the site build', () => {
    const parsed = parsePage(
      '---\ntitle: T\n---\n\n## Hello `deno run` world\n\n## Hello `deno run` world\n\n## Custom {#my-id}\n\n<a id="raw"></a>\n',
      {file: 'runtime/a.mdx', section: 'runtime', sectionPath: 'a.mdx'},
    );
    expect([...parsed.anchors]).toEqual(['hello-deno-run-world', 'hello-deno-run-world-1', 'my-id', 'raw']);
  });
});

describe('shell commands', () => {
  it('finds deno commands in shell blocks, past prompts, env vars and pipes', () => {
    const commands = extractDenoCommands(
      '$ deno run -A main.ts\nFOO=1 deno task dev && deno fmt\ncurl x | deno run - # comment\ndeno compile \\\n  --output app main.ts',
      'sh',
      10,
    );
    expect(commands.map((c) => c.args)).toEqual([
      ['run', '-A', 'main.ts'],
      ['task', 'dev'],
      ['fmt'],
      ['run', '-'],
      ['compile', '--output', 'app', 'main.ts'],
    ]);
    expect(commands.map((c) => c.line)).toEqual([11, 12, 12, 13, 14]);
    expect(extractDenoCommands('$ deno --version\ndeno 2.9.6', 'console', 1).map((c) => c.args)).toEqual([
      ['--version'],
    ]);
  });

  it('reads flags and their values from deno help', () => {
    const help = [
      'Usage: deno run [OPTIONS] <SCRIPT_ARG>',
      '',
      'Options:',
      '      --check[=<VALUE>]   Enable type-checking.',
      '      --ext <VALUE>       Set content type',
      '  -c, --config <VALUE>    Configure',
      '                            --not-a-flag  |  text',
      '  -A, --allow-all                           Allow all permissions.',
    ].join('\n');
    expect(parseFlags(help)).toEqual({
      '--check': {takesValue: 'optional'},
      '--ext': {takesValue: 'required'},
      '--config': {takesValue: 'required'},
      '-c': {takesValue: 'required'},
      '--allow-all': {takesValue: 'none'},
      '-A': {takesValue: 'none'},
    });
    expect(parseSubcommandHelp(help).stopAtPositional).toBe(true);
  });
});

describe('imports and deno check output', () => {
  it('finds the modules a block imports', () => {
    const code =
      'import { a } from "./a.ts";\nimport type {B} from\n  "npm:b@1";\nexport * from \'jsr:@std/c\';\nconst d = await import("https://x/d.ts");\n// import "./commented.ts";\n';
    expect(importedSpecifiers(code)).toEqual(['./a.ts', 'npm:b@1', 'jsr:@std/c', 'https://x/d.ts']);
  });

  it('reads type errors and module graph errors', () => {
    const output = [
      'Check main.ts',
      "TS2322 [ERROR]: Type 'number' is not assignable to type 'string'.",
      'const x: string = 1;',
      '      ^',
      '    at file:///tmp/a/main.ts:1:7',
      '',
      'error: Type checking failed.',
      'error: SyntaxError: Expression expected',
      '    at file:///tmp/a/syn.ts:1:11',
    ].join('\n');
    const diagnostics = parseCheckOutput(output);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'TS2322',
        message: "Type 'number' is not assignable to type 'string'.",
        fatal: false,
        path: '/tmp/a/main.ts',
        line: 1,
        column: 7,
      }),
      expect.objectContaining({
        message: 'SyntaxError: Expression expected',
        fatal: true,
        path: '/tmp/a/syn.ts',
        line: 1,
        column: 11,
      }),
    ]);
    expect(diagnostics[0]?.text).toBe(output.split('\n').slice(1, 5).join('\n'));
  });
});

describe('ports of runnable blocks', () => {
  it('reads the fixed ports an --allow-net grant names', () => {
    expect(grantedPorts(['--allow-net=127.0.0.1:8123,localhost:9000', '--allow-env'])).toEqual([8123, 9000]);
    expect(grantedPorts(['-N=0.0.0.0:0', '--allow-net', '--allow-net=example.com'])).toEqual([]);
  });

  it('names the block that claimed a port first', () => {
    const a = {file: 'a.md', line: 3, flags: ['--allow-net=127.0.0.1:8123']};
    const b = {file: 'b.md', line: 9, flags: ['--allow-net=localhost:8123']};
    const c = {file: 'c.md', line: 1, flags: ['--allow-net=127.0.0.1:8124']};
    expect(portCollisions([a, b, c])).toEqual([{block: b, port: 8123, claimedBy: a}]);
  });
});
