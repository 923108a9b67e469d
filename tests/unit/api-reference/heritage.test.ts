/** The reader of heritage clauses that tests/unit/api-reference.test.ts checks every class and interface page with. */
import {describe, expect, it} from 'vitest';
import {compareHeritage, heritageOnPage} from './heritage';

const signature = (code: string) => `<pre class="prism-code language-ts api-signature"><code>${code}</code></pre>`;

describe('heritage read back from a page', () => {
  it('reads a signature token by token: type parameters are not heritage, type arguments are', () => {
    const html = signature(
      '<span class="token keyword">interface</span> Deno.X' +
        '&lt;T <span class="token keyword">extends</span> <a href="/a">Y</a>&lt;() =&gt; Z&gt;&gt;' +
        ' <span class="token keyword">extends</span> <a href="/b">A</a>&lt;[B, <span class="token string">"c"</span>]&gt;, D' +
        ' <span class="token keyword">implements</span> E',
    );
    expect(heritageOnPage(html)).toEqual([{kind: 'interface', extends: [['A', 'B'], ['D']], implements: [['E']]}]);
  });

  it('finds a page that leaves out a clause, and one missing', () => {
    const declared = new Map([
      ['A', [{kind: 'class' as const, extends: [['B']], implements: [['C']]}]],
      ['D', [{kind: 'interface' as const, extends: [], implements: []}]],
    ]);
    const page = signature('<span class="token keyword">class</span> A <span class="token keyword">extends</span> B');
    const {figures, mismatches} = compareHeritage(declared, (name) => (name === 'A' ? page : undefined));
    expect(figures).toEqual({classes: 1, interfaces: 1, clauses: 2, names: 2});
    expect(mismatches).toEqual([
      'A: shown {"kind":"class","extends":[["B"]],"implements":[]}, declared {"kind":"class","extends":[["B"]],"implements":[["C"]]}',
      'D: shown , declared {"kind":"interface","extends":[],"implements":[]}',
    ]);
  });
});
