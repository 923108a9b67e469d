import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {docListNavbarItems, withMainDocsOnly, withoutDocDescriptions} from '../../src/plugins/docs';
import {navbarItems} from '../../src/data/navigation';
import {docsInstances} from '../../src/data/docsInstances';

const repoRoot = path.join(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

describe('the docs plugin wrapper', () => {
  it('drops doc descriptions from version props, at any depth, and keeps the rest', () => {
    const route: RouteConfig = {
      path: '/runtime',
      component: 'root',
      routes: [
        {
          path: '/runtime',
          component: 'version',
          props: {version: {label: 'Next', docs: {a: {id: 'a', title: 'A', description: 'long text', sidebar: 's'}}}},
          routes: [{path: '/runtime/a', component: 'doc', props: {other: 1}}],
        },
      ],
    };
    const stripped = withoutDocDescriptions(route);
    expect(stripped.routes![0]!.props).toEqual({
      version: {label: 'Next', docs: {a: {id: 'a', title: 'A', sidebar: 's'}}},
    });
    expect(stripped.routes![0]!.routes![0]!.props).toEqual({other: 1});
    expect((route.routes![0]!.props as {version: {docs: {a: {description?: string}}}}).version.docs.a.description).toBe(
      'long text',
    );
  });

  // The descriptions it drops are read only by doc cards: a page or sidebar that starts using them
  // needs the wrapper gone first (src/plugins/docs/index.ts and docusaurus.config.ts).
  it('is safe: no page renders doc cards and no sidebar has a generated index page', () => {
    const files = [
      ...docsInstances.flatMap((instance) => filesUnder(path.join(repoRoot, instance.id))),
      ...filesUnder(path.join(repoRoot, 'src')),
      path.join(repoRoot, 'sidebars.ts'),
    ].filter((file) => /\.(mdx?|tsx?|json)$/.test(file));
    const users = files.filter((file) =>
      /\bDocCard(List)?\b|useDocById|generated-index/.test(readFileSync(file, 'utf8')),
    );
    // The category file reader names it only to refuse it.
    expect(users.map((file) => path.relative(repoRoot, file)).sort()).toEqual([
      'src/data/categoryFiles.ts',
      'src/plugins/docs/index.ts',
    ]);
  });

  it("keeps only each version's main doc in the global data", () => {
    const version = {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/runtime',
      mainDocId: 'index',
      docs: [
        {id: 'index', path: '/runtime', sidebar: 'runtime'},
        {id: 'manual/a', path: '/runtime/manual/a', sidebar: 'runtime'},
      ],
      draftIds: [],
      sidebars: {runtime: {link: {path: '/runtime', label: 'index'}}},
    };
    const trimmed = withMainDocsOnly({path: '/runtime', versions: [version], breadcrumbs: true});
    expect(trimmed.versions[0]).toEqual({...version, docs: [{id: 'index', path: '/runtime', sidebar: 'runtime'}]});
    expect(version.docs).toHaveLength(2);
  });

  // The trimmed list would break these navbar items; the plugin refuses to build with them.
  it('finds navbar items that read the full doc list, in dropdowns too, and the site has none', () => {
    expect(docListNavbarItems([{type: 'dropdown', items: [{type: 'docSidebar'}]}, {type: 'doc'}, {}])).toEqual([
      'docSidebar',
      'doc',
    ]);
    expect(docListNavbarItems(navbarItems)).toEqual([]);
  });
});
