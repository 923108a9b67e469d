import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {compileFunction} from 'node:vm';
import {createElement, type ComponentType, type ReactElement} from 'react';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {
  HELMET_LIBRARY,
  MAYBE_REPLACED,
  REPLACED_MODULES,
  replacementFor,
  serverRegistryFor,
} from '../../src/plugins/startup';
import {withBatchedHeadUpdates} from '../../src/plugins/startup/helmetLoader.cjs';
import {withChunkNames} from '../../src/plugins/startup/registryChunkNames';
import {
  PAGE_SCRIPTS_ID,
  SCRIPTS_LOADER,
  ssrTemplate,
  templateWithScriptsAfterPaint,
} from '../../src/plugins/startup/scriptsAfterPaint';
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

describe('react-helmet-async in the browser bundle (helmetLoader.cjs)', () => {
  const library = path.join(nodeModules, 'react-helmet-async/lib');

  it('patches the file the bundler picks, and the CommonJS build the same way', () => {
    const pkg = JSON.parse(readFileSync(path.join(library, '../package.json'), 'utf8')) as {module: string};
    expect(path.join(library, '..', pkg.module)).toMatch(HELMET_LIBRARY);
    for (const file of [pkg.module, 'lib/index.js']) {
      expect(() => withBatchedHeadUpdates(readFileSync(path.join(library, '..', file), 'utf8'), file)).not.toThrow();
    }
  });

  it('fails the build, naming the file, when a patched statement is not found', () => {
    expect(() => withBatchedHeadUpdates('var x = 1;', 'index.module.js')).toThrow(
      /index\.module\.js: .*emit once per task/,
    );
  });

  it('emits once mounted, once for the instances of a task, and writes the head only when its state changes', async () => {
    // Just enough of a browser for the library's client path: frames run when asked, the head records what is added.
    const frames: (() => void)[] = [];
    const added: string[] = [];
    const element = (tag: string) => {
      const attributes: Record<string, string> = {};
      return {
        tag,
        attributes,
        setAttribute: (name: string, value: string) => void (attributes[name] = value),
        isEqualNode: () => false,
      };
    };
    const head = {
      querySelectorAll: () => [],
      appendChild: (node: ReturnType<typeof element>) =>
        void added.push(`${node.tag} ${JSON.stringify(node.attributes)}`),
    };
    const browser = {
      document: {head, title: '', getElementsByTagName: () => [], createElement: element, querySelector: () => head},
      requestAnimationFrame: (frame: () => void) => frames.push(frame),
      cancelAnimationFrame: () => {},
    };
    const source = withBatchedHeadUpdates(readFileSync(path.join(library, 'index.js'), 'utf8'), 'index.js');
    const module = {exports: {} as {Helmet: ComponentType<object>; HelmetProvider: ComponentType<object>}};
    // The patched CommonJS build, run as Node runs a module, with the browser's globals given as parameters.
    const run = compileFunction(source, [
      'require',
      'module',
      'exports',
      'document',
      'requestAnimationFrame',
      'cancelAnimationFrame',
    ]) as (...args: unknown[]) => void;
    run(
      createRequire(path.join(library, 'index.js')),
      module,
      module.exports,
      browser.document,
      browser.requestAnimationFrame,
      browser.cancelAnimationFrame,
    );
    const {Helmet, HelmetProvider} = module.exports;
    // React's part, played by hand (no DOM here to mount into): each <Head>'s dispatcher is
    // rendered, then mounted, then updated with the props its <Head> gives it.
    type Dispatcher = {props: object; render(): void; componentDidMount(): void; componentDidUpdate(): void};
    type Instance = {render(): ReactElement<{children: (context: object) => ReactElement}>};
    const context = new (HelmetProvider as unknown as new (props: object) => {helmetData: {value: object}})({
      context: {},
    }).helmetData.value;
    const dispatcherProps = (name: string, content: string) => {
      // Its props as React gives them (with the component's defaults).
      const {props} = createElement(Helmet, {}, createElement('meta', {name, content}));
      const head = new (Helmet as unknown as new (props: object) => Instance)(props);
      return head.render().props.children(context) as ReactElement<object> & {type: new (props: object) => Dispatcher};
    };
    const names = ['a', 'b', 'c', 'd', 'e'];
    const dispatchers = names.map((name) => {
      const element = dispatcherProps(name, 'one');
      return new element.type(element.props);
    });
    const microtask = () => Promise.resolve();

    for (const dispatcher of dispatchers) dispatcher.render();
    await microtask();
    expect(frames).toHaveLength(0); // nothing emitted while rendering
    for (const dispatcher of dispatchers) dispatcher.componentDidMount();
    await microtask();
    expect(frames).toHaveLength(1); // five instances mounted, one emit (upstream: five, each while rendering)
    frames.shift()!();
    expect(added).toHaveLength(5);

    for (const dispatcher of dispatchers) dispatcher.componentDidUpdate();
    await microtask();
    frames.shift()!();
    expect(added).toHaveLength(5); // the same state is not written again

    dispatchers[0]!.props = dispatcherProps('a', 'two').props;
    dispatchers[0]!.componentDidUpdate();
    await microtask();
    frames.shift()!();
    expect(added).toHaveLength(10); // a changed state is (the library writes every tag it does not find)
  });
});

describe('the page template whose scripts start after the first frame (scriptsAfterPaint.ts)', () => {
  it("is upstream's installed template with the scripts' block moved to data and a loader", () => {
    expect(ssrTemplate).not.toContain('defer></script>');
    expect(ssrTemplate).toContain(`id="${PAGE_SCRIPTS_ID}"`);
    expect(ssrTemplate).toContain(`<script>${SCRIPTS_LOADER}</script>\n  </body>`);
  });

  it('fails the build, naming the file, when upstream no longer has the scripts block', () => {
    expect(() => templateWithScriptsAfterPaint('<html><body>\n  </body></html>')).toThrow(
      /src\/plugins\/startup\/scriptsAfterPaint\.ts: .*no longer has the scripts block/,
    );
  });

  it('adds the listed scripts once, in order, not async, after the first frame; at load only in a hidden tab', () => {
    for (const visibilityState of ['visible', 'hidden'] as const) {
      const added: {src: string; async: boolean}[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const listeners: Record<string, () => void> = {};
      const document = {
        visibilityState,
        getElementById: (id: string) => (id === PAGE_SCRIPTS_ID ? {textContent: '["/a.js","/b.js"]'} : null),
        createElement: () => ({src: '', async: true}),
        body: {appendChild: (script: {src: string; async: boolean}) => added.push({...script})},
      };
      const loader = compileFunction(SCRIPTS_LOADER, [
        'document',
        'requestAnimationFrame',
        'setTimeout',
        'addEventListener',
      ]) as (...globals: unknown[]) => void;
      loader(
        document,
        (callback: () => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
        (type: string, callback: () => void) => (listeners[type] = callback),
      );
      expect(added).toEqual([]);
      if (visibilityState === 'hidden') {
        listeners.load!();
      } else {
        expect(listeners.load).toBeUndefined();
        frames.forEach((frame) => frame());
        expect(added).toEqual([]); // the frame's own task paints first
        timers.forEach((timer) => timer());
      }
      frames.forEach((frame) => frame());
      timers.forEach((timer) => timer());
      expect(added, visibilityState).toEqual([
        {src: '/a.js', async: false},
        {src: '/b.js', async: false},
      ]);
    }
  });
});
