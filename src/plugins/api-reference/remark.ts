/**
 * Remark plugin: inline code that names a declared API (`Deno.readTextFile()`, `Deno.Kv`,
 * `new Deno.Command()`, `Deno.Kv.prototype.list`, `fetch()`, `Response`) links to its reference
 * page, or to the member's URL (which leads to its anchor), so authors write no link. Code
 * already in a link or a heading stays as it is. The rule of what code names is symbolOfCode.
 */
import type {Link, Parents, Root} from 'mdast';
import {loadApiModel} from './generate';
import {symbolOfCode} from './guides';
import type {ApiModel} from './model';

/** The reference URL inline code names, if it names a declared symbol or member. */
export function apiHref(model: ApiModel, code: string): string | undefined {
  const named = symbolOfCode(model, code);
  if (!named) return undefined;
  // A member's own URL (a redirect to its anchor): the build's link check cannot see the anchors
  // of pages written after it, and a path under /api it accepts.
  return named.anchor ? `${named.symbol.path}.${named.anchor}` : named.symbol.path;
}

export default function remarkApiLinks() {
  return (tree: Root): void => {
    const model = loadApiModel();
    const visit = (node: Parents) => {
      if (node.type === 'link' || node.type === 'linkReference' || node.type === 'heading') return;
      node.children.forEach((child, index) => {
        if (child.type === 'inlineCode') {
          const href = apiHref(model, child.value);
          if (href) (node.children as unknown[])[index] = {type: 'link', url: href, children: [child]} satisfies Link;
        } else if ('children' in child) {
          visit(child);
        }
      });
    };
    visit(tree);
  };
}
