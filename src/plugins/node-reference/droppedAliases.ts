/**
 * Aliases deno doc drops, added back to its output as it writes the ones it keeps:
 *
 * - a module namespace re-exported inside a namespace (node:stream's `Stream.promises`:
 *   `import * as promises ...; namespace Stream { export { promises } }`) becomes a namespace
 *   holding that module's symbols, as `export * as promises from "node:fs/promises"` does;
 * - a namespace member exported under another name from another block of the namespace
 *   (node:test's `test.describe` for `test.suite`) gets the declarations of what it names.
 */
import type {DocSymbol} from '../api-reference/docJson';
import type {MemberAlias} from './declarations';

interface ModuleSymbols {
  name: string;
  moduleNamespaces: Record<string, string>;
  memberAliases: MemberAlias[];
  symbols: DocSymbol[];
}

/** The element list of the namespace at `path` (`['Stream']`), or the module's own symbols. */
function elementsAt(symbols: DocSymbol[], path: string[], module: string): DocSymbol[] {
  let elements = symbols;
  for (const part of path) {
    const namespace = elements.find((s) => s.name === part)?.declarations.find((d) => d.kind === 'namespace');
    if (namespace?.kind !== 'namespace') throw new Error(`node:${module}: no namespace ${path.join('.')}`);
    elements = namespace.def.elements;
  }
  return elements;
}

/** Adds `declarations` as `dotted` unless deno doc documented it. */
function addSymbol(module: ModuleSymbols, dotted: string, declarations: () => DocSymbol['declarations']): void {
  const path = dotted.split('.');
  const name = path.pop()!;
  const elements = elementsAt(module.symbols, path, module.name);
  if (!elements.some((s) => s.name === name)) elements.push({name, declarations: declarations()});
}

export function addDroppedAliases(modules: ModuleSymbols[]): void {
  const byName = new Map(modules.map((m) => [m.name, m]));
  for (const module of modules) {
    for (const [dotted, target] of Object.entries(module.moduleNamespaces)) {
      addSymbol(module, dotted, () => {
        const targetModule = byName.get(target);
        if (!targetModule) throw new Error(`node:${module.name}: ${dotted} stands for node:${target}, not split`);
        return [{kind: 'namespace', def: {elements: targetModule.symbols}}];
      });
    }
    for (const {name, target} of module.memberAliases) {
      addSymbol(module, name, () => {
        const path = target.split('.');
        const last = path.pop()!;
        const found = elementsAt(module.symbols, path, module.name).find((s) => s.name === last);
        if (!found) throw new Error(`node:${module.name}: ${name} names ${target}, which deno doc did not document`);
        return found.declarations;
      });
    }
  }
}
