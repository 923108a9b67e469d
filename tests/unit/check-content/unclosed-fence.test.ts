/** A code fence that is never closed swallows the rest of its page: the checker names the fence. */
import {describe, expect, it} from 'vitest';
import {parseMarkdown, preprocess, unclosedFences} from '../../../src/plugins/markdown/parse';
import {checkScratch, page} from './scratchRoot';

const fence = '```';
const linesOf = (source: string): number[] =>
  unclosedFences(parseMarkdown(source), preprocess(source)).map((node) => node.position?.start.line ?? 0);

describe('unclosedFences', () => {
  it('finds a fence that runs to the end of the file, in a list item or at the last line', () => {
    expect(linesOf(`# T\n\n${fence}ts\nconst a = 1;\n\nMore prose.\n`)).toEqual([3]);
    expect(linesOf(`- item\n\n  ${fence}ts\n  code\n- next\n`)).toEqual([3]);
    expect(linesOf(`Prose.\n\n${fence}ts`)).toEqual([3]);
  });

  it('passes closed fences: plain, longer, tilde, quoted, in a list, in JSX', () => {
    expect(linesOf(`${fence}ts\nconst a = 1;\n${fence}\n`)).toEqual([]);
    expect(linesOf(`${fence}\`md\n${fence}ts\nx\n${fence}\n${fence}\`\n`)).toEqual([]);
    expect(linesOf('~~~~ts\ncode\n~~~~\n')).toEqual([]);
    expect(linesOf(`> ${fence}ts\n> code\n> ${fence}\n\nafter`)).toEqual([]);
    expect(linesOf(`- item\n\n  ${fence}ts\n  code\n  ${fence}\n- next\n`)).toEqual([]);
    expect(linesOf(`<div>\n\n${fence}ts\ncode\n${fence}\n\n</div>\n`)).toEqual([]);
  });
});

describe('check:content on a page with an unclosed fence', () => {
  it('reports the fence line as never closed, and nothing from the swallowed rest', async () => {
    const source = page('Unclosed', `${fence}ts title="main.ts"\nconst a: number = 1;\n\nMore prose.\n`);
    const failures = await checkScratch({'runtime/manual/unclosed.md': source}, ['runtime/manual/unclosed.md']);
    expect(failures.map((f) => [f.file, f.line, f.message])).toEqual([
      [
        'runtime/manual/unclosed.md',
        source.split('\n').indexOf(`${fence}ts title="main.ts"`) + 1,
        'code fence opened here is never closed',
      ],
    ]);
  }, 60_000);
});
