import {mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApiModel} from '../../src/plugins/api-reference';
import {loadDeclarations} from '../../src/plugins/api-reference/generate';
import type {DocSymbol} from '../../src/plugins/api-reference/docJson';
import {renderAllPages, renderSymbolPage} from '../../src/plugins/api-reference/render';
import {UNSTABLE_FLAG_RULES, unstableFlag} from '../../src/plugins/api-reference/flags';
import {apiHref} from '../../src/plugins/api-reference/remark';
import {RenderCache, rendererFiles} from '../../src/plugins/api-reference/renderCache';
import {guidesBySymbol} from '../../src/plugins/api-reference/guides';
import {checkApiNames} from '../../scripts/check-content/api-names';
import {denoAccepts} from '../../scripts/check-content/mentions';
import {compareHeritage, declaredHeritage} from './api-reference/heritage';
import {apiExampleBlocks, checkApiExamples} from '../../scripts/check-content/api-examples';
import type {PageModel} from '../../scripts/check-content/markdown';

const model = loadApiModel();

/** Every name the declarations define, counted from deno doc's output directly. */
function declaredNames(symbols: DocSymbol[], scope = ''): string[] {
  return symbols.flatMap((symbol) => {
    const name = scope ? `${scope}.${symbol.name}` : symbol.name;
    const namespace = symbol.declarations.find((d) => d.kind === 'namespace');
    const nested = namespace?.kind === 'namespace' ? declaredNames(namespace.def.elements, name) : [];
    return [name, ...nested];
  });
}

describe('the API reference model', () => {
  it('has a symbol for every name the declarations define (Deno itself is the /api/deno index)', () => {
    const names = declaredNames(loadDeclarations().symbols).filter((name) => name !== 'Deno');
    expect(model.symbols.map((s) => s.name).sort()).toEqual([...new Set(names)].sort());
    expect(model.symbols.filter((s) => s.lib === 'deno').length).toBeGreaterThan(500);
    for (const name of [
      'Deno.readFile',
      'Deno.Kv',
      'Deno.errors.NotCapable',
      'Deno.lint.Plugin',
      'Deno.jupyter.display',
    ]) {
      expect(model.byName.get(name)?.lib, name).toBe('deno');
    }
    for (const name of ['fetch', 'Response', 'URLPattern', 'WebSocket', 'structuredClone', 'BroadcastChannel']) {
      expect(model.byName.get(name)?.lib, name).toBe('web');
    }
  });

  it('reads the marks from the declarations: permissions, unstable with its flag, per overload', () => {
    expect(model.byName.get('Deno.readFile')!.permissions).toEqual(['allow-read']);
    const openKv = model.byName.get('Deno.openKv')!;
    expect(openKv.experimental).toBe(true);
    expect(unstableFlag(openKv)).toBe('--unstable-kv');
    expect(unstableFlag(model.byName.get('Deno.cron')!)).toBe('--unstable-cron');
    // One of Deno.serve's overloads (vsock) is unstable, not the function.
    const serve = model.byName.get('Deno.serve')!;
    expect(serve.experimental).toBe(false);
    expect(renderSymbolPage(model, serve, []).html).toContain('this overload only');
  });

  // Unstable flags are hidden from --help: deno's own argument parser says which it takes.
  it('names only unstable flags the pinned deno accepts', () => {
    const named = new Set([
      ...UNSTABLE_FLAG_RULES.map((rule) => rule.flag),
      ...model.symbols.flatMap((s) => unstableFlag(s) ?? []),
    ]);
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((flag) => !denoAccepts('run', flag))).toEqual([]);
    expect(denoAccepts('run', '--unstable-no-such-thing')).toBe(false);
  });
});

describe('the API reference pages', () => {
  const pages = renderAllPages(model, () => []);
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const idsOf = (html: string) => new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));

  it('every link between reference pages resolves, to a page and to an anchor on it', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      // The Node reference's pages are tested with it (tests/unit/node-reference).
      for (const [, href] of page.html.matchAll(/href="(\/api(?!\/node)[^"]*)"/g)) {
        const [target = '', anchor] = href!.split('#');
        const targetPage = byPath.get(target);
        checked++;
        if (!targetPage) broken.push(`${page.path} → ${href}`);
        else if (anchor && !idsOf(targetPage.html).has(anchor)) broken.push(`${page.path} → ${href} (no anchor)`);
      }
    }
    expect(broken.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });

  it("every member's anchor is on its owner's page, and each page's ids are unique", () => {
    const missing = model.symbols.flatMap((s) =>
      s.members.filter((m) => !idsOf(byPath.get(s.path)!.html).has(m.anchor)).map((m) => `${s.name}#${m.anchor}`),
    );
    expect(missing.slice(0, 20)).toEqual([]);
    const duplicated = pages.filter((p) => {
      const ids = [...p.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      return new Set(ids).size !== ids.length;
    });
    expect(duplicated.map((p) => p.path).slice(0, 10)).toEqual([]);
  });

  it('shows a symbol with its signature types linked and its members as anchors', () => {
    const kv = byPath.get('/api/deno/~/Deno.Kv')!;
    expect(kv.html).toContain('id="prototype.list"');
    expect(kv.html).toContain('href="/api/deno/~/Deno.KvListSelector"');
    const readFile = byPath.get('/api/deno/~/Deno.readFile')!;
    expect(readFile.html).toContain('href="/runtime/reference/cli/run#--allow-read"');
    expect(readFile.html).toMatch(/<pre class="prism-code language-ts api-code"[^>]*><code><div class="token-line">/);
  });

  // deno doc gives a class's superclass as a plain name, an interface's as types: both must show.
  it('names what every class and interface extends: no "extends unknown"', () => {
    const heritage = (path: string) =>
      /<span class="token keyword">extends<\/span> (.*?)(?: <span|<\/code>|<\/div>)/.exec(byPath.get(path)!.html)?.[1];
    const unknown = pages.filter((p) => /<span class="token keyword">extends<\/span> unknown\b/.test(p.html));
    expect(unknown.map((p) => p.path)).toEqual([]);
    expect(heritage('/api/deno/~/Deno.PermissionStatus')).toBe('<a href="/api/web/~/EventTarget">EventTarget</a>');
    expect(heritage('/api/deno/~/Deno.errors.NotFound')).toContain('Error');
    // An interface's are types already.
    expect(heritage('/api/deno/~/Deno.TcpConn')).toContain('href="/api/deno/~/Deno.Conn"');
  });

  // Read back from each page's parsed HTML, name by name, against deno doc's declarations.
  it('shows what every class and interface extends and implements, as deno doc --json declares it', () => {
    const declared = declaredHeritage(loadDeclarations().symbols);
    const pageOf = (name: string) => {
      const symbol = model.byName.get(name);
      return symbol && byPath.get(symbol.path)?.html;
    };
    const {figures, mismatches} = compareHeritage(declared, pageOf);
    console.log(
      `heritage: ${figures.classes} classes and ${figures.interfaces} interfaces checked, ${figures.clauses} heritage clauses (${figures.names} type names) compared, ${mismatches.length} mismatches`,
    );
    expect(mismatches.slice(0, 10)).toEqual([]);
    // Both kinds of clause are there to compare, and classes that implement interfaces.
    expect(figures.classes).toBeGreaterThan(50);
    expect(figures.interfaces).toBeGreaterThan(500);
    const implementing = [...declared.values()].flat().filter((h) => h.kind === 'class' && h.implements.length);
    expect(implementing.length).toBeGreaterThan(10);
  });
});

describe('inline code in the guides', () => {
  it('links API names, calls and members, and leaves words and unknown names alone', () => {
    expect(apiHref(model, 'Deno.readTextFile()')).toBe('/api/deno/~/Deno.readTextFile');
    expect(apiHref(model, 'new Deno.Command()')).toBe('/api/deno/~/Deno.Command');
    expect(apiHref(model, 'Deno.errors.NotFound')).toBe('/api/deno/~/Deno.errors.NotFound');
    expect(apiHref(model, 'Deno.Kv.prototype.list')).toBe('/api/deno/~/Deno.Kv.prototype.list');
    expect(apiHref(model, 'fetch()')).toBe('/api/web/~/fetch');
    expect(apiHref(model, 'Response')).toBe('/api/web/~/Response');
    expect(apiHref(model, 'fetch')).toBeUndefined();
    expect(apiHref(model, 'Deno.readTextFil()')).toBeUndefined();
    expect(apiHref(model, 'deno run main.ts')).toBeUndefined();
  });
});

describe('the content check of Deno. names', () => {
  const page = (frontMatter: Record<string, unknown> = {}) => ({file: 'runtime/x.md', frontMatter}) as PageModel;
  const run = (source: string, frontMatter?: Record<string, unknown>) => {
    const failures: string[] = [];
    checkApiNames(page(frontMatter), source, (_kind, file, line, ok, message) => {
      if (!ok) failures.push(`${file}:${line}: ${message}`);
    });
    return failures;
  };

  it('fails on a name the declarations lack, with file and line, in prose and in code', () => {
    expect(run('Read it with `Deno.readTextFile()`.\n\n```ts\nawait Deno.readTextFil("a");\n```\n')).toEqual([
      expect.stringMatching(/^runtime\/x\.md:4: Deno\.readTextFil is not declared/),
    ]);
    expect(run('`Deno.run` was removed.', {undeclared_apis: ['Deno.run']})).toEqual([]);
    expect(run('Nothing here.', {undeclared_apis: ['Deno.serve']})).toEqual([
      expect.stringMatching(/undeclared_apis lists Deno\.serve, but deno .* declares it/),
    ]);
  });
});

describe('the reference pages', () => {
  it('gives every symbol one page path', () => {
    const paths = model.symbols.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("the declarations' own examples", () => {
  it('are found in @example tags and a deno that cannot run is an error, not a pass', () => {
    expect(apiExampleBlocks().length).toBeGreaterThan(50);
    expect(() =>
      checkApiExamples('/no/such/deno', 'test', mkdtempSync(path.join(tmpdir(), 'api-examples-')), {}),
    ).toThrow(/cannot run \/no\/such\/deno check/);
  });
});

describe('the render cache of symbol pages', () => {
  it('reuses a page while its guides are the same, and renders it again when they change', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-render-cache-'));
    let renders = 0;
    const render = () => {
      renders++;
      return {path: '/api/deno/~/Deno.x', title: 'Deno.x', description: '', html: `<p>${renders}</p>`};
    };
    const first = new RenderCache(dir, 'test');
    first.page('Deno.x', [{title: 'A'}], render);
    first.save();
    const second = new RenderCache(dir, 'test');
    expect(second.page('Deno.x', [{title: 'A'}], render).html).toBe('<p>1</p>');
    expect(second.page('Deno.y', [], render).html).toBe('<p>2</p>');
    second.save();
    const third = new RenderCache(dir, 'test');
    expect(third.page('Deno.x', [{title: 'B'}], render).html).toBe('<p>3</p>');
    expect([renders, third.hits, new RenderCache(dir, 'other-version').hits]).toEqual([3, 0, 0]);
  });

  // A change to a component or to the frame must not leave pages rendered by the old code in the cache.
  it('is keyed by every module the pages are made with: the React components and the frame', () => {
    const folder = path.resolve(__dirname, '../../src/plugins/api-reference');
    const components = readdirSync(folder)
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => path.join(folder, name));
    expect(components.length).toBeGreaterThan(5);
    expect(rendererFiles()).toEqual(
      expect.arrayContaining([
        ...components,
        path.join(folder, 'doc.ts'),
        path.resolve(folder, '../prepared-pages/Layout.tsx'),
        path.resolve(folder, '../highlight/html.ts'),
      ]),
    );
  });
});

describe('the guides listed on a symbol page', () => {
  it('are the pages that use a Deno. name anywhere, or a web global in inline code', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-guides-'));
    const file = path.join(dir, 'guide.md');
    writeFileSync(
      file,
      'Answer with a `Response` from `Deno.serve()`; fetch the page with `fetch()`.\n`URL` is fine, `crypto` alone is a word.\n',
    );
    const guides = guidesBySymbol(model, [{title: 'Guide', permalink: '/runtime/guide', file}]);
    expect([...guides.keys()].sort()).toEqual(['Deno.serve', 'Response', 'URL', 'fetch']);
  });
});
