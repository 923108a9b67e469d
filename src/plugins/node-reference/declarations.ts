/**
 * One declaration of an ambient module, rewritten as a declaration of an ordinary module: its
 * source text (JSDoc included) with a few edits, so that what deno doc reads is what the
 * declaration files say.
 *
 * - `export` is added: the module's declarations are its exports (TypeScript exports them all in
 *   a block without export statements; docs.deno.com documents them all in the others too).
 * - `import("undici-types")` type queries point at the split files.
 * - `__promisify__` members go, and the namespaces that held only them (`readFile.__promisify__`
 *   is util.promisify's typing, not an API; docs.deno.com leaves them out too).
 * - deno doc drops a namespace's re-export of itself (`namespace path { export { path as
 *   posix } }`), which becomes a constant of its own type, and of a member declared in another
 *   block of the namespace (`namespace test { export { suite as describe } }`), which is
 *   returned as a member alias for the split to add after deno doc.
 */
import ts from 'typescript';
import type {NamedDeclaration} from './namedDeclarations';

interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface DeclarationEdits {
  /** Rewrites a module specifier written in a type query, or returns undefined for unknown ones. */
  rewriteSpecifier: (specifier: string) => string | undefined;
  fail: (node: ts.Node, message: string) => never;
  /** Whether an export specifier inside a namespace names another member of that namespace. */
  namesNamespaceMember: (element: ts.ExportSpecifier) => boolean;
}

const PROMISIFY = '__promisify__';

const hasExport = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function isPromisifyOnly(statement: ts.Statement): boolean {
  if (ts.isFunctionDeclaration(statement) || ts.isImportEqualsDeclaration(statement)) {
    return statement.name?.text === PROMISIFY;
  }
  if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
    return ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.every((e) => e.name.text === PROMISIFY)
      : false;
  }
  return false;
}

/** `export { promises }` inside namespace Stream: `Stream.promises`, exporting local `promises`. */
export interface NamespaceExport {
  name: string;
  local: string;
}

/** `test.describe` is `test.suite`. */
export interface MemberAlias {
  name: string;
  target: string;
}

class EditCollector {
  readonly edits: Edit[] = [];
  readonly namespaceExports: NamespaceExport[] = [];
  readonly memberAliases: MemberAlias[] = [];
  constructor(
    private readonly file: ts.SourceFile,
    private readonly options: DeclarationEdits,
  ) {}

  remove(node: ts.Node): void {
    this.edits.push({start: node.pos, end: node.end, text: ''});
  }

  /**
   * Walks a node within namespace `scope` ('' at the top), rewriting import types; returns false
   * when a namespace ends up empty.
   */
  visit(node: ts.Node, scope: string): boolean {
    if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body) && ts.isIdentifier(node.name)) {
      return this.visitNamespace(node.name.text, scope ? `${scope}.${node.name.text}` : node.name.text, node.body);
    }
    if (ts.isImportTypeNode(node)) this.rewriteImportType(node);
    ts.forEachChild(node, (child) => void this.visit(child, scope));
    return true;
  }

  private rewriteImportType(node: ts.ImportTypeNode): void {
    const literal = ts.isLiteralTypeNode(node.argument) ? node.argument.literal : undefined;
    if (!literal || !ts.isStringLiteral(literal)) this.options.fail(node, 'an import type without a string specifier');
    const specifier = this.options.rewriteSpecifier(literal.text);
    if (specifier === undefined) this.options.fail(node, `import("${literal.text}") names no module the split knows`);
    this.edits.push({start: literal.getStart(this.file), end: literal.end, text: JSON.stringify(specifier)});
  }

  private visitNamespace(name: string, scope: string, body: ts.ModuleBlock): boolean {
    const mark = this.edits.length;
    let kept = 0;
    for (const statement of body.statements) {
      if (isPromisifyOnly(statement)) {
        this.remove(statement);
      } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier) {
        kept += this.rewriteNamespaceExports(name, scope, statement) ? 1 : 0;
      } else if (!this.visit(statement, scope)) {
        this.remove(statement);
      } else {
        kept++;
      }
    }
    const empty = kept === 0 && body.statements.length > 0;
    // The caller removes the whole namespace: edits inside it would overlap that removal.
    if (empty) this.edits.length = mark;
    return !empty;
  }

  /** `export { path as posix, __promisify__ }` in namespace path: the alias becomes a constant. */
  private rewriteNamespaceExports(namespace: string, scope: string, statement: ts.ExportDeclaration): boolean {
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) this.options.fail(statement, 'a namespace export without names');
    const kept: string[] = [];
    const constants: string[] = [];
    for (const element of clause.elements) {
      const local = (element.propertyName ?? element.name).getText(this.file);
      const exported = element.name.getText(this.file);
      if (exported === PROMISIFY) continue;
      if (local === namespace) constants.push(`export const ${exported}: typeof ${namespace};`);
      else if (local !== exported && this.options.namesNamespaceMember(element)) {
        this.memberAliases.push({name: `${scope}.${exported}`, target: `${scope}.${local}`});
      } else {
        kept.push(element.getText(this.file));
        this.namespaceExports.push({name: `${scope}.${exported}`, local});
      }
    }
    const parts = [...(kept.length ? [`export { ${kept.join(', ')} };`] : []), ...constants];
    const text = parts.join(' ');
    if (text !== statement.getText(this.file)) {
      this.edits.push({start: statement.getStart(this.file), end: statement.end, text});
    }
    return parts.length > 0;
  }
}

function applyEdits(source: string, start: number, end: number, edits: Edit[]): string {
  let text = '';
  let at = start;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (edit.start < at) throw new Error(`overlapping edits at ${edit.start}`);
    text += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return text + source.slice(at, end);
}

export interface ExportedDeclaration {
  /** Its JSDoc and leading comments included. */
  text: string;
  namespaceExports: NamespaceExport[];
  memberAliases: MemberAlias[];
}

/**
 * The declaration as exported module-level text, or undefined when nothing of it is left (a
 * namespace of `__promisify__` only).
 */
export function exportedDeclaration(
  node: NamedDeclaration,
  options: DeclarationEdits,
): ExportedDeclaration | undefined {
  const file = node.getSourceFile();
  const collector = new EditCollector(file, options);
  if (!collector.visit(node, '')) return undefined;
  if (!hasExport(node)) {
    const start = node.getStart(file);
    collector.edits.push({start, end: start, text: 'export '});
  }
  return {
    text: applyEdits(file.text, node.pos, node.end, collector.edits),
    namespaceExports: collector.namespaceExports,
    memberAliases: collector.memberAliases,
  };
}
