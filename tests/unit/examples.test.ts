/**
 * Examples as they run: the command under a run/test/fails block is made from its marks by one
 * rule (scripts/check-content/commands.ts), shown by the site's remark plugin with the labelled
 * output, and a shell block repeating it fails the content checker.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import remarkCheckedExamples, {CHECKS_EXPLAINED} from '../../src/plugins/examples/remark';
import {parseMarkdown} from '../../src/plugins/markdown/parse';
import {parsePage} from '../../scripts/check-content/markdown';
import {checkShownCommands} from '../../scripts/check-content/examples';
import {checkerArgs, commandLine, exampleCommand} from '../../scripts/check-content/commands';
import {parseMeta} from '../../scripts/check-content/meta';
import type {CheckResult} from '../../scripts/check-content/types';
import {checkContent} from '../../scripts/check-content/check';
import {codeBlockOf} from '../../src/plugins/examples/codeBlock';
import {checkedExamples} from '../../src/plugins/examples/checkedExamples';
import {buildWorkspace, unfetchableReason} from '../../src/plugins/examples/blocks';
import {markKeys} from '../../src/plugins/examples/checkedMarks';
import {CHECKER_VERSION, DEFAULT_RUN_TIMEOUT_MS, RESULTS_FILE} from '../../src/plugins/examples/checkKey';
import {vendoredStd} from '../../src/plugins/examples/vendoredStd';

const fence = '```';

/** A result cache in which every check behind each mark of `markdown` has the outcome `ok`. */
function cacheOf(markdown: string, ok = true): string {
  const blocks: ReturnType<typeof codeBlockOf>[] = [];
  const visit = (node: {type: string; children?: unknown[]}): void => {
    if (node.type === 'code') blocks.push(codeBlockOf(node as never, blocks.length));
    for (const child of node.children ?? []) visit(child as never);
  };
  visit(parseMarkdown(markdown));
  const workspace = buildWorkspace({blocks});
  const env = {denoVersion: 'deno 2.9.6', runTimeoutMs: DEFAULT_RUN_TIMEOUT_MS, stdCommit: vendoredStd().commit};
  const keys = checkedExamples(blocks).flatMap((example) => markKeys(example, workspace, env));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-cache-'));
  const entries = Object.fromEntries(keys.map((key) => [key, {ok}]));
  fs.writeFileSync(path.join(dir, RESULTS_FILE), JSON.stringify({version: CHECKER_VERSION, entries}));
  return dir;
}

/** The page as the build renders it (without MDX's components), after the plugin; by default every check passed. */
function render(markdown: string, cacheDir = cacheOf(markdown)): string {
  const tree = parseMarkdown(markdown);
  remarkCheckedExamples({denoVersion: '2.9.6', cacheDir})(tree);
  return toHtml(toHast(tree));
}

function check(markdown: string): CheckResult[] {
  const results: CheckResult[] = [];
  const page = parsePage(markdown, {file: 'runtime/manual/page.md', section: 'runtime', sectionPath: 'manual/page.md'});
  checkShownCommands(page, (kind, file, line, ok, message) =>
    results.push({kind, file, line, ok, ...(message ? {message} : {})}),
  );
  return results;
}

const permissionsPage = [
  `${fence}ts title="main.ts" run="--allow-read=notes.txt"`,
  'console.log(await Deno.readTextFile("notes.txt"));',
  fence,
  '',
  `${fence}text output`,
  'Buy oat milk',
  fence,
  '',
  `${fence}sh`,
  'deno run --allow-read=notes.txt main.ts',
  fence,
].join('\n');

describe('the command of an example', () => {
  it('is made from the marks, and the checker runs it without prompting', () => {
    const run = exampleCommand(parseMeta('title="main.ts" run="--allow-read=notes.txt"'), 'main.ts')!;
    expect(commandLine(run)).toBe('deno run --allow-read=notes.txt main.ts');
    expect(checkerArgs(run)).toEqual(['run', '--no-prompt', '--allow-read=notes.txt', 'main.ts']);
    expect(commandLine(exampleCommand(parseMeta('title="add_test.ts" test'), 'add_test.ts')!)).toBe(
      'deno test add_test.ts',
    );
  });

  it('runs a test block without type-checking it again, unless its flags choose the checking', () => {
    const test = exampleCommand(parseMeta('title="add_test.ts" test="--allow-read"'), 'add_test.ts')!;
    expect(checkerArgs(test)).toEqual(['test', '--no-prompt', '--no-check', '--allow-read', 'add_test.ts']);
    expect(commandLine(test)).toBe('deno test --allow-read add_test.ts');
    const doc = exampleCommand(parseMeta('title="mod.ts" test="--doc"'), 'mod.ts')!;
    expect(checkerArgs(doc)).toEqual(['test', '--no-prompt', '--doc', 'mod.ts']);
  });

  it('quotes what a shell would otherwise expand', () => {
    const run = exampleCommand(parseMeta(`title="env.ts" run='--allow-env="PORT,APP_*"'`), 'env.ts')!;
    expect(run.flags).toEqual(['--allow-env=PORT,APP_*']);
    expect(commandLine(run)).toBe('deno run --allow-env="PORT,APP_*" env.ts');
  });

  it('is deno check for a fails block whose output is a type error, deno run otherwise', () => {
    const meta = parseMeta('title="main.ts" fails');
    expect(exampleCommand(meta, 'main.ts', "TS2322 [ERROR]: Type 'string' is not assignable")?.subcommand).toBe(
      'check',
    );
    expect(exampleCommand(meta, 'main.ts', 'ReferenceError: window is not defined')?.subcommand).toBe('run');
    expect(exampleCommand(parseMeta('title="main.ts"'), 'main.ts')).toBeUndefined();
  });
});

describe('remarkCheckedExamples', () => {
  it('shows the command, then the output labelled as output, in place of the output block', () => {
    const html = render(permissionsPage);
    const terminal = /<figure class="example-terminal"[^>]*>.*?<\/figure>/s.exec(html)?.[0] ?? '';
    expect(terminal).toContain('<kbd>deno run --allow-read=notes.txt main.ts</kbd>');
    expect(terminal.indexOf('<kbd>')).toBeLessThan(terminal.indexOf('<samp>'));
    expect(terminal).toContain('<div role="group" aria-label="Output" tabindex="0"><samp>');
    expect(terminal).toContain('<samp>Buy oat milk</samp>');
    // The output fence itself is gone (only the ts and the sh blocks remain as code).
    expect(html.match(/<pre>/g)).toHaveLength(2);
    expect(html).not.toContain('language-text');
  });

  it('marks each checked block with the pinned deno, linking to the explanation', () => {
    const html = render(permissionsPage);
    expect(html).toContain(
      `<a class="example-check" href="${CHECKS_EXPLAINED}#run">Checked with Deno 2.9.6: run, output as shown</a>`,
    );
    const typeChecked = render(`${fence}ts title="a.ts"\nexport const a = 1;\n${fence}`);
    expect(typeChecked).toContain(`href="${CHECKS_EXPLAINED}#type-checked"`);
    const parseOnly = render(
      `${fence}ts title="b.ts"\nimport { Application } from "jsr:@oak/oak";\nnew Application();\n${fence}`,
    );
    expect(parseOnly).toContain(`href="${CHECKS_EXPLAINED}#parse-only"`);
    // The standard library is served to the checker, so its blocks are type-checked like any other.
    const std = render(`${fence}ts title="c.ts"\nimport { assert } from "jsr:@std/assert";\nassert(true);\n${fence}`);
    expect(std).toContain(`href="${CHECKS_EXPLAINED}#type-checked"`);
  });

  it('gives nocheck blocks, other languages and lint examples no mark', () => {
    const html = render(
      [
        `${fence}ts nocheck="a fragment"`,
        'handler(req);',
        fence,
        `${fence}json title="deno.json"`,
        '{}',
        fence,
        `${fence}ts lint="incorrect"`,
        'var a = 1;',
        fence,
      ].join('\n'),
    );
    expect(html).not.toContain('example-check');
    expect(html).not.toContain('example-terminal');
  });

  it('shows a test command, and a fails block with its error labelled as such', () => {
    const tested = render(`${fence}ts title="add_test.ts" test\nDeno.test("adds", () => {});\n${fence}`);
    expect(tested).toContain('<kbd>deno test add_test.ts</kbd>');
    expect(tested).toContain('#tested');
    const fails = render(
      [
        `${fence}ts title="home.ts" fails`,
        'console.log(Deno.env.get("HOME"));',
        fence,
        `${fence}text output`,
        'NotCapable: Requires env access',
        fence,
      ].join('\n'),
    );
    expect(fails).toContain('<kbd>deno run home.ts</kbd>');
    expect(fails).toContain('data-check="fails"');
    expect(fails).toContain('aria-label="Error output"');
    expect(fails).toContain('<samp>NotCapable: Requires env access</samp>');
  });

  it('puts the terminal where the output was when prose comes between', () => {
    const html = render(
      [
        `${fence}ts title="main.ts" run`,
        'console.log(3);',
        fence,
        '',
        'It prints the sum:',
        '',
        `${fence}text output`,
        '3',
        fence,
      ].join('\n'),
    );
    expect(html.indexOf('example-check')).toBeLessThan(html.indexOf('It prints the sum'));
    expect(html.indexOf('It prints the sum')).toBeLessThan(html.indexOf('example-terminal'));
  });
});

describe('the checked mark', () => {
  const block = `${fence}ts title="a.ts"\nexport const a: number = 1;\n${fence}`;
  const notChecked = `<a class="example-check" href="${CHECKS_EXPLAINED}#type-checked" data-unchecked="">Not checked yet with Deno 2.9.6</a>`;

  it('says "Not checked yet" when the cache holds no result, a failed one, or one of the block before an edit', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-cache-'));
    expect(render(block, empty)).toContain(notChecked);
    expect(render(block, cacheOf(block, false))).toContain(notChecked);
    expect(render(block.replace('1;', '2;'), cacheOf(block))).toContain(notChecked);
    expect(render(block)).toContain('>Checked with Deno 2.9.6: type-checked</a>');
  });

  it('is "Checked" only for what the checker saw pass, under the checker\'s own keys', async () => {
    const fixtures = path.join(__dirname, 'check-content', 'fixtures');
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-cache-'));
    const pages = ['runtime/manual/good.mdx', 'runtime/manual/type_error.mdx', 'runtime/manual/wrong_output.mdx'];
    await checkContent({root: fixtures, paths: pages, cacheDir});
    const marks = (file: string): string[] =>
      [
        ...render(fs.readFileSync(path.join(fixtures, file), 'utf8'), cacheDir).matchAll(
          /class="example-check"[^>]*>([^<]*)</g,
        ),
      ].map((match) => match[1] ?? '');
    expect(marks(pages[0]!).length).toBeGreaterThan(3);
    expect(marks(pages[0]!).every((mark) => mark.startsWith('Checked with Deno'))).toBe(true);
    expect(marks(pages[1]!)).toEqual(['Not checked yet with Deno 2.9.6']);
    expect(marks(pages[2]!)).toEqual(['Not checked yet with Deno 2.9.6']);
  }, 180_000);
});

describe('checkShownCommands (content checker)', () => {
  it('fails a shell block that repeats the shown command, at its fence line', () => {
    expect(check(permissionsPage)).toEqual([
      expect.objectContaining({
        kind: 'shell',
        line: 9,
        ok: false,
        message: expect.stringContaining(
          '`deno run --allow-read=notes.txt main.ts` repeats the command that the page shows under the block at line 1',
        ),
      }),
    ]);
    // Flags in another order, and a ./ before the file, are the same command.
    expect(
      check(
        permissionsPage.replace(
          'deno run --allow-read=notes.txt main.ts',
          '$ deno run --allow-read=notes.txt ./main.ts',
        ),
      ),
    ).toHaveLength(1);
  });

  it('accepts other commands: other flags, arguments for the script, an environment or another binary, a file changed since', () => {
    for (const written of [
      'deno run -A main.ts',
      'deno run --allow-read=notes.txt main.ts extra',
      'deno test main.ts',
      'PORT=3000 deno run --allow-read=notes.txt main.ts',
      './target/debug/deno run --allow-read=notes.txt main.ts',
    ]) {
      expect(check(permissionsPage.replace('deno run --allow-read=notes.txt main.ts', written)), written).toEqual([]);
    }
    const changed = permissionsPage.replace(
      `${fence}sh`,
      `${fence}ts title="main.ts" nocheck="a later version"\nconsole.log(1);\n${fence}\n\n${fence}sh`,
    );
    expect(check(changed)).toEqual([]);
  });

  it('asks an executed block for a file name, which its command names', () => {
    expect(check(`${fence}ts run\nconsole.log(1);\n${fence}\n\n${fence}text output\n1\n${fence}`)).toEqual([
      expect.objectContaining({
        kind: 'annotation',
        line: 1,
        ok: false,
        message: expect.stringContaining('title="main.ts"'),
      }),
    ]);
  });
});

describe('which blocks the checker can fetch', () => {
  const blocksOf = (markdown: string): ReturnType<typeof codeBlockOf>[] => {
    const blocks: ReturnType<typeof codeBlockOf>[] = [];
    const visit = (node: {type: string; children?: unknown[]}): void => {
      if (node.type === 'code') blocks.push(codeBlockOf(node as never, blocks.length));
      for (const child of node.children ?? []) visit(child as never);
    };
    visit(parseMarkdown(markdown));
    return blocks;
  };
  const route = [`${fence}ts title="src/routes/+server.ts"`, 'import { trails } from "#lib/trails.ts";', fence];
  const reasonFor = (packageJson: string): string | undefined => {
    const blocks = blocksOf([`${fence}json title="package.json"`, packageJson, fence, '', ...route].join('\n'));
    return unfetchableReason(blocks[1]!, buildWorkspace({blocks}));
  };

  it("takes a # subpath import as the page's own when its package.json has imports", () => {
    expect(reasonFor('{"imports": {"#lib/*": "./src/lib/*"}}')).toBeUndefined();
    expect(reasonFor('{"name": "trails"}')).toBe('imports "#lib/trails.ts", which no deno.json on the page maps');
  });
});
