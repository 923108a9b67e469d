/**
 * What each module's `export =` assigns, found before any module is split: a module importing
 * from node:events needs to know that node:events is its `EventEmitter`.
 */
import ts from 'typescript';
import {failAt, NODE_PREFIX, type ModuleBlock} from './ambientModules';

/** The entity an `export =` assigns: its own name and the module that declares it. */
export interface AssignedEntity {
  name: string;
  module: string;
}

export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The node: module a declaration is written in (a `global {}` inside one counts as it). */
function enclosingModule(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isModuleDeclaration(at) && ts.isStringLiteral(at.name) && at.name.text.startsWith(NODE_PREFIX)) {
      return at.name.text.slice(NODE_PREFIX.length);
    }
  }
  return undefined;
}

/** `export = path.posix` in node:path/posix assigns `path` of node:path. */
function assignedEntity(
  assignment: ts.ExportAssignment,
  module: string,
  checker: ts.TypeChecker,
  typesDir: string,
): AssignedEntity {
  const symbol = checker.getSymbolAtLocation(assignment.expression);
  if (!symbol) failAt(assignment, typesDir, 'export = of something TypeScript cannot resolve');
  const target = resolveAlias(checker, symbol);
  const modules = (target.declarations ?? []).map(enclosingModule);
  // process is declared globally too (globals.d.ts): the module's own declaration wins.
  const declaredIn = modules.includes(module) ? module : modules.find((m) => m !== undefined);
  if (declaredIn === undefined) failAt(assignment, typesDir, `export = ${target.name}, declared in no node: module`);
  return {name: target.name, module: declaredIn};
}

export function findAssignedEntities(
  blocks: Map<string, ModuleBlock[]>,
  checker: ts.TypeChecker,
  typesDir: string,
): Map<string, AssignedEntity> {
  const assigned = new Map<string, AssignedEntity>();
  for (const [name, moduleBlocks] of blocks) {
    for (const {node} of moduleBlocks) {
      for (const statement of node.body.statements) {
        if (ts.isExportAssignment(statement) && statement.isExportEquals) {
          assigned.set(name, assignedEntity(statement, name, checker, typesDir));
        }
      }
    }
  }
  return assigned;
}
