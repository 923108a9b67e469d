/**
 * deno doc writes an alias of something it documents elsewhere in the same run (assert/strict's
 * `deepEqual`, fs's `promises.readFile`) as a `reference` to where that is declared. A reader
 * of a symbol wants its declarations, so each reference is replaced by the declarations of the
 * symbol it points at. Then source locations go: they name the split files, not @types/node.
 */
import type {Declaration, DocSymbol} from '../api-reference/docJson';
import type {DocLocation, RawModuleDoc} from './denoDoc';

interface ReferenceDeclaration {
  kind: 'reference';
  def: {target: DocLocation};
}

type RawDeclaration = (Declaration | ReferenceDeclaration) & {location?: DocLocation};

const locationKey = ({filename, line, col}: DocLocation): string => `${filename}:${line}:${col}`;
// Typed as resolved declarations; until resolved, deno doc's output also holds references.
const rawDeclarations = (symbol: DocSymbol): RawDeclaration[] => symbol.declarations;

function eachSymbol(symbols: DocSymbol[], visit: (symbol: DocSymbol) => void): void {
  for (const symbol of symbols) {
    visit(symbol);
    for (const declaration of rawDeclarations(symbol)) {
      if (declaration.kind === 'namespace') eachSymbol(declaration.def.elements, visit);
    }
  }
}

export function resolveReferences(modules: RawModuleDoc[]): void {
  const declaredAt = new Map<string, DocSymbol>();
  for (const module of modules) {
    eachSymbol(module.symbols, (symbol) => {
      for (const declaration of rawDeclarations(symbol)) {
        if (declaration.location && declaration.kind !== 'reference') {
          declaredAt.set(locationKey(declaration.location), symbol);
        }
      }
    });
  }
  const resolving = new Set<DocSymbol>();
  const resolve = (symbol: DocSymbol): Declaration[] => {
    if (resolving.has(symbol)) throw new Error(`deno doc: ${symbol.name} refers to itself`);
    resolving.add(symbol);
    symbol.declarations = rawDeclarations(symbol).flatMap((declaration) => {
      if (declaration.kind !== 'reference') return [declaration];
      const target = declaredAt.get(locationKey(declaration.def.target));
      if (!target)
        throw new Error(`deno doc: ${symbol.name} refers to ${locationKey(declaration.def.target)}, unknown`);
      return resolve(target);
    });
    resolving.delete(symbol);
    return symbol.declarations;
  };
  for (const module of modules) eachSymbol(module.symbols, resolve);
}

/** A copy without `location` fields, at any depth. */
export function withoutLocations<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (key, inner: unknown) => (key === 'location' ? undefined : inner))) as T;
}
