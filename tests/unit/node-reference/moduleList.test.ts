/**
 * The reference has a module for each `declare module "node:..."` of @types/node and nothing
 * else, counted here by a plain text scan of the files, independent of the split's parsing: the
 * bare `declare module "fs"` aliases and the copies for older TypeScript (ts5.6/, ts5.7/) are not
 * modules of their own.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadNodeModel} from '../../../src/plugins/node-reference';
import {DEFAULT_TYPES_DIR} from '../../../src/plugins/node-reference/typesPackage';

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || /^ts\d/.test(entry.name) ? [] : declarationFiles(file);
    }
    return entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

function scannedModuleNames(): Set<string> {
  const names = new Set<string>();
  for (const file of declarationFiles(DEFAULT_TYPES_DIR)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^declare module "node:([^"]+)"/gm)) names.add(match[1]!);
  }
  return names;
}

describe('the Node modules', () => {
  const model = loadNodeModel();

  it('are exactly the declare module "node:..." names of @types/node', () => {
    const scanned = scannedModuleNames();
    expect(scanned.size).toBeGreaterThan(50);
    expect(model.modules.map((m) => m.name).sort()).toEqual([...scanned].sort());
  });

  it('are each listed once, with its URL and specifier', () => {
    const names = model.modules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const promises = model.modules.find((m) => m.name === 'fs/promises');
    expect(promises).toMatchObject({path: '/api/node/fs/promises', specifier: 'node:fs/promises'});
  });
});
