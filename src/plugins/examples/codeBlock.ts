/** A fenced code block as the content checker and the site's build both read it. */
import type {Code} from 'mdast';
import {parseMeta, type FenceMeta} from './meta';

export interface CodeBlock {
  /** Position among the page's fences, from 0. */
  index: number;
  /** Line of the opening fence. */
  line: number;
  lang: string;
  rawMeta: string;
  meta: FenceMeta;
  value: string;
}

/** A fence as the checker sees it; the site's build reads its fences with this too. */
export function codeBlockOf(node: Code, index: number): CodeBlock {
  const rawMeta = node.meta ?? '';
  return {
    index,
    line: node.position?.start.line ?? 1,
    lang: (node.lang ?? '').toLowerCase(),
    rawMeta,
    meta: parseMeta(rawMeta),
    value: node.value,
  };
}
