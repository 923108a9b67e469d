/**
 * The Node modules as @types/node declares them: `declare module "node:fs" { ... }` blocks, one
 * module possibly spread over several blocks and files (node:fs, node:buffer, node:inspector...).
 * The bare `declare module "fs"` blocks only re-export their node: twin; they are checked to be
 * exactly that, since a bare block with declarations of its own would be left out silently.
 */
import path from 'node:path';
import ts from 'typescript';
import {isDeclarationFile, type TypesPackage} from './typesPackage';

export const NODE_PREFIX = 'node:';

export type AmbientModule = ts.ModuleDeclaration & {name: ts.StringLiteral; body: ts.ModuleBlock};

export interface ModuleBlock {
  /** `fs/promises` for `declare module "node:fs/promises"`. */
  name: string;
  node: AmbientModule;
  file: ts.SourceFile;
}

export class SplitError extends Error {
  override name = 'SplitError';
}

/** `fs.d.ts:4788`, relative to the types package, for error messages. */
export function locate(node: ts.Node, typesDir: string): string {
  const file = node.getSourceFile();
  const {line} = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${path.relative(typesDir, file.fileName)}:${line + 1}`;
}

export function failAt(node: ts.Node, typesDir: string, message: string): never {
  throw new SplitError(`${locate(node, typesDir)}: ${message}`);
}

/**
 * The program TypeScript builds from index.d.ts, whose checker resolves aliases and globals. Its
 * `undici-types` is the package's own; undici's `/// <reference types="node" />` means this
 * @types/node, as in a project that installs it as @types/node (resolved from node_modules, it
 * would be the site's older @types/node, declaring every node: module a second time).
 */
export function createTypesProgram(types: TypesPackage): ts.Program {
  const options: ts.CompilerOptions = {
    noEmit: true,
    types: [],
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    lib: ['lib.esnext.d.ts'],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options, true);
  host.resolveTypeReferenceDirectiveReferences = (references, containingFile, redirected, compilerOptions) =>
    references.map((reference) => {
      const name = typeof reference === 'string' ? reference : reference.fileName.toLowerCase();
      if (name === 'node') return {resolvedTypeReferenceDirective: {primary: true, resolvedFileName: types.entry}};
      return ts.resolveTypeReferenceDirective(name, containingFile, compilerOptions, host, redirected);
    });
  return ts.createProgram({rootNames: [types.entry], options, host});
}

function isAmbientModule(statement: ts.Statement): statement is AmbientModule {
  return (
    ts.isModuleDeclaration(statement) &&
    ts.isStringLiteral(statement.name) &&
    statement.body !== undefined &&
    ts.isModuleBlock(statement.body)
  );
}

/** A block's statements as one normalized line, with "node:" dropped from specifiers. */
function statementsText(block: AmbientModule): string {
  const file = block.getSourceFile();
  return block.body.statements
    .map((s) => s.getText(file))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/'/g, '"')
    .replace(/"node:([^"]+)"/g, '"$1"');
}

/**
 * A bare block must re-export its node: twin (`export * from "node:x"`, or
 * `import x = require("node:x"); export = x;`) or read exactly like it (path/posix requires "path"
 * where node:path/posix requires "node:path").
 */
function checkAlias(block: AmbientModule, twins: ModuleBlock[], typesDir: string): void {
  const name = block.name.text;
  const twin = JSON.stringify(name);
  const text = statementsText(block);
  const required = /^import (\w+) = require\((.+)\); export = (\w+);$/.exec(text);
  const reexports = text === `export * from ${twin};` || (required?.[2] === twin && required[1] === required[3]);
  const mirrors = twins.length === 1 && statementsText(twins[0]!.node) === text;
  if (!reexports && !mirrors)
    failAt(block, typesDir, `declare module "${name}" is not a plain alias of "node:${name}"`);
}

/** Every node: module's blocks in the order TypeScript reads the files, keyed by module name. */
export function findModuleBlocks(program: ts.Program, typesDir: string): Map<string, ModuleBlock[]> {
  // Binding the files sets the parent links that getSourceFile() and getText() rely on.
  program.getTypeChecker();
  const modules = new Map<string, ModuleBlock[]>();
  const aliases: {name: string; block: AmbientModule}[] = [];
  for (const file of program.getSourceFiles()) {
    if (!isDeclarationFile(typesDir, file.fileName)) continue;
    for (const statement of file.statements) {
      if (!ts.isModuleDeclaration(statement) || !ts.isStringLiteral(statement.name)) continue;
      if (!isAmbientModule(statement)) failAt(statement, typesDir, 'a module declaration without a body');
      const specifier = statement.name.text;
      if (specifier.startsWith(NODE_PREFIX)) {
        const name = specifier.slice(NODE_PREFIX.length);
        const blocks = modules.get(name) ?? [];
        blocks.push({name, node: statement, file});
        modules.set(name, blocks);
      } else {
        aliases.push({name: specifier, block: statement});
      }
    }
  }
  for (const {name, block} of aliases) {
    const twins = modules.get(name);
    if (!twins) failAt(block, typesDir, `declare module "${name}" has no "node:${name}" twin`);
    checkAlias(block, twins, typesDir);
  }
  return modules;
}
