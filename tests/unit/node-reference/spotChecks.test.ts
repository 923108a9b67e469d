/**
 * APIs readers look up most, each where docs.deno.com has it, of the right kind and documented,
 * and the other URLs public links use for them (docs.deno.com's members as URLs, the flat name
 * of an `export =` module's member).
 */
import {describe, expect, it} from 'vitest';
import {loadNodeModel, type NodeSymbol} from '../../../src/plugins/node-reference';

const model = loadNodeModel();

function symbol(module: string, name: string): NodeSymbol {
  const found = model.symbols.find((s) => s.module === module && s.name === name);
  if (!found) throw new Error(`node:${module} has no ${name}`);
  return found;
}

const documented = (s: NodeSymbol): boolean => s.declarations.some((d) => (d.jsDoc?.doc?.trim().length ?? 0) > 20);

/** A URL that is a page, or a member of a page (`/api/node/events/~/EventEmitter.defaultMaxListeners`). */
function resolves(url: string): boolean {
  return model.symbols.some((s) => s.path === url || s.members.some((m) => `${s.path}.${m.anchor}` === url));
}

describe('the Node reference, spot checks', () => {
  it.each([
    ['fs', 'readFile', 'function', '/api/node/fs/~/readFile'],
    ['fs/promises', 'readFile', 'function', '/api/node/fs/promises/~/readFile'],
    ['util', 'parseArgs', 'function', '/api/node/util/~/parseArgs'],
    ['worker_threads', 'Worker', 'class', '/api/node/worker_threads/~/Worker'],
    ['sqlite', 'DatabaseSync', 'class', '/api/node/sqlite/~/DatabaseSync'],
    ['events', 'EventEmitter', 'class', '/api/node/events/~/EventEmitter'],
    ['path', 'path.join', 'function', '/api/node/path/~/path.join'],
    ['child_process', 'spawn', 'function', '/api/node/child_process/~/spawn'],
    ['crypto', 'randomUUID', 'function', '/api/node/crypto/~/randomUUID'],
  ] as const)('node:%s %s is a documented %s at %s', (module, name, kind, url) => {
    const found = symbol(module, name);
    expect(found.kinds).toContain(kind);
    expect(found.path).toBe(url);
    expect(documented(found), `${name} has a doc comment`).toBe(true);
  });

  it('documents a class with its members and a module namespace as that module', () => {
    const database = symbol('sqlite', 'DatabaseSync');
    expect(database.members.map((m) => m.anchor)).toEqual(
      expect.arrayContaining(['prototype.exec', 'prototype.prepare']),
    );
    expect(symbol('fs', 'promises').moduleNamespace).toBe('fs/promises');
  });

  it('answers the URLs public links use', () => {
    for (const url of [
      '/api/node/events/~/EventEmitter.defaultMaxListeners',
      '/api/node/process/~/Process',
      '/api/node/process/~/process',
      '/api/node/assert/~/assert.AssertionError',
      '/api/node/stream/~/Stream.Readable',
      '/api/node/fs/~/glob',
    ]) {
      expect(resolves(url), url).toBe(true);
    }
    expect(model.aliases.get('/api/node/path/~/join')).toBe('/api/node/path/~/path.join');
    expect(model.aliases.get('/api/node/fs/~/promises.readFile')).toBe('/api/node/fs/promises/~/readFile');
  });
});
