/**
 * The reference's symbols: every declaration of the pinned deno under `Deno.` (nested namespaces
 * included) is a symbol of /api/deno, every other global (fetch, Response, WebAssembly.Module,
 * Temporal.Now, ...) one of /api/web. Declarations that share a name (an interface and the
 * variable holding its constructor) are one symbol. URLs follow docs.deno.com's:
 * /api/deno/~/Deno.readFile, members as anchors (#prototype.list) and as their own redirect URL.
 */
import type {Declaration, DocSymbol, DocTag, JsDoc, MembersDef, TsType} from './docJson';

export type Lib = 'deno' | 'web';

export const LIBS: {id: Lib; title: string; description: string}[] = [
  {
    id: 'deno',
    title: 'Deno namespace APIs',
    description: 'The global Deno namespace: files, network, subprocesses, KV, testing and more.',
  },
  {
    id: 'web',
    title: 'Web platform APIs',
    description: 'The web-standard globals deno provides: fetch, Request and Response, URL, streams, crypto and more.',
  },
];

export interface ApiMember {
  /** Anchor on the owner's page and tail of its own URL: `prototype.list`, `EMPTY`. */
  anchor: string;
  name: string;
}

/**
 * A symbol as its page and the tables that list it show it, in the Deno and the Node reference
 * alike (src/plugins/node-reference makes its symbols this shape).
 */
export interface ReferenceSymbol {
  /** Full dotted name: `Deno.readFile`, `Deno.errors.NotFound`, `Response`. */
  name: string;
  /** Its page: `/api/deno/~/Deno.readFile`. */
  path: string;
  /** The enclosing namespace's full name, '' for globals. */
  scope: string;
  declarations: Declaration[];
  kinds: Declaration['kind'][];
  category: string;
  /** First sentence of the documentation, as plain text. */
  summary: string;
  experimental: boolean;
  deprecated: string | undefined;
  /** Permission flags from `@tags allow-*`: `allow-read`. */
  permissions: string[];
  members: ApiMember[];
}

export interface ApiSymbol extends ReferenceSymbol {
  lib: Lib;
}

export const apiBase = (lib: Lib): string => `/api/${lib}`;
export const symbolPath = (lib: Lib, name: string): string => `${apiBase(lib)}/~/${name}`;

export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
export const categoryPath = (lib: Lib, category: string): string => `${apiBase(lib)}/${categorySlug(category)}`;
export const allSymbolsPath = (lib: Lib): string => `${apiBase(lib)}/all_symbols`;

export const tagsOf = (jsDoc: JsDoc | undefined): DocTag[] => jsDoc?.tags ?? [];

/** A member's anchor: `prototype.list` for an instance member, the bare name for a static one. */
export function memberAnchorOf(name: string, isStatic: boolean | undefined): string {
  return isStatic ? name : `prototype.${name}`;
}

export function firstSentence(doc: string | undefined): string {
  const text = (doc ?? '')
    .split(/\n\s*\n/)[0]!
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)(?:[|\s]+([^}]*))?\}/g, (_m, target: string, label?: string) =>
      label?.trim() ? label.trim() : target,
    )
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const end = /[.!?](\s|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** Instance members are `prototype.<name>`, as docs.deno.com addresses them; static ones bare. */
export function membersOf(def: MembersDef, kind: 'class' | 'interface' | 'literal'): ApiMember[] {
  const seen = new Set<string>();
  const members: ApiMember[] = [];
  const add = (name: string, isStatic: boolean | undefined) => {
    const anchor = memberAnchorOf(name, kind === 'literal' || isStatic);
    if (seen.has(anchor)) return;
    seen.add(anchor);
    members.push({anchor, name});
  };
  for (const property of def.properties ?? []) {
    // A constructor variable's `prototype` is the interface itself, not a member to document.
    if (!property.computed && !(kind === 'literal' && property.name === 'prototype'))
      add(property.name, property.isStatic);
  }
  for (const method of def.methods ?? []) if (!method.computed) add(method.name, method.isStatic);
  return members;
}

/** Members of a variable whose type is an object literal: static members of a constructor. */
function literalMembers(tsType: TsType | undefined): ApiMember[] {
  return tsType?.kind === 'typeLiteral' ? membersOf(tsType.value as MembersDef, 'literal') : [];
}

function collect(symbols: DocSymbol[], scope: string, inherited: string, out: ApiSymbol[]): void {
  for (const symbol of symbols) {
    const name = scope ? `${scope}.${symbol.name}` : symbol.name;
    const declarations = symbol.declarations;
    const tags = declarations.flatMap((d) => tagsOf(d.jsDoc));
    const category = tags.find((t) => t.kind === 'category')?.doc?.trim() || inherited;
    const namespace = declarations.find((d) => d.kind === 'namespace');
    const isDenoRoot = name === 'Deno';
    if (!isDenoRoot) {
      const members = declarations.flatMap((d) =>
        d.kind === 'class' || d.kind === 'interface'
          ? membersOf(d.def, d.kind)
          : d.kind === 'variable'
            ? literalMembers(d.def.tsType)
            : [],
      );
      const lib = name.startsWith('Deno.') ? 'deno' : 'web';
      out.push({
        lib,
        name,
        path: symbolPath(lib, name),
        scope,
        declarations,
        kinds: [...new Set(declarations.map((d) => d.kind))],
        category: category || 'Uncategorized',
        summary: firstSentence(declarations.map((d) => d.jsDoc?.doc).find((doc) => doc?.trim())),
        // Unstable when every declaration is: one unstable overload of Deno.serve is marked on its own.
        experimental: declarations.every((d) => tagsOf(d.jsDoc).some((t) => t.kind === 'experimental')),
        deprecated: tags.find((t) => t.kind === 'deprecated')?.doc?.trim() ?? undefined,
        permissions: [...new Set(tags.flatMap((t) => (t.kind === 'tags' ? (t.tags ?? []) : [])))].filter((t) =>
          t.startsWith('allow-'),
        ),
        members: members.filter((m, i) => members.findIndex((o) => o.anchor === m.anchor) === i),
      });
    }
    if (namespace?.kind === 'namespace') collect(namespace.def.elements, name, isDenoRoot ? '' : category, out);
  }
}

export interface ApiModel {
  version: string;
  symbols: ApiSymbol[];
  /** Symbols by full name, for resolving type references. */
  byName: Map<string, ApiSymbol>;
}

export function buildModel(version: string, symbols: DocSymbol[]): ApiModel {
  const out: ApiSymbol[] = [];
  collect(symbols, '', '', out);
  out.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return {version, symbols: out, byName: new Map(out.map((s) => [s.name, s]))};
}

/**
 * The symbol a type name means where it is written: `ServeOptions` inside `Deno` is
 * `Deno.ServeOptions`; names are looked up from the innermost namespace outwards.
 */
export function resolveName(model: ApiModel, typeName: string, scope: string): ApiSymbol | undefined {
  return resolveInScope((name) => model.byName.get(name), typeName, scope);
}

/** The first of `scope.typeName`, then each enclosing scope's, that `lookup` knows by full name. */
export function resolveInScope<T>(
  lookup: (fullName: string) => T | undefined,
  typeName: string,
  scope: string,
): T | undefined {
  const parts = scope ? scope.split('.') : [];
  for (let i = parts.length; i >= 0; i--) {
    const prefix = parts.slice(0, i).join('.');
    const found = lookup(prefix ? `${prefix}.${typeName}` : typeName);
    if (found) return found;
  }
  return undefined;
}

export function symbolsOf(model: ApiModel, lib: Lib): ApiSymbol[] {
  return model.symbols.filter((s) => s.lib === lib);
}

export function categoriesOf(model: ApiModel, lib: Lib): string[] {
  return [...new Set(symbolsOf(model, lib).map((s) => s.category))].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The reference's pages: home, library indexes, categories, A-Z and one per symbol. */
export function apiPageRoutes(model: ApiModel): string[] {
  return [
    '/api',
    ...LIBS.flatMap(({id}) => [
      apiBase(id),
      allSymbolsPath(id),
      ...categoriesOf(model, id).map((c) => categoryPath(id, c)),
    ]),
    ...model.symbols.map((s) => s.path),
  ];
}

/** Every URL of the reference: its pages and each member's own URL (which leads to its anchor). */
export function apiRoutes(model: ApiModel): string[] {
  return [...apiPageRoutes(model), ...model.symbols.flatMap((s) => s.members.map((m) => `${s.path}.${m.anchor}`))];
}
