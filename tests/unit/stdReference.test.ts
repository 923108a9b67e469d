import {describe, expect, it} from 'vitest';
import {exportNodes, exportRows, expandStdExports} from '../../src/plugins/std-reference/remark';
import {stdExports, type StdExports} from '../../src/plugins/std-reference/model';
import {vendoredStd} from '../../src/plugins/examples/vendoredStd';
import {parseMarkdown} from '../../src/plugins/markdown/parse';

const data: StdExports = {
  commit: 'ca58f9427152c946ce1c1bc287d290efde1fbab7',
  packages: {
    '@std/demo': {
      version: '1.2.3',
      modules: [
        {
          path: '@std/demo',
          symbols: [
            {name: 'copy', kind: 'function'},
            {name: 'Old', kind: 'class', deprecated: true},
          ],
        },
        {path: '@std/demo/copy', symbols: [{name: 'copy', kind: 'function'}]},
        {path: '@std/demo/unstable-chmod', symbols: [{name: 'chmod', kind: 'function'}]},
      ],
    },
  },
};

describe('the standard library export tables', () => {
  it('lists each name once, from its most specific module', () => {
    expect(exportRows('@std/demo', data).map(({symbol, module}) => `${module} ${symbol.name}`)).toEqual([
      '@std/demo Old',
      '@std/demo/copy copy',
      '@std/demo/unstable-chmod chmod',
    ]);
  });

  it('marks experimental and deprecated names, and names the version and commit', () => {
    const html = JSON.stringify(exportNodes('@std/demo', data));
    expect(html).toContain('@std/demo@1.2.3');
    expect(html).toContain('ca58f94');
    expect(html).toContain(' (experimental)');
    expect(html).toContain(' (deprecated)');
  });

  it('covers every vendored package, and refuses one it does not have', () => {
    expect(Object.keys(stdExports().packages).sort()).toEqual(Object.keys(vendoredStd().packages).sort());
    expect(stdExports().commit).toBe(vendoredStd().commit);
    expect(() => exportRows('@std/nope')).toThrow(/no such package .*@std\/fs/);
  });

  it('replaces the marker of a page with the table', () => {
    const tree = parseMarkdown('# fs\n\n<StdExports package="@std/fs" />\n');
    expandStdExports(tree);
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'paragraph', 'table']);
  });
});
