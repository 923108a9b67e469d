/**
 * The examples of a lint rule page (lint/rules/<rule>.md): each ```ts lint="incorrect" or
 * lint="correct" block, linted as `main.<lang>` or its `title`, next to the page's other
 * titled blocks (a deno.json, a module it imports), which the rule may need as context.
 */
import type {Code, Root} from 'mdast';
import {parseMarkdown} from '../markdown/parse';

export interface LintExample {
  kind: 'incorrect' | 'correct';
  /** File name the example is linted as. */
  entry: string;
  /** The example and the page's context files, by file name. */
  files: Record<string, string>;
  /** Line of the fence in the page. */
  line: number;
  node: Code;
}

const attribute = (meta: string | null | undefined, name: string) =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta ?? '')?.[1];

function codeBlocks(tree: Root): Code[] {
  const found: Code[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'code') found.push(node as Code);
    for (const child of (node.children ?? []) as {type: string}[]) walk(child);
  };
  walk(tree);
  return found;
}

export function examplesOfTree(tree: Root): LintExample[] {
  const blocks = codeBlocks(tree);
  const context: Record<string, string> = {};
  for (const block of blocks) {
    const title = attribute(block.meta, 'title');
    if (title && !attribute(block.meta, 'lint') && /^[\w./-]+\.\w+$/.test(title)) context[title] = block.value;
  }
  return blocks.flatMap((block) => {
    const kind = attribute(block.meta, 'lint');
    if (kind !== 'incorrect' && kind !== 'correct') return [];
    const entry = attribute(block.meta, 'title') ?? `main.${block.lang ?? 'ts'}`;
    return [
      {kind, entry, files: {...context, [entry]: block.value}, line: block.position?.start.line ?? 1, node: block},
    ];
  });
}

export function examplesOfPage(source: string): LintExample[] {
  return examplesOfTree(parseMarkdown(source));
}
