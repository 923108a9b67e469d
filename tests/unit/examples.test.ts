/**
 * Examples as they run: the command under a run/test/fails block is made from its marks by one
 * rule (scripts/check-content/commands.ts), shown by the site's remark plugin with the labelled
 * output, and a shell block repeating it fails the content checker.
 */
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

const fence = '```';

/** The page as the build renders it (without MDX's components), after the plugin. */
function render(markdown: string): string {
  const tree = parseMarkdown(markdown);
  remarkCheckedExamples({denoVersion: '2.9.6'})(tree);
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
      `${fence}ts title="b.ts"\nimport { assert } from "jsr:@std/assert";\nassert(true);\n${fence}`,
    );
    expect(parseOnly).toContain(`href="${CHECKS_EXPLAINED}#parse-only"`);
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
