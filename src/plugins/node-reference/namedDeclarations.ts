/**
 * The statements the split copies as declarations: each declares names a module exports
 * (a variable statement may declare several).
 */
import ts from 'typescript';

export type NamedDeclaration =
  | ts.InterfaceDeclaration
  | ts.TypeAliasDeclaration
  | ts.ClassDeclaration
  | ts.FunctionDeclaration
  | ts.EnumDeclaration
  | ts.VariableStatement
  | (ts.ModuleDeclaration & {name: ts.Identifier});

export function isNamedDeclaration(node: ts.Node): node is NamedDeclaration {
  return (
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    (ts.isClassDeclaration(node) && node.name !== undefined) ||
    (ts.isFunctionDeclaration(node) && node.name !== undefined) ||
    ts.isEnumDeclaration(node) ||
    ts.isVariableStatement(node) ||
    (ts.isModuleDeclaration(node) && ts.isIdentifier(node.name))
  );
}

export function declaredNames(node: NamedDeclaration): string[] {
  if (ts.isVariableStatement(node)) {
    return node.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  }
  return node.name ? [node.name.text] : [];
}
