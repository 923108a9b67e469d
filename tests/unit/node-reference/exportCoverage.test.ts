/**
 * Every name a Node module exports, as TypeScript's checker reports it for `node:X` over
 * @types/node, has its symbol in the model (the model may document more: docs.deno.com's
 * reference shows a module's unexported helper types too).
 *
 * How a checker name maps to a model name:
 * - a module without `export =`: `readFile` is the symbol `readFile`;
 * - a module with `export = T` (node:path assigns its namespace `path`, node:events its class
 *   `EventEmitter`): the checker reports T's members, documented under T as docs.deno.com does,
 *   so `join` is the symbol `path.join`; a class's static member (`defaultMaxListeners`) is a
 *   member of T's page; `prototype` is the class itself, and so is T re-exported by its own name
 *   (`EventEmitter.EventEmitter`).
 */
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {loadNodeModel, type NodeSymbol} from '../../../src/plugins/node-reference';
import {createTypesProgram} from '../../../src/plugins/node-reference/ambientModules';
import {readTypesPackage} from '../../../src/plugins/node-reference/typesPackage';

interface CheckerModule {
  names: string[];
  /** What `export =` assigns, if the module has it. */
  assigned: string | undefined;
  assignedIsClass: boolean;
}

function checkerModules(): Map<string, CheckerModule> {
  // The split's own program: a plain one would follow undici-types' `types="node"` to the
  // site's @types/node 20 and see every node: module declared twice.
  const checker = createTypesProgram(readTypesPackage()).getTypeChecker();
  const modules = new Map<string, CheckerModule>();
  for (const ambient of checker.getAmbientModules()) {
    const name = /^"node:(.+)"$/.exec(ambient.name)?.[1];
    if (name === undefined) continue;
    const exportEquals = ambient.exports?.get(ts.InternalSymbolName.ExportEquals);
    const assigned = exportEquals ? checker.getAliasedSymbol(exportEquals) : undefined;
    modules.set(name, {
      names: checker.getExportsOfModule(ambient).map((s) => s.name),
      assigned: assigned?.name,
      assignedIsClass: assigned !== undefined && (assigned.flags & ts.SymbolFlags.Class) !== 0,
    });
  }
  return modules;
}

function isCovered(name: string, module: CheckerModule, symbols: Map<string, NodeSymbol>): boolean {
  const {assigned} = module;
  if (assigned === undefined) return symbols.has(name);
  if (name === assigned || symbols.has(`${assigned}.${name}`)) return true;
  if (name === 'prototype') return module.assignedIsClass && symbols.has(assigned);
  return symbols.get(assigned)?.members.some((m) => m.anchor === name) ?? false;
}

describe("the checker's exports of every Node module", () => {
  const model = loadNodeModel();
  const checker = checkerModules();

  it('are all documented', () => {
    const missing: Record<string, string[]> = {};
    const report: string[] = [];
    for (const module of model.modules) {
      const expected = checker.get(module.name);
      if (!expected) throw new Error(`the checker knows no node:${module.name}`);
      expect(module.defaultExport, `node:${module.name}'s export =`).toBe(expected.assigned);
      const symbols = new Map(model.symbols.filter((s) => s.module === module.name).map((s) => [s.name, s]));
      const uncovered = expected.names.filter((name) => !isCovered(name, expected, symbols));
      if (uncovered.length) missing[module.name] = uncovered;
      const covered = expected.names.length - uncovered.length;
      report.push(`${module.name}: ${covered}/${expected.names.length} (model: ${symbols.size} symbols)`);
    }
    console.log(`Checker exports covered per module:\n${report.join('\n')}`);
    expect(missing).toEqual({});
  });
});
