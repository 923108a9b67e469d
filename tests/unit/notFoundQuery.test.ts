import {describe, expect, it} from 'vitest';
import {queriesFromPath} from '../../src/components/NotFoundSuggestions/query';

describe('404 suggestions: the words of the missing path', () => {
  it.each([
    ['/runtime/manual/basics/permisions', ['permisions', 'basics permisions']],
    ['/deploy/kv/manual/secondary_indexes.html', ['secondary indexes']],
    ['/runtime/tutorials/', []],
    ['/subhosting/manual/2-getting-started', ['getting started']],
    ['/runtime/manual/%E2%9C%93-unicode', ['✓ unicode']],
    ['/runtime/%E0%A4%A', ['%e0%a4%a']],
  ])('%s → %j', (path, queries) => {
    expect(queriesFromPath(path)).toEqual(queries);
  });
});
