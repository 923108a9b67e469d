/** Two pages on one route: the build keeps one of them; the checker names both files. */
import {describe, expect, it} from 'vitest';
import {checkScratch, page} from './scratchRoot';

describe('check:content on pages that share a route', () => {
  it('reports a file page and a folder index of the same name, each naming the other', async () => {
    const failures = await checkScratch(
      {'runtime/manual/a.md': page('A'), 'runtime/manual/a/index.md': page('A again')},
      ['runtime/manual'],
    );
    expect(failures.map((f) => `${f.file}:${f.line}: ${f.message}`)).toEqual([
      'runtime/manual/a.md:1: same route /runtime/manual/a as runtime/manual/a/index.md',
      'runtime/manual/a/index.md:1: same route /runtime/manual/a as runtime/manual/a.md',
    ]);
  }, 60_000);

  it('reports a slug or an id that repeats another page route, when only one page is checked', async () => {
    const files = {
      'runtime/manual/b.md': page('B'),
      'runtime/manual/c.md': page('C', '', 'slug: /manual/b\n'),
      'runtime/manual/d.md': page('D', '', 'id: b\n'),
    };
    const failures = await checkScratch(files, ['runtime/manual/c.md', 'runtime/manual/d.md']);
    expect(failures.map((f) => `${f.file}:${f.line}: ${f.message}`)).toEqual([
      'runtime/manual/c.md:1: same route /runtime/manual/b as runtime/manual/b.md, runtime/manual/d.md',
      'runtime/manual/d.md:1: same route /runtime/manual/b as runtime/manual/b.md, runtime/manual/c.md',
    ]);
  }, 60_000);

  it('passes pages with routes of their own', async () => {
    const files = {'runtime/manual/a.md': page('A'), 'runtime/manual/b/index.md': page('B')};
    expect(await checkScratch(files, ['runtime/manual'])).toEqual([]);
  }, 60_000);
});
