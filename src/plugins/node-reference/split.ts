/**
 * Splits @types/node into one ordinary module per Node module, since deno doc documents nothing
 * inside `declare module "node:fs" { ... }`. A module's blocks are merged into one file; what the
 * blocks import, re-export and assign is rewritten so deno doc can follow it:
 *
 * - imports between modules point at the split files (imports.ts), names imported from an
 *   `export =` module through what it assigns.
 * - `export = path` becomes the module's `path` export, recorded as its default export, so its
 *   members are documented as `path.join` (docs.deno.com's names: `assert.deepEqual`,
 *   `EventEmitter.once`); `export = path.posix` re-exports the `path` it resolves to.
 * - `global { ... }` blocks written in a module are its own declarations (process's `Process`,
 *   buffer's `Buffer`, module's `require`), hoisted with `namespace NodeJS` flattened, as
 *   docs.deno.com shows them. Globals declared elsewhere (globals.d.ts, web-globals/) are left
 *   out, except those a module re-exports (`import setTimeout = globalThis.setTimeout`).
 */
import ts from 'typescript';
import {createTypesProgram, failAt, findModuleBlocks, NODE_PREFIX, type ModuleBlock} from './ambientModules';
import {exportedDeclaration, type MemberAlias, type NamespaceExport} from './declarations';
import {findAssignedEntities, resolveAlias, type AssignedEntity} from './exportAssignments';
import {ModuleImports} from './imports';
import {declaredNames, isNamedDeclaration, type NamedDeclaration} from './namedDeclarations';
import {moduleFile, rewriteSpecifier, type SpecifierContext} from './specifiers';
import {isDeclarationFile, type TypesPackage} from './typesPackage';

export interface SplitModule {
  /** `fs/promises`. */
  name: string;
  /** Its path under the split folder: `fs/promises.d.ts`. */
  file: string;
  text: string;
  /** What `export =` assigns, by its own name (`path`, `EventEmitter`), if the module has one. */
  defaultExport: string | undefined;
  /** Exports that stand for a whole other module: fs's `promises` is `fs/promises`. */
  moduleNamespaces: Record<string, string>;
  /** Namespace members exported under another name, which deno doc drops: `test.describe`. */
  memberAliases: MemberAlias[];
}

interface Shared {
  types: TypesPackage;
  checker: ts.TypeChecker;
  specifiers: SpecifierContext;
  assigned: Map<string, AssignedEntity>;
}

/** The JSDoc written right before a `declare module` block, tagged as the module's doc. */
function moduleDocOf(blocks: ModuleBlock[]): string | undefined {
  for (const {node, file} of blocks) {
    const doc = ts.getJSDocCommentsAndTags(node).find(ts.isJSDoc);
    if (doc) return doc.getText(file).replace(/\s*\*\/$/, '\n * @module\n */');
  }
  return undefined;
}

class ModuleSplitter {
  private readonly imports: ModuleImports;
  private readonly body: string[] = [];
  private readonly declared = new Set<string>();
  private readonly hoisted = new Set<ts.Node>();
  private readonly exportSpecifiers: {local: string; exported: string; node: ts.Node}[] = [];
  private readonly namespaceExports: NamespaceExport[] = [];
  private readonly memberAliases: MemberAlias[] = [];
  private readonly reexports: string[] = [];
  private readonly moduleNamespaces: Record<string, string> = {};
  private defaultExport: string | undefined;

  constructor(
    private readonly name: string,
    private readonly shared: Shared,
  ) {
    this.imports = new ModuleImports({
      module: name,
      specifiers: shared.specifiers,
      assigned: shared.assigned,
      fail: (node, message) => this.fail(node, message),
    });
  }

  private fail(node: ts.Node, message: string): never {
    return failAt(node, this.shared.types.dir, `node:${this.name}: ${message}`);
  }

  private addImport(statement: ts.ImportDeclaration): void {
    const clause = statement.importClause;
    if (!clause || !ts.isStringLiteral(statement.moduleSpecifier)) this.fail(statement, 'an import without bindings');
    this.imports.add(statement, clause, statement.moduleSpecifier.text);
  }

  private addImportEquals(statement: ts.ImportEqualsDeclaration): void {
    const reference = statement.moduleReference;
    if (ts.isExternalModuleReference(reference)) {
      if (!ts.isStringLiteral(reference.expression)) this.fail(statement, 'require() of a non-literal');
      this.imports.addRequire(statement, reference.expression.text);
    } else if (reference.getText().startsWith('globalThis.')) {
      this.hoistGlobal(statement);
    } else {
      this.imports.addAlias(statement);
    }
  }

  /** `import setTimeout = globalThis.setTimeout`: the global's declarations, as the module's. */
  private hoistGlobal(statement: ts.ImportEqualsDeclaration): void {
    const {checker, types} = this.shared;
    const symbol = checker.getSymbolAtLocation(statement.name);
    if (!symbol) this.fail(statement, 'an alias of a global TypeScript cannot resolve');
    const global = resolveAlias(checker, symbol);
    if (global.name !== statement.name.text) this.fail(statement, `renames global ${global.name}`);
    const declarations = (global.declarations ?? []).filter((d) =>
      isDeclarationFile(types.dir, d.getSourceFile().fileName),
    );
    if (declarations.length === 0) this.fail(statement, `global ${global.name} is declared by no types file`);
    for (const declaration of declarations) {
      const statement = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
      if (!isNamedDeclaration(statement)) this.fail(declaration, 'a global declared in an unknown form');
      this.emitDeclaration(statement);
    }
  }

  private addExportAssignment(statement: ts.ExportAssignment): void {
    if (!statement.isExportEquals) this.fail(statement, 'export default is not supported');
    const assigned = this.shared.assigned.get(this.name)!;
    this.defaultExport = assigned.name;
    if (assigned.module !== this.name) {
      const from = rewriteSpecifier(NODE_PREFIX + assigned.module, this.name, this.shared.specifiers)!;
      this.reexports.push(`export { ${assigned.name} } from ${JSON.stringify(from)};`);
    }
  }

  private addExportDeclaration(statement: ts.ExportDeclaration): void {
    const clause = statement.exportClause;
    if (statement.moduleSpecifier) {
      if (!ts.isStringLiteral(statement.moduleSpecifier)) this.fail(statement, 'a re-export of a non-literal');
      const {from, module} = this.imports.resolve(statement, statement.moduleSpecifier.text);
      const quoted = JSON.stringify(from);
      if (!clause) {
        this.reexports.push(`export * from ${quoted};`);
      } else if (ts.isNamespaceExport(clause)) {
        this.reexports.push(`export * as ${clause.name.text} from ${quoted};`);
        if (module !== undefined) this.moduleNamespaces[clause.name.text] = module;
      } else {
        if (module !== undefined && this.shared.assigned.has(module)) {
          this.fail(statement, `re-exports names of node:${module}, which assigns its exports with export =`);
        }
        this.reexports.push(`export { ${clause.elements.map((e) => e.getText()).join(', ')} } from ${quoted};`);
      }
      return;
    }
    if (!clause || !ts.isNamedExports(clause)) this.fail(statement, 'an export without names');
    for (const element of clause.elements) {
      const local = (element.propertyName ?? element.name).getText();
      this.exportSpecifiers.push({local, exported: element.name.getText(), node: element});
    }
  }

  private emitDeclaration(node: NamedDeclaration): void {
    if (this.hoisted.has(node)) return;
    this.hoisted.add(node);
    const declaration = exportedDeclaration(node, {
      rewriteSpecifier: (specifier) => rewriteSpecifier(specifier, this.name, this.shared.specifiers),
      fail: (at, message) => this.fail(at, message),
      namesNamespaceMember: (element) => this.namesNamespaceMember(element),
    });
    if (declaration === undefined) return;
    this.body.push(declaration.text);
    this.namespaceExports.push(...declaration.namespaceExports);
    this.memberAliases.push(...declaration.memberAliases);
    for (const name of declaredNames(node)) this.declared.add(name);
  }

  private namesNamespaceMember(element: ts.ExportSpecifier): boolean {
    const {checker} = this.shared;
    const target = checker.getExportSpecifierLocalTargetSymbol(element);
    const namespace = element.parent.parent.parent.parent;
    const owner = ts.isModuleDeclaration(namespace) ? checker.getSymbolAtLocation(namespace.name) : undefined;
    if (!target || !owner) return false;
    return checker.getFullyQualifiedName(target) === `${checker.getFullyQualifiedName(owner)}.${target.name}`;
  }

  /** A module's `global { ... }`: its declarations, with `namespace NodeJS` flattened. */
  private hoistGlobalBlock(block: ts.ModuleDeclaration): void {
    if (!block.body || !ts.isModuleBlock(block.body)) this.fail(block, 'a global block without a body');
    for (const statement of block.body.statements) {
      if (ts.isModuleDeclaration(statement) && statement.name.getText() === 'NodeJS') {
        if (!statement.body || !ts.isModuleBlock(statement.body))
          this.fail(statement, 'namespace NodeJS without a body');
        for (const inner of statement.body.statements) {
          // `export { BufferEncoding }` makes a global visible as NodeJS.BufferEncoding too.
          if (ts.isExportDeclaration(inner)) continue;
          if (!isNamedDeclaration(inner)) this.fail(inner, 'an unexpected statement in namespace NodeJS');
          this.emitDeclaration(inner);
        }
      } else if (isNamedDeclaration(statement)) {
        this.emitDeclaration(statement);
      } else {
        this.fail(statement, 'an unexpected statement in a global block');
      }
    }
  }

  add(statement: ts.Statement): void {
    if (ts.isImportDeclaration(statement)) this.addImport(statement);
    else if (ts.isImportEqualsDeclaration(statement)) this.addImportEquals(statement);
    else if (ts.isExportAssignment(statement)) this.addExportAssignment(statement);
    else if (ts.isExportDeclaration(statement)) this.addExportDeclaration(statement);
    else if (ts.isModuleDeclaration(statement) && statement.flags & ts.NodeFlags.GlobalAugmentation) {
      this.hoistGlobalBlock(statement);
    } else if (isNamedDeclaration(statement)) this.emitDeclaration(statement);
    else this.fail(statement, `a statement the split cannot handle (${ts.SyntaxKind[statement.kind]})`);
  }

  /** `export { Buffer }` where Buffer is declared here is already exported; the rest stay. */
  private exportLine(): string | undefined {
    const kept: string[] = [];
    for (const {local, exported, node} of this.exportSpecifiers) {
      if (local === exported && this.declared.has(local)) continue;
      const binding = this.imports.binding(local);
      if (!binding && !this.declared.has(local)) this.fail(node, `exports ${local}, which nothing here declares`);
      if (binding?.imported === '*' && binding.module !== undefined) this.moduleNamespaces[exported] = binding.module;
      kept.push(local === exported ? local : `${local} as ${exported}`);
    }
    return kept.length ? `export { ${kept.join(', ')} };` : undefined;
  }

  /** `namespace Stream { export { promises } }` with `import * as promises from "node:stream/promises"`. */
  private recordNamespacedModules(): void {
    for (const {name, local} of this.namespaceExports) {
      const binding = this.imports.binding(local);
      if (binding?.imported === '*' && binding.module !== undefined) this.moduleNamespaces[name] = binding.module;
    }
  }

  finish(blocks: ModuleBlock[], typesVersion: string): SplitModule {
    const exportLine = this.exportLine();
    this.recordNamespacedModules();
    const assigned = this.shared.assigned.get(this.name);
    if (assigned?.module === this.name && !this.declared.has(assigned.name)) {
      this.fail(blocks[0]!.node, `export = ${assigned.name}, which the split did not declare`);
    }
    const moduleDoc = moduleDocOf(blocks);
    const text = [
      `// node:${this.name} from @types/node ${typesVersion}, split by src/plugins/node-reference for deno doc.`,
      // An empty export keeps the module doc off the first declaration.
      ...(moduleDoc ? [moduleDoc, 'export {};'] : []),
      ...this.imports.lines(this.declared),
      ...this.body,
      ...this.reexports,
      ...(exportLine ? [exportLine] : []),
      '',
    ].join('\n');
    return {
      name: this.name,
      file: moduleFile(this.name),
      text,
      defaultExport: this.defaultExport,
      moduleNamespaces: this.moduleNamespaces,
      memberAliases: this.memberAliases,
    };
  }
}

export function splitModules(types: TypesPackage, program: ts.Program = createTypesProgram(types)): SplitModule[] {
  const blocks = findModuleBlocks(program, types.dir);
  const checker = program.getTypeChecker();
  const shared: Shared = {
    types,
    checker,
    specifiers: {modules: new Set(blocks.keys()), undiciTypesEntry: types.undiciTypesEntry},
    assigned: findAssignedEntities(blocks, checker, types.dir),
  };
  return [...blocks].map(([name, moduleBlocks]) => {
    const splitter = new ModuleSplitter(name, shared);
    for (const {node} of moduleBlocks) for (const statement of node.body.statements) splitter.add(statement);
    return splitter.finish(moduleBlocks, types.version);
  });
}
