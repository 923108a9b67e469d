/**
 * The Node reference's model: a page per module (/api/node/fs, /api/node/fs/promises), a page
 * per symbol (/api/node/fs/~/readFile) and /api/node/all_symbols, as docs.deno.com has them.
 *
 * Names follow docs.deno.com's: a module that assigns its exports (`export = path`) documents
 * what it assigns by its own name, so its members are `path.join`, `assert.deepEqual`,
 * `EventEmitter.once`, `Stream.Readable`, and a class's static members (`EventEmitter
 * .defaultMaxListeners`) are members of its page. Names nested in namespaces are dotted, like
 * `Deno.errors.NotFound` in the Deno reference.
 */
import type {Declaration, DocSymbol, JsDoc, MembersDef, TsType} from '../api-reference/docJson';
import {firstSentence, membersOf, tagsOf, type ApiMember, type ReferenceSymbol} from '../api-reference/model';

export const NODE_API_BASE = '/api/node';
export const nodeAllSymbolsPath = `${NODE_API_BASE}/all_symbols`;
export const nodeModulePath = (module: string): string => `${NODE_API_BASE}/${module}`;
export const nodeSymbolPath = (module: string, name: string): string => `${nodeModulePath(module)}/~/${name}`;

/** What deno doc says about one split module, as cached. */
export interface NodeModuleDoc {
  name: string;
  doc: JsDoc | undefined;
  defaultExport: string | undefined;
  moduleNamespaces: Record<string, string>;
  symbols: DocSymbol[];
}

/** Everything the model is built from, as cached per @types/node and deno version. */
export interface NodeDocs {
  typesVersion: string;
  denoVersion: string;
  modules: NodeModuleDoc[];
}

export interface NodeModule {
  /** `fs/promises`. */
  name: string;
  /** `node:fs/promises`. */
  specifier: string;
  /** `/api/node/fs/promises`. */
  path: string;
  /** The module's doc comment (@types/node 26 has none). */
  doc: JsDoc | undefined;
  /** The name of what `export =` assigns (`path`, `EventEmitter`), documented as a symbol. */
  defaultExport: string | undefined;
  /** deno doc's symbols, namespaces with their elements. */
  symbols: DocSymbol[];
}

/**
 * A symbol of a module, shown by the Deno reference's components (ReferenceSymbol): its `name` is
 * dotted within the module (`readFile`, `path.join`, `EventEmitter.EventEmitterAsyncResource`),
 * its `path` is `/api/node/fs/~/readFile`, its `category` the module, `experimental` is Node.js's
 * `@experimental`, and it needs no permission flag of its own (`permissions` is empty).
 */
export interface NodeSymbol extends ReferenceSymbol {
  module: string;
  /** For a namespace that is a whole other module (fs's `promises`): that module. */
  moduleNamespace: string | undefined;
}

export interface NodeModel {
  typesVersion: string;
  denoVersion: string;
  modules: NodeModule[];
  /** Every symbol of every module, in module order then by name. */
  symbols: NodeSymbol[];
  /**
   * Other URLs public links use for a symbol, to its page: `/api/node/path/~/join` and
   * docs.deno.com's `/api/node/path/~/default.join` for `path.join`, `/api/node/fs/~/promises.readFile`
   * for fs/promises's `readFile`.
   */
  aliases: Map<string, string>;
}

function literalMembers(tsType: TsType | undefined): ApiMember[] {
  return tsType?.kind === 'typeLiteral' ? membersOf(tsType.value as MembersDef, 'literal') : [];
}

function membersOfDeclarations(declarations: Declaration[]): ApiMember[] {
  const members = declarations.flatMap((d) =>
    d.kind === 'class' || d.kind === 'interface'
      ? membersOf(d.def, d.kind)
      : d.kind === 'variable'
        ? literalMembers(d.def.tsType)
        : [],
  );
  const seen = new Set<string>();
  return members.filter((m) => !seen.has(m.anchor) && seen.add(m.anchor));
}

function collect(module: NodeModuleDoc, symbols: DocSymbol[], scope: string, out: NodeSymbol[]): void {
  for (const symbol of symbols) {
    const name = scope ? `${scope}.${symbol.name}` : symbol.name;
    const moduleNamespace = module.moduleNamespaces[name];
    const declarations = symbol.declarations;
    const tags = declarations.flatMap((d) => tagsOf(d.jsDoc));
    out.push({
      module: module.name,
      name,
      scope,
      path: nodeSymbolPath(module.name, name),
      declarations,
      kinds: [...new Set(declarations.map((d) => d.kind))],
      category: module.name,
      summary: firstSentence(declarations.map((d) => d.jsDoc?.doc).find((doc) => doc?.trim())),
      experimental: declarations.every((d) => tagsOf(d.jsDoc).some((t) => t.kind === 'experimental')),
      deprecated: tags.find((t) => t.kind === 'deprecated')?.doc?.trim() ?? undefined,
      permissions: [],
      members: membersOfDeclarations(declarations),
      moduleNamespace,
    });
    // A whole other module's symbols are that module's pages, not copies under this one.
    if (moduleNamespace !== undefined) continue;
    for (const declaration of symbol.declarations) {
      if (declaration.kind === 'namespace') collect(module, declaration.def.elements, name, out);
    }
  }
}

function groupByModule(symbols: readonly NodeSymbol[]): Map<string, NodeSymbol[]> {
  const groups = new Map<string, NodeSymbol[]>();
  for (const symbol of symbols) {
    const own = groups.get(symbol.module);
    if (own) own.push(symbol);
    else groups.set(symbol.module, [symbol]);
  }
  return groups;
}

/** The symbols' other URLs: flat and `default.` names of an `export =` module's members, and
 * names through a module namespace (fs's `promises.readFile`). */
function aliasesOf(modules: NodeModule[], symbols: NodeSymbol[], namespaces: NodeModuleDoc[]): Map<string, string> {
  const aliases = new Map<string, string>();
  const byModule = groupByModule(symbols);
  const add = (alias: string, target: string) => {
    if (!aliases.has(alias)) aliases.set(alias, target);
  };
  for (const module of modules) {
    const own = byModule.get(module.name) ?? [];
    const names = new Set(own.map((s) => s.name));
    const assigned = module.defaultExport;
    if (assigned === undefined) continue;
    add(nodeSymbolPath(module.name, 'default'), nodeSymbolPath(module.name, assigned));
    for (const symbol of own) {
      if (!symbol.name.startsWith(`${assigned}.`)) continue;
      const member = symbol.name.slice(assigned.length + 1);
      add(nodeSymbolPath(module.name, `default.${member}`), symbol.path);
      if (!names.has(member)) add(nodeSymbolPath(module.name, member), symbol.path);
    }
  }
  for (const module of namespaces) {
    for (const [namespace, target] of Object.entries(module.moduleNamespaces)) {
      for (const symbol of byModule.get(target) ?? []) {
        add(nodeSymbolPath(module.name, `${namespace}.${symbol.name}`), symbol.path);
      }
    }
  }
  // An alias never hides a page.
  for (const symbol of symbols) aliases.delete(symbol.path);
  return aliases;
}

// One collator: localeCompare with a locale builds one per call.
const byName = new Intl.Collator('en');

export function buildNodeModel(docs: NodeDocs): NodeModel {
  const modules = docs.modules.map((module): NodeModule => ({
    name: module.name,
    specifier: `node:${module.name}`,
    path: nodeModulePath(module.name),
    doc: module.doc,
    defaultExport: module.defaultExport,
    symbols: module.symbols,
  }));
  const symbols: NodeSymbol[] = [];
  for (const module of docs.modules) {
    const own: NodeSymbol[] = [];
    collect(module, module.symbols, '', own);
    own.sort((a, b) => byName.compare(a.name, b.name));
    symbols.push(...own);
  }
  return {
    typesVersion: docs.typesVersion,
    denoVersion: docs.denoVersion,
    modules,
    symbols,
    aliases: aliasesOf(modules, symbols, docs.modules),
  };
}

const symbolsByModule = new WeakMap<NodeModel, Map<string, NodeSymbol[]>>();

/** A module's symbols, grouped once per model: every page of the reference asks for its module's. */
export function nodeSymbolsOf(model: NodeModel, module: string): NodeSymbol[] {
  let groups = symbolsByModule.get(model);
  if (!groups) {
    groups = groupByModule(model.symbols);
    symbolsByModule.set(model, groups);
  }
  return groups.get(module) ?? [];
}

/** The Node reference's pages: index, all symbols, module and symbol pages. */
export function nodePageRoutes(model: NodeModel): string[] {
  return [NODE_API_BASE, nodeAllSymbolsPath, ...model.modules.map((m) => m.path), ...model.symbols.map((s) => s.path)];
}

/** Every URL of the Node reference: its pages, the aliases and each member's own URL (to its anchor). */
export function nodeRoutes(model: NodeModel): string[] {
  return [
    ...nodePageRoutes(model),
    ...model.aliases.keys(),
    ...model.symbols.flatMap((s) => s.members.map((m) => `${s.path}.${m.anchor}`)),
  ];
}
