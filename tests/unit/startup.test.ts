import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {MAYBE_REPLACED, REPLACED_MODULES, replacementFor} from '../../src/plugins/startup';
import {comparePaths, getActivePlugin} from '../../src/plugins/startup/client/docsClientUtils';
import {docsInstances} from '../../src/data/docsInstances';
import flat from '@docusaurus/core/lib/client/flat';
import {groupChunkNamesByPath, type RoutesChunkNames} from '../../src/plugins/startup/client/chunkNamesByPath';
import {createIdleQueue, MAX_SLICE_MS} from '../../src/plugins/startup/client/idleQueue';

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

describe('the upstream modules replaced so that no locale data loads while a page starts', () => {
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

describe('the idle queue that prefetches wait in', () => {
  /** A browser stand-in: idle periods run when the test says, each with a budget of `budget` ms. */
  function fakeIdle() {
    const pending: ((deadline: {timeRemaining: () => number}) => void)[] = [];
    let clock = 0;
    return {
      schedule: (run: (typeof pending)[number]) => void pending.push(run),
      pendingPeriods: () => pending.length,
      /** One idle period of `budget` ms (the items spend the clock). */
      idlePeriod(budget: number) {
        const start = clock;
        pending.shift()?.({timeRemaining: () => Math.max(0, budget - (clock - start))});
      },
      spend(ms: number) {
        clock += ms;
      },
    };
  }

  it('runs nothing until the browser is idle, then as much as fits, in order, until all is done', async () => {
    const idle = fakeIdle();
    const whenIdle = createIdleQueue(idle.schedule);
    const ran: number[] = [];
    const results = [1, 2, 3, 4, 5].map((n) =>
      whenIdle(() => {
        ran.push(n);
        idle.spend(3);
        return n * 10;
      }),
    );
    expect(ran).toEqual([]);
    expect(idle.pendingPeriods()).toBe(1);
    idle.idlePeriod(7); // 3 + 3 ms leave 1 ms: a third item would not fit
    expect(ran).toEqual([1, 2]);
    idle.idlePeriod(0); // no time left: still one item, so the queue moves
    expect(ran).toEqual([1, 2, 3]);
    idle.idlePeriod(50);
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    expect(idle.pendingPeriods()).toBe(0);
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
  });

  it('spends at most MAX_SLICE_MS of an idle period, however long the browser offers', () => {
    const idle = fakeIdle();
    const whenIdle = createIdleQueue(idle.schedule);
    const ran: number[] = [];
    for (let n = 1; n <= 20; n++)
      void whenIdle(() => {
        ran.push(n);
        idle.spend(1);
      });
    idle.idlePeriod(50);
    expect(ran).toHaveLength(MAX_SLICE_MS);
    expect(idle.pendingPeriods()).toBe(1);
  });

  it('passes on a failure to its caller and goes on with the rest', async () => {
    const idle = fakeIdle();
    const whenIdle = createIdleQueue(idle.schedule);
    const failing = whenIdle(() => {
      throw new Error('no chunk');
    });
    const next = whenIdle(() => 'next');
    idle.idlePeriod(50);
    await expect(failing).rejects.toThrow('no chunk');
    expect(await next).toBe('next');
  });
});
