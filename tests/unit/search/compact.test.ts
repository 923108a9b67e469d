/**
 * loadCompactIndex fills MiniSearch's private maps directly (twice as fast as `loadJS`), so it is
 * tied to the pinned MiniSearch. These tests say so when MiniSearch changes: the version, and
 * that the loaded index answers exactly as MiniSearch's own `loadJS` of the same index does.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {
  buildCompactIndex,
  expandIndex,
  loadCompactIndex,
  MINISEARCH_OPTIONS,
  type IndexedDocument,
} from '../../../src/plugins/search/engine/compact';

const PINNED_MINISEARCH = '7.2.0';

const documents: IndexedDocument[] = [
  {id: 0, title: 'Permissions', parents: '', content: 'Deno is secure by default; grant access with flags.'},
  {id: 1, title: 'Deny flags', parents: 'Permissions', content: 'deny read access to a file, deny net access'},
  {id: 2, title: 'Deno KV', parents: '', content: 'A key-value database built into the runtime; kv.list lists keys.'},
  {id: 3, title: 'Watch keys', parents: 'Deno KV operations', content: 'watch watches watched keys for changes'},
  {id: 4, title: 'Deploying', parents: '', content: 'Deployments of apps; deploying an app builds a revision.'},
];

const queries = ['permissions', 'deny net', 'kv', 'watch', 'deploy', 'acess', 'key value database'];

describe('the compact index and the pinned MiniSearch', () => {
  it(`MiniSearch is ${PINNED_MINISEARCH}, the version loadCompactIndex fills the private maps of`, () => {
    const installed = (
      JSON.parse(readFileSync(path.resolve(__dirname, '../../../node_modules/minisearch/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(
      installed,
      'MiniSearch changed: check its private fields (_documentIds, _idToShortId, _fieldLength, _index) ' +
        'against engine/compact.ts, then update PINNED_MINISEARCH',
    ).toBe(PINNED_MINISEARCH);
  });

  it('answers every query as MiniSearch.loadJS of the same index does (ids, scores, terms)', () => {
    const compact = buildCompactIndex(documents);
    const fast = loadCompactIndex(compact);
    const reference = MiniSearch.loadJS<IndexedDocument>(expandIndex(compact), MINISEARCH_OPTIONS);
    expect(fast.documentCount).toBe(reference.documentCount);
    for (const query of queries) {
      const options = {prefix: true, fuzzy: 0.2};
      const answer = fast.search(query, options);
      expect(answer.length, query).toBeGreaterThan(0);
      expect(answer).toEqual(reference.search(query, options));
    }
  });
});
