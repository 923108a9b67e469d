import {mkdtemp, readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {withoutModuleNames} from '../../src/plugins/bundle-trim/registryLoader.cjs';
import {unexpectedTslibUsers} from '../../src/plugins/bundle-trim';
import {__importDefault} from '../../src/plugins/bundle-trim/tslibShim';

describe('the tslib stand-in of the browser bundles', () => {
  it('accepts only the modules known to need just __importDefault', () => {
    expect(unexpectedTslibUsers(['/site/node_modules/@docusaurus/utils-common/lib/index.js', undefined])).toEqual([]);
    expect(unexpectedTslibUsers(['/site/node_modules/some-lib/index.js'])).toEqual([
      '/site/node_modules/some-lib/index.js',
    ]);
  });

  it('wraps CommonJS exports as tslib does and passes ES modules through', () => {
    const esModule = {__esModule: true, default: 1};
    expect(__importDefault(esModule)).toBe(esModule);
    expect(__importDefault({a: 1})).toEqual({default: {a: 1}});
  });
});

describe('the browser chunk registry without module names', () => {
  // Core's own codegen writes the registry, so a Docusaurus upgrade that changes its shape fails here.
  async function registryFromCore(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'registry-'));
    await generateRouteFiles({
      generatedFilesDir: dir,
      baseUrl: '/',
      routes: [
        {path: '/a', component: '@site/src/pages/a.tsx', exact: true, plugin: {name: 'p', id: 'default'}},
        {
          path: '/b',
          component: '@theme/DocItem',
          modules: {content: '@site/runtime/b.md'},
          props: {x: 1},
          plugin: {name: 'p', id: 'default'},
        },
      ],
    });
    return readFile(path.join(dir, 'registry.js'), 'utf8');
  }

  it('empties every path string and keeps each loader and webpack id', async () => {
    const registry = await registryFromCore();
    expect(registry).toContain('"@site/runtime/b.md", require.resolveWeak');
    const trimmed = withoutModuleNames(registry, 'registry.js');
    expect(trimmed).not.toMatch(/\), "[^"]+", require\.resolveWeak/);
    expect(trimmed.match(/\), "", require\.resolveWeak\("@site\/runtime\/b\.md"\)\]/g)).toHaveLength(1);
    expect(trimmed.match(/import\(/g)?.length).toBe(registry.match(/import\(/g)?.length);
    expect(trimmed.match(/import\(/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('fails naming file and line when an entry has another shape', () => {
    const source = 'export default {\n  "abc": [() => import("x"), "x"],\n};\n';
    expect(() => withoutModuleNames(source, '.docusaurus/registry.js')).toThrow(/^\.docusaurus\/registry\.js:2: /);
  });
});
