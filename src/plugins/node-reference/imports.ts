/**
 * A split module's imports, gathered over all its blocks (two blocks may import the same name)
 * and written once at the top of its file, pointing at the split files. A name imported from an
 * `export =` module (`import { Abortable } from "node:events"`) is a member of what the module
 * assigns, so it is imported through that: `import Abortable = __events.Abortable`.
 */
import ts from 'typescript';
import type {AssignedEntity} from './exportAssignments';
import {nodeModuleOf, rewriteSpecifier, type SpecifierContext} from './specifiers';

export interface ImportBinding {
  /** `*` for a namespace import, `default`, or the imported name. */
  imported: string;
  /** The specifier as rewritten. */
  from: string;
  /** The Node module it names, if it names one. */
  module: string | undefined;
  node: ts.Node;
}

export interface ImportContext {
  /** The module being split. */
  module: string;
  specifiers: SpecifierContext;
  assigned: Map<string, AssignedEntity>;
  fail: (node: ts.Node, message: string) => never;
}

const holderOf = (module: string): string => `__${module.replace(/[^A-Za-z0-9_]/g, '_')}`;

export class ModuleImports {
  private readonly bindings = new Map<string, ImportBinding>();
  private readonly aliasLines = new Map<string, ts.Node>();

  constructor(private readonly context: ImportContext) {}

  /** A specifier as the split file writes it, and the Node module it names. */
  resolve(node: ts.Node, specifier: string): {from: string; module: string | undefined} {
    const {module, specifiers} = this.context;
    const from = rewriteSpecifier(specifier, module, specifiers);
    if (from === undefined) this.context.fail(node, `"${specifier}" names no module the split knows`);
    return {from, module: nodeModuleOf(specifier, specifiers.modules)};
  }

  binding(local: string): ImportBinding | undefined {
    return this.bindings.get(local);
  }

  private assignedName(module: string | undefined): string | undefined {
    return module === undefined ? undefined : this.context.assigned.get(module)?.name;
  }

  private bind(local: string, binding: ImportBinding): void {
    const existing = this.bindings.get(local);
    if (existing && (existing.imported !== binding.imported || existing.from !== binding.from)) {
      this.context.fail(binding.node, `${local} is imported twice, from different places`);
    }
    this.bindings.set(local, binding);
  }

  /** A name of an `export =` module is a member of what it assigns, unless it is that itself. */
  private bindNamed(local: string, imported: string, from: string, module: string | undefined, node: ts.Node): void {
    const assigned = this.assignedName(module);
    if (assigned === undefined || imported === assigned) {
      this.bind(local, {imported, from, module, node});
      return;
    }
    const holder = holderOf(module!);
    this.bind(holder, {imported: assigned, from, module, node});
    this.aliasLines.set(`import ${local} = ${holder}.${imported};`, node);
  }

  /** `import x, {a, b as c} from "node:y"` or `import * as y from "node:y"`. */
  add(statement: ts.ImportDeclaration, clause: ts.ImportClause, specifier: string): void {
    const {from, module} = this.resolve(statement, specifier);
    if (clause.name) {
      const imported = this.assignedName(module) ?? 'default';
      this.bind(clause.name.text, {imported, from, module, node: statement});
    }
    const bindings = clause.namedBindings;
    if (!bindings) return;
    if (ts.isNamespaceImport(bindings)) {
      this.bind(bindings.name.text, {imported: '*', from, module, node: statement});
      return;
    }
    for (const element of bindings.elements) {
      this.bindNamed(element.name.text, (element.propertyName ?? element.name).text, from, module, statement);
    }
  }

  /** `import x = require("node:y")`: what node:y assigns, or its namespace. */
  addRequire(statement: ts.ImportEqualsDeclaration, specifier: string): void {
    const {from, module} = this.resolve(statement, specifier);
    const imported = this.assignedName(module) ?? '*';
    this.bind(statement.name.text, {imported, from, module, node: statement});
  }

  /** `import x = A.b`, kept as written. */
  addAlias(statement: ts.ImportEqualsDeclaration): void {
    this.aliasLines.set(statement.getText(), statement);
  }

  /** The import statements, then the aliases; a name also declared in the module is an error. */
  lines(declared: ReadonlySet<string>): string[] {
    const named = new Map<string, string[]>();
    const lines: string[] = [];
    for (const [local, {imported, from, node}] of this.bindings) {
      if (declared.has(local)) this.context.fail(node, `${local} is both imported and declared`);
      const quoted = JSON.stringify(from);
      if (imported === '*') lines.push(`import * as ${local} from ${quoted};`);
      else if (imported === 'default') lines.push(`import ${local} from ${quoted};`);
      else named.set(quoted, [...(named.get(quoted) ?? []), imported === local ? local : `${imported} as ${local}`]);
    }
    for (const [quoted, names] of named) lines.push(`import { ${names.join(', ')} } from ${quoted};`);
    return [...lines, ...this.aliasLines.keys()];
  }
}
