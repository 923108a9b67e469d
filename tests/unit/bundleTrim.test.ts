import {mkdtemp, readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {withoutModuleNames} from '../../src/plugins/bundle-trim/registryLoader.cjs';
import {withCompactRoutes, withoutLeafRoutes} from '../../src/plugins/bundle-trim/routesLoader.cjs';
import {SERVER_ONLY_KEYS, withoutServerOnlyConfig} from '../../src/plugins/bundle-trim/siteConfigLoader.cjs';
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
  async function routesFromCore(): Promise<{routes: string; chunkNames: string}> {
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
    return {
      routes: await readFile(path.join(dir, 'routes.js'), 'utf8'),
      chunkNames: await readFile(path.join(dir, 'routesChunkNames.json'), 'utf8'),
    };
  }

  /** The table a routes.js module exports, with ComponentCreator as a recorder of what it finds. */
  function evaluate(source: string, chunkNames: Record<string, unknown>): unknown {
    const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
    const table = runInNewContext(`(ComponentCreator, routesChunkNames) => {${body}}`) as (
      creator: unknown,
      chunkNames: Record<string, unknown>,
    ) => unknown;
    // As upstream's ComponentCreator, the recorder reads the route's chunk names when called.
    return table(
      (p: string, hash: string) => ({component: `${p} ${hash}`, chunks: chunkNames[`${p}-${hash}`]}),
      chunkNames,
    );
  }

  const parsed = (json: string) => JSON.parse(json) as Record<string, unknown>;

  /** A module's default export, evaluated. */
  const exported = (source: string): Record<string, unknown> =>
    runInNewContext(`(() => {${source.replace('export default', 'return')}})()`) as Record<string, unknown>;

  it('builds the same routes from leaf() calls, sidebars and quotes included', async () => {
    const {routes, chunkNames} = await routesFromCore();
    const compact = withCompactRoutes(routes, 'routes.js');
    expect(compact.match(/leaf\('/g)).toHaveLength(3);
    expect(compact).not.toContain('exact: true,');
    expect(evaluate(compact, parsed(chunkNames))).toEqual(evaluate(routes, parsed(chunkNames)));
  });

  it("in production, carries each page route's chunk names, and the table keyed by path keeps only the others", async () => {
    const {routes, chunkNames} = await routesFromCore();
    const compact = withCompactRoutes(routes, 'routes.js', parsed(chunkNames));
    const kept = exported(withoutLeafRoutes(chunkNames, routes, 'routesChunkNames.json'));
    expect(Object.keys(kept)).toEqual([expect.stringMatching(/^\/docs-/)]);
    const before = evaluate(routes, parsed(chunkNames));
    // The route table fills the trimmed table in as its leaf() calls run.
    expect(evaluate(compact, kept)).toEqual(before);
    expect(kept).toEqual(parsed(chunkNames));
    expect(JSON.stringify(before)).toContain("/docs/it's");
  });

  it('fails naming the file when the two files do not describe the same routes', async () => {
    const {routes} = await routesFromCore();
    expect(() => withCompactRoutes(routes, '.docusaurus/routes.js', {})).toThrow(
      /^\.docusaurus\/routes\.js: the route \/a has no entry/,
    );
    expect(() => withoutLeafRoutes('{}', routes, '.docusaurus/routesChunkNames.json')).toThrow(
      /^\.docusaurus\/routesChunkNames\.json: no entry for the page route \/a-/,
    );
  });

  it('fails naming the file when an exact route has another shape', () => {
    const source =
      "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [{path: '/a', component: ComponentCreator('/a', 'abc'), exact: true, extra: 1}];\n";
    expect(() => withCompactRoutes(source, '.docusaurus/routes.js')).toThrow(
      /^\.docusaurus\/routes\.js: an exact route/,
    );
  });
});

describe('the browser site config without the build-only keys', () => {
  const source = `/*\n * AUTOGENERATED\n */\nexport default ${JSON.stringify(
    {title: 'Deno Docs', plugins: [['x', {a: 1}]], ssrTemplate: '<html>', themeConfig: {navbar: {}}},
    null,
    2,
  )};\n`;

  it('drops them and keeps the rest', () => {
    const trimmed = withoutServerOnlyConfig(source, 'docusaurus.config.mjs');
    expect(runInNewContext(`(() => {${trimmed.replace('export default', 'return')}})()`)).toEqual({
      title: 'Deno Docs',
      themeConfig: {navbar: {}},
    });
  });

  it('fails naming the file on another shape', () => {
    expect(() => withoutServerOnlyConfig('export default {a: () => 1};', '.docusaurus/docusaurus.config.mjs')).toThrow(
      /^\.docusaurus\/docusaurus\.config\.mjs: not the/,
    );
  });

  it("drops only keys no browser code reads (Docusaurus's client code and this site's)", async () => {
    const {readdir} = await import('node:fs/promises');
    const roots = [
      'node_modules/@docusaurus/core/lib/client',
      'node_modules/@docusaurus/theme-classic/lib/theme',
      'node_modules/@docusaurus/theme-common/lib',
      'node_modules/@docusaurus/plugin-content-docs/lib/client',
      'src/theme',
      'src/components',
      'src/plugins',
    ];
    const readers: string[] = [];
    for (const root of roots) {
      for (const entry of await readdir(root, {recursive: true, withFileTypes: true})) {
        if (!entry.isFile() || !/\.(js|jsx|ts|tsx)$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const text = await readFile(file, 'utf8');
        for (const key of SERVER_ONLY_KEYS) {
          const read = new RegExp(
            `siteConfig\\??\\.${key}\\b|\\{[^{}]*\\b${key}\\b[^{}]*\\}\\s*=\\s*(useDocusaurusContext\\(\\)\\.)?siteConfig\\b`,
          );
          if (read.test(text)) readers.push(`${file} reads siteConfig.${key}`);
        }
      }
    }
    expect(readers).toEqual([]);
  });
});
