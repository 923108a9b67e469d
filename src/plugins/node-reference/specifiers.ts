/**
 * Where each split module lives and how the modules name each other once split: `fs/promises`
 * is `fs/promises.d.ts` under the split folder, and "node:buffer", "buffer" and "undici-types"
 * become paths deno doc can follow without a package resolver.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {NODE_PREFIX} from './ambientModules';

export const moduleFile = (name: string): string => `${name}.d.ts`;

export interface SpecifierContext {
  modules: ReadonlySet<string>;
  undiciTypesEntry: string;
}

/** The Node module a specifier names ("node:fs", or the bare "fs" alias), if it names one. */
export function nodeModuleOf(specifier: string, modules: ReadonlySet<string>): string | undefined {
  const name = specifier.startsWith(NODE_PREFIX) ? specifier.slice(NODE_PREFIX.length) : specifier;
  return modules.has(name) ? name : undefined;
}

/** The specifier `from` (a module name) uses for `specifier` once split, or undefined if unknown. */
export function rewriteSpecifier(specifier: string, from: string, context: SpecifierContext): string | undefined {
  const target = nodeModuleOf(specifier, context.modules);
  if (target !== undefined) {
    const relative = path.posix.relative(path.posix.dirname(moduleFile(from)), moduleFile(target));
    return relative.startsWith('.') ? relative : `./${relative}`;
  }
  if (specifier === 'undici-types') return pathToFileURL(context.undiciTypesEntry).href;
  return undefined;
}
