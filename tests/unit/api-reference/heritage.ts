/**
 * The heritage of classes and interfaces, read two ways: from `deno doc --json`'s declarations
 * (a class's superclass is a plain name there, with `superTypeParams`; an interface's are types)
 * and back from a page's parsed HTML (the signature's `code` element, token by token). Each is
 * the type names every type of each clause mentions, so the two compare name by name.
 */
import {fromHtml} from 'hast-util-from-html';
import type {Element, ElementContent} from 'hast';
import type {DocSymbol, MembersDef, TsType} from '../../../src/plugins/api-reference/docJson';

/** A class or interface's heritage: for each clause, each type as the names it mentions (`Pick<A<T>, "x">` is Pick, A, T). */
export interface Heritage {
  kind: 'class' | 'interface';
  extends: string[][];
  implements: string[][];
}

/** The type names a deno doc type mentions, in the order they are written. */
function typeNames(type: unknown): string[] {
  if (Array.isArray(type)) return type.flatMap(typeNames);
  if (!type || typeof type !== 'object') return [];
  const t = type as TsType;
  if (t.kind === 'typeRef') {
    const value = t.value as {typeName: string; typeParams?: TsType[]};
    return [value.typeName, ...typeNames(value.typeParams ?? [])];
  }
  return Object.values(t).flatMap(typeNames);
}

/** What deno doc declares, by symbol name: every class and interface declaration, namespaces included. */
export function declaredHeritage(symbols: DocSymbol[], scope = '', out = new Map<string, Heritage[]>()) {
  for (const symbol of symbols) {
    const name = scope ? `${scope}.${symbol.name}` : symbol.name;
    for (const declaration of symbol.declarations) {
      if (declaration.kind === 'namespace') declaredHeritage(declaration.def.elements, name, out);
      if (declaration.kind !== 'class' && declaration.kind !== 'interface') continue;
      const def: MembersDef = declaration.def;
      const extended =
        declaration.kind === 'class'
          ? typeof def.extends === 'string'
            ? [[def.extends, ...typeNames(def.superTypeParams ?? [])]]
            : []
          : ((def.extends ?? []) as TsType[]).map(typeNames);
      const heritage = {kind: declaration.kind, extends: extended, implements: (def.implements ?? []).map(typeNames)};
      out.set(name, [...(out.get(name) ?? []), heritage]);
    }
  }
  return out;
}

type Token = {kind: 'keyword' | 'name' | 'punctuation' | 'literal'; text: string};

const classesOf = (node: Element): string[] => node.properties.className ?? [];
const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/** A signature's code as tokens: keywords and literals by their highlighting, names from links and text. */
function tokens(code: Element): Token[] {
  return code.children.flatMap((node: ElementContent): Token[] => {
    if (node.type === 'text') {
      return [...node.value.matchAll(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*|=>|\S/g)].map(([text]) => ({
        kind: /^[A-Za-z_$]/.test(text) ? 'name' : 'punctuation',
        text,
      }));
    }
    if (node.type !== 'element') return [];
    if (node.tagName === 'a') return [{kind: 'name', text: textOf(node)}];
    return [{kind: classesOf(node).includes('keyword') ? 'keyword' : 'literal', text: textOf(node)}];
  });
}

/** The heritage a class or interface signature shows: `class Name<T extends U> extends A<B>, C implements D`. */
function shownHeritage(code: Element): Heritage | undefined {
  const [head, , ...rest] = tokens(code);
  if (head?.kind !== 'keyword' || (head.text !== 'class' && head.text !== 'interface')) return undefined;
  const heritage: Heritage = {kind: head.text, extends: [], implements: []};
  let clause: string[][] | undefined;
  let depth = 0;
  for (const token of rest) {
    if (token.kind === 'punctuation' && token.text === '<') depth++;
    else if (token.kind === 'punctuation' && token.text === '>') depth--;
    // `extends` inside the type parameters (`<T extends U>`) is a constraint, not the heritage.
    else if (depth === 0 && token.kind === 'keyword' && (token.text === 'extends' || token.text === 'implements'))
      (clause = heritage[token.text]).push([]);
    else if (depth === 0 && token.text === ',') clause?.push([]);
    else if (token.kind === 'name') clause?.at(-1)?.push(token.text);
  }
  return heritage;
}

/** Every class and interface signature on a page, read from its parsed HTML. */
export function heritageOnPage(html: string): Heritage[] {
  const found: Heritage[] = [];
  const visit = (node: Element) => {
    if (node.tagName === 'pre' && classesOf(node).includes('api-signature')) {
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      const heritage = code && shownHeritage(code);
      if (heritage) found.push(heritage);
      return;
    }
    for (const child of node.children) if (child.type === 'element') visit(child);
  };
  for (const child of fromHtml(html, {fragment: true}).children) if (child.type === 'element') visit(child);
  return found;
}

const sorted = (list: Heritage[]) => list.map((h) => JSON.stringify(h)).sort();

/**
 * Each declared class and interface against its page (`pageHtml` of its full name, undefined when
 * it has none): the figures of what was compared and the symbols whose page differs.
 */
export function compareHeritage(declared: Map<string, Heritage[]>, pageHtml: (name: string) => string | undefined) {
  const figures = {classes: 0, interfaces: 0, clauses: 0, names: 0};
  const mismatches: string[] = [];
  for (const [name, expected] of declared) {
    const html = pageHtml(name);
    const shown = html === undefined ? [] : heritageOnPage(html);
    for (const heritage of expected) {
      figures[heritage.kind === 'class' ? 'classes' : 'interfaces']++;
      const clauses = [heritage.extends, heritage.implements].filter((clause) => clause.length);
      figures.clauses += clauses.length;
      figures.names += clauses.flat(2).length;
    }
    if (JSON.stringify(sorted(shown)) !== JSON.stringify(sorted(expected)))
      mismatches.push(`${name}: shown ${sorted(shown).join(' ')}, declared ${sorted(expected).join(' ')}`);
  }
  return {figures, mismatches};
}
