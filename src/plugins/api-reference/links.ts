/**
 * Where a name written in the declarations links: the page of the symbol it means, or a member's
 * anchor on its owner's page. Types, doc comments and their `{@link}`s all link through it.
 */
import {resolveName, type ApiModel, type ReferenceSymbol} from './model';

/** The URL of a type name where it is used, or undefined when the declarations do not define it. */
export type Linker = (typeName: string) => string | undefined;

/** The linker for names written inside `scope` (a namespace's full name, '' for globals). */
export function linkerFor(model: ApiModel, scope: string): Linker {
  return linkerOf((name) => resolveName(model, name, scope));
}

/** The linker of a reference that finds the symbol a name means where it is written with `resolve`. */
export function linkerOf(resolve: (name: string) => ReferenceSymbol | undefined): Linker {
  return (name) => {
    const found = resolve(name);
    if (found) return found.path;
    // `Deno.Kv.prototype.list`, `Kv.list`: a member of a known symbol links to its anchor.
    const dot = name.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const owner = resolve(name.slice(0, dot).replace(/\.prototype$/, ''));
    const member = owner?.members.find((m) => m.name === name.slice(dot + 1));
    return owner && member ? `${owner.path}#${member.anchor}` : undefined;
  };
}
