import {mkdtemp, readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {withoutModuleNames} from '../../src/plugins/bundle-trim/registryLoader.cjs';
import {withCompactRoutes} from '../../src/plugins/bundle-trim/routesLoader.cjs';
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

describe('the browser route table with each path written once', () => {
  async function routesFromCore(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'routes-'));
    const plugin = {name: 'p', id: 'default'};
    await generateRouteFiles({
      generatedFilesDir: dir,
      baseUrl: '/',
      routes: [
        {path: '/a', component: '@site/src/pages/a.tsx', exact: true, plugin},
        {
          path: '/docs',
          component: '@theme/DocsRoot',
          plugin,
          routes: [
            {path: "/docs/it's", component: '@theme/DocItem', exact: true, sidebar: 'guide', plugin},
            {path: '/docs/b', component: '@theme/DocItem', exact: true, plugin},
          ],
        },
      ],
    });
    return readFile(path.join(dir, 'routes.js'), 'utf8');
  }

  /** The table a routes.js module exports, with ComponentCreator as a recorder. */
  function evaluate(source: string): unknown {
    const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
    const table = runInNewContext(`(ComponentCreator) => {${body}}`) as (creator: unknown) => unknown;
    return table((p: string, hash: string) => `component ${p} ${hash}`);
  }

  it('builds the same routes from leaf() calls, sidebars and quotes included', async () => {
    const routes = await routesFromCore();
    const compact = withCompactRoutes(routes, 'routes.js');
    expect(compact.match(/leaf\('/g)).toHaveLength(3);
    expect(compact).not.toContain('exact: true,');
    expect(evaluate(compact)).toEqual(evaluate(routes));
  });

  it('fails naming the file when an exact route has another shape', () => {
    const source =
      "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [{path: '/a', component: ComponentCreator('/a', 'abc'), exact: true, extra: 1}];\n";
    expect(() => withCompactRoutes(source, '.docusaurus/routes.js')).toThrow(
      /^\.docusaurus\/routes\.js: an exact route/,
    );
  });
});
