import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Link, Paragraph, Root} from 'mdast';
import {VFile} from 'vfile';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadCliModel} from '../../../src/plugins/cli-reference/generate';
import {resolveMention} from '../../../src/plugins/cli-reference/mentions';
import remarkCliLinks from '../../../src/plugins/cli-reference/remark';

const model = loadCliModel();
const siteDir = path.resolve(__dirname, '../../..');

describe('inline code that names the CLI', () => {
  it.each([
    ['deno test', '/runtime/reference/cli/test'],
    ['deno test --coverage', '/runtime/reference/cli/test#--coverage'],
    ['deno fmt --line-width=100', '/runtime/reference/cli/fmt#--line-width'],
    ['deno run --allow-net main.ts', '/runtime/reference/cli/run#--allow-net'],
    ['--allow-net', '/runtime/reference/cli/run#--allow-net'],
    ['--allow-read=./data', '/runtime/reference/cli/run#--allow-read'],
    ['-A', '/runtime/reference/cli/run#--allow-all'],
    ['deno run -N main.ts', '/runtime/reference/cli/run#--allow-net'],
  ])('`%s` links to %s', (code, href) => {
    const mention = resolveMention(code, model);
    expect(mention?.kind).toBe('command');
    expect(mention && 'href' in mention ? mention.href : undefined).toBe(href);
  });

  it("goes to the page's own command for a bare flag it has", () => {
    expect(resolveMention('--coverage', model, 'test')).toMatchObject({href: '/runtime/reference/cli/test#--coverage'});
  });

  it('reports a flag the named command does not have, and an unknown command', () => {
    expect(resolveMention('deno fmt --allow-net', model)).toEqual({
      kind: 'unknown-flag',
      command: 'fmt',
      flag: '--allow-net',
    });
    expect(resolveMention('--no-such-flag', model)).toEqual({
      kind: 'unknown-flag',
      command: undefined,
      flag: '--no-such-flag',
    });
    expect(resolveMention('deno frobnicate', model)).toEqual({kind: 'unknown-command', command: 'frobnicate'});
  });

  it('leaves other code alone, and --unstable-* feature flags (not in --help) unlinked', () => {
    expect(resolveMention('Deno.serve', model)).toBeUndefined();
    expect(resolveMention('deno.json', model)).toBeUndefined();
    expect(resolveMention('--unstable-kv', model)).toBeUndefined();
    expect(resolveMention('deno run --unstable-kv main.ts', model)).toMatchObject({
      kind: 'command',
      href: '/runtime/reference/cli/run',
    });
  });
});

describe('remark plugin', () => {
  function links(markdown: string, file = 'runtime/manual/tools/run.md'): string[] {
    const processor = unified().use(remarkParse).use(remarkCliLinks, {siteDir});
    const tree = processor.runSync(processor.parse(markdown), new VFile({path: path.join(siteDir, file)})) as Root;
    const found: string[] = [];
    const walk = (node: {type: string; children?: unknown[]}) => {
      if (node.type === 'link') found.push((node as Link).url);
      for (const child of (node.children ?? []) as {type: string}[]) walk(child);
    };
    walk(tree);
    return found;
  }

  it('links inline flags and commands in prose, not in headings or existing links', () => {
    expect(links('Run `deno test --coverage`, then pass `--allow-net`.')).toEqual([
      '/runtime/reference/cli/test#--coverage',
      '/runtime/reference/cli/run#--allow-net',
    ]);
    expect(links('## The `--allow-net` flag\n\n[see `deno run`](./x.md)')).toEqual(['./x.md']);
  });

  it('keeps the code as the link text', () => {
    const processor = unified().use(remarkParse).use(remarkCliLinks, {siteDir});
    const tree = processor.runSync(
      processor.parse('Use `deno lint`.'),
      new VFile({path: path.join(siteDir, 'runtime/x.md')}),
    ) as Root;
    const link = (tree.children[0] as Paragraph).children[1] as Link;
    expect(link.children).toEqual([expect.objectContaining({type: 'inlineCode', value: 'deno lint'})]);
  });
});
