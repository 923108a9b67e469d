/**
 * Remark plugin: inline code that names a declared API (`Deno.readTextFile()`, `Deno.Kv`,
 * `new Deno.Command()`, `Deno.Kv.prototype.list`, `fetch()`, `Response`) links to its reference
 * page, or to the member's URL (which leads to its anchor), so authors write no link. Code already in a link or a heading
 * stays as it is. Web globals link only as a capitalised name or a call, so `fetch` the word in
 * code does not.
 */
import type {Link, Parents, Root} from 'mdast';
import {loadApiModel} from './generate';
import {memberAnchor, symbolOfName} from './guides';
import {symbolPath, type ApiModel} from './model';

const API_CODE = /^(?:new\s+)?((?:Deno\.)?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(.*\))?$/;

/** The reference URL inline code names, if it names a declared symbol or member. */
export function apiHref(model: ApiModel, code: string): string | undefined {
  const match = API_CODE.exec(code.trim());
  if (!match) return undefined;
  const name = match[1]!;
  const called = match[2] !== undefined;
  if (name.startsWith('Deno.')) {
    const symbol = symbolOfName(model, name);
    if (!symbol) return undefined;
    if (symbol.name === name) return symbolPath(symbol);
    // A member's own URL (a redirect to its anchor): the build's link check cannot see the anchors
    // of pages written after it, and a path under /api it accepts.
    const anchor = memberAnchor(symbol, name);
    return anchor ? `${symbolPath(symbol)}.${anchor}` : undefined;
  }
  const symbol = model.byName.get(name);
  if (!symbol || symbol.lib !== 'web' || !(called || /^[A-Z]/.test(name))) return undefined;
  return symbolPath(symbol);
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
