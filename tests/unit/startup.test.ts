import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {MAYBE_REPLACED, REPLACED_MODULES, replacementFor, serverRegistryFor} from '../../src/plugins/startup';
import {withChunkNames} from '../../src/plugins/startup/registryChunkNames';
import {comparePaths, getActivePlugin} from '../../src/plugins/startup/client/docsClientUtils';
import {docsInstances} from '../../src/data/docsInstances';
import flat from '@docusaurus/core/lib/client/flat';
import {groupChunkNamesByPath, type RoutesChunkNames} from '../../src/plugins/startup/client/chunkNamesByPath';

const nodeModules = path.join(__dirname, '../../node_modules');

/** Every relative import in an installed package's lib folder, with the folder it is made from. */
function relativeImports(pkg: string): {context: string; request: string}[] {
  const lib = path.join(nodeModules, pkg, 'lib');
  return readdirSync(lib, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const context = path.dirname(path.join(lib, file));
      const text = readFileSync(path.join(lib, file), 'utf8');
      return [...text.matchAll(/from '(\.[^']+)'/g)].map((m) => ({context, request: m[1]!}));
    });
}

describe('the upstream modules replaced to make a page start with less work', () => {
  it.each(Object.entries(REPLACED_MODULES))(
    '%s is still imported by its package, and each import is replaced',
    (upstream, eject) => {
      const pkg = upstream.split(path.sep).slice(0, 2).join('/');
      const importers = relativeImports(pkg).filter(({context, request}) =>
        path.resolve(context, request).replace(/\.js$/, '').endsWith(upstream),
      );
      expect(importers.length, `nothing in ${pkg} imports ${upstream} any more`).toBeGreaterThan(0);
      for (const {context, request} of importers) {
        expect(request).toMatch(MAYBE_REPLACED); // the bundler asks replacementFor only then
        expect(replacementFor(context, request)).toBe(path.join(__dirname, '../../src/plugins/startup/client', eject));
      }
    },
  );

  it('leaves every other import alone', () => {
    const others = ['@docusaurus/theme-common', '@docusaurus/plugin-content-docs']
      .flatMap(relativeImports)
      .filter(
        ({context, request}) =>
          !Object.keys(REPLACED_MODULES).some((upstream) =>
            path.resolve(context, request).replace(/\.js$/, '').endsWith(upstream),
          ),
      );
    expect(others.length).toBeGreaterThan(50);
    expect(others.filter(({context, request}) => replacementFor(context, request))).toEqual([]);
    expect(replacementFor(nodeModules, 'reactUtils')).toBeUndefined();
  });

  it("find the same active docs plugin as the docs plugin's own, for every docs section and pages in it", async () => {
    const upstream = (await import('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js')) as {
      getActivePlugin: typeof getActivePlugin;
    };
    const plugin = (routeBase: string) =>
      ({path: routeBase, versions: [], breadcrumbs: true}) as unknown as GlobalPluginData;
    const allPluginData: Record<string, GlobalPluginData> = Object.fromEntries([
      ...docsInstances.map((instance) => [instance.id, plugin(`/${instance.id}`)]),
      ['nested', plugin('/deploy/kv')],
      ['root', plugin('/')],
      ['sibling', plugin('/deploy-classic')],
    ]);
    const pathnames = ['/', '/nowhere', '/deploy/kv/manual', '/deploy-classic/x', '/deploy/kv', '/deploy/kvx'].concat(
      docsInstances.flatMap((instance) => [`/${instance.id}`, `/${instance.id}/`, `/${instance.id}/some/page`]),
    );
    for (const pathname of pathnames) {
      expect(getActivePlugin(allPluginData, pathname)?.pluginId, pathname).toBe(
        upstream.getActivePlugin(allPluginData, pathname)?.pluginId,
      );
    }
  });

  it('order paths as localeCompare does wherever one path is a prefix of another', () => {
    const paths = [
      '/',
      ...docsInstances.map((i) => `/${i.id}`),
      '/deploy/kv',
      '/deploy-classic',
      '/deploy_x',
      '/Deploy',
    ];
    for (const a of paths) {
      for (const b of paths) {
        if (a === b || !(a.startsWith(b) || b.startsWith(a))) continue;
        expect(Math.sign(comparePaths(a, b)), `${a} vs ${b}`).toBe(Math.sign(a.localeCompare(b)));
      }
    }
  });
});

describe('the chunk names a link prefetches', () => {
  const table: RoutesChunkNames = {
    '/-e5f': {__comp: 'home', __context: {plugin: 'pages'}},
    '/runtime-1a2': {__comp: 'docsRoot'},
    '/runtime-3b4': {__comp: 'version', __props: 'versionProps'},
    '/runtime/manual-5c6': {__comp: 'doc', content: 'manualContent'},
    '/blog/Happy-First-Birthday-Slash-fe9': {__comp: 'post', items: {0: 'a', 1: 'b'}},
    '/search-7d8': {__comp: 'search'},
  };
  // Upstream's lookup (core/lib/client/docusaurus.js, 3.10.2), the reference for the grouped one.
  const upstreamLookup = (path: string): string[] =>
    Object.entries(table)
      .filter(([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
      .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));

  it('are the ones upstream finds, for every path in the table and one that is not', () => {
    const grouped = groupChunkNamesByPath(table);
    for (const path of [
      '/',
      '/runtime',
      '/runtime/manual',
      '/blog/Happy-First-Birthday-Slash',
      '/search',
      '/nowhere',
    ]) {
      expect(grouped.get(path) ?? [], path).toEqual(upstreamLookup(path));
    }
    expect(grouped.get('/runtime')).toEqual(['docsRoot', 'version', 'versionProps']);
  });
});

describe("the server bundle's route registry, so that pages list their route chunks' scripts", () => {
  const componentCreatorDir = path.join(nodeModules, '@docusaurus/core/lib/client/exports');

  it('names each route module by its chunk name, the name the client manifest knows', () => {
    const load = () => Promise.resolve({});
    expect(withChunkNames({'7003c133': [load, '@site/deploy/kv/manual/operations.md', '12345']})).toEqual({
      '7003c133': [load, '7003c133', '12345'],
    });
  });

  it('replaces the registry ComponentCreator imports (it still does), and no other import', () => {
    const source = readFileSync(path.join(componentCreatorDir, 'ComponentCreator.js'), 'utf8');
    expect(source).toContain("from '@generated/registry'");
    expect(serverRegistryFor(componentCreatorDir, '@generated/registry')).toBe(
      path.join(__dirname, '../../src/plugins/startup/serverRegistry.ts'),
    );
    expect(serverRegistryFor(componentCreatorDir, '@generated/routes')).toBeUndefined();
    expect(serverRegistryFor(path.join(__dirname, '../../src/plugins/startup'), '@generated/registry')).toBeUndefined();
  });
});
