/**
 * Declarations the split cannot turn into a module stop it with the file and line to look at,
 * instead of a module missing from the reference. Each case is a small @types/node stand-in.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {splitModules} from '../../../src/plugins/node-reference/split';
import {readTypesPackage} from '../../../src/plugins/node-reference/typesPackage';
import {tempDir} from '../../support/tempDir';

/** A types package whose index.d.ts references `bad.d.ts`, which holds `source`. */
function typesPackage(source: string): string {
  const dir = tempDir('node-types-');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({name: '@types/node', version: '0.0.0'}));
  writeFileSync(path.join(dir, 'index.d.ts'), '/// <reference path="bad.d.ts" />\n');
  writeFileSync(path.join(dir, 'bad.d.ts'), source);
  const undici = path.join(dir, 'node_modules', 'undici-types');
  mkdirSync(undici, {recursive: true});
  writeFileSync(path.join(undici, 'package.json'), JSON.stringify({name: 'undici-types', types: 'index.d.ts'}));
  writeFileSync(path.join(undici, 'index.d.ts'), 'export {};\n');
  return dir;
}

const split = (source: string) => () => splitModules(readTypesPackage(typesPackage(source)));

describe('the split, on declarations it cannot handle', () => {
  it('names the file and line of a statement it does not know', () => {
    expect(
      split('declare module "node:bad" {\n    export function ok(): void;\n    export as namespace Bad;\n}\n'),
    ).toThrow(/^bad\.d\.ts:3: node:bad: a statement the split cannot handle \(NamespaceExportDeclaration\)$/);
  });

  it('names the file and line of an import from an unknown package', () => {
    expect(split('declare module "node:bad" {\n    import {x} from "left-pad";\n}\n')).toThrow(
      /^bad\.d\.ts:2: node:bad: "left-pad" names no module the split knows$/,
    );
  });

  it('names the file and line of a bare module that is not an alias of its node: twin', () => {
    const source =
      'declare module "node:bad" {\n    function ok(): void;\n}\ndeclare module "bad" {\n    function other(): void;\n}\n';
    expect(split(source)).toThrow(/^bad\.d\.ts:4: declare module "bad" is not a plain alias of "node:bad"$/);
  });

  it('splits what it knows', () => {
    const [module] = splitModules(
      readTypesPackage(typesPackage('declare module "node:bad" {\n    function ok(): void;\n}\n')),
    );
    expect(module).toMatchObject({name: 'bad', file: 'bad.d.ts', defaultExport: undefined});
    expect(module!.text).toContain('export function ok(): void;');
  });
});
