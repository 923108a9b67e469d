/**
 * The Node reference's pages, on a sample of modules (rendering all ~3,300 takes half a minute; the
 * build check reads every built page's links and anchors).
 */
import {describe, expect, it} from 'vitest';
import {loadNodeModel, nodePageRoutes, nodeRoutes, nodeSearchRecords} from '../../../src/plugins/node-reference';
import {nodeGuidesBySymbol, nodeNamesUsed} from '../../../src/plugins/node-reference/guides';
import {
  importLine,
  renderNodeAllSymbolsPage,
  renderNodeHomePage,
  renderNodeModulePage,
  renderNodeSymbolPage,
} from '../../../src/plugins/node-reference/render';
import {loadNodeSupport} from '../../../src/plugins/node-reference/support';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {tempDir} from '../../support/tempDir';

const model = loadNodeModel();
const support = await loadNodeSupport(model);
const SAMPLE = ['path', 'events', 'util', 'sqlite', 'worker_threads', 'timers/promises', 'fs/promises', 'v8', 'sea'];
const moduleOf = (name: string) => model.modules.find((m) => m.name === name)!;
const symbol = (module: string, name: string) => model.symbols.find((s) => s.module === module && s.name === name)!;
const pages = [
  renderNodeHomePage(model, support),
  renderNodeAllSymbolsPage(model),
  ...SAMPLE.map((m) => renderNodeModulePage(model, support, moduleOf(m))),
  ...model.symbols.filter((s) => SAMPLE.includes(s.module)).map((s) => renderNodeSymbolPage(model, support, s, [])),
];
const byPath = new Map(pages.map((p) => [p.path, p]));
const idsOf = (html: string) => new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
const allPages = new Set(nodePageRoutes(model));

describe('the Node reference pages', () => {
  it('link only to pages of the reference, and to anchors that the sampled pages have', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const [, href] of page.html.matchAll(/href="(\/api\/node[^"]*)"/g)) {
        const [target = '', anchor] = href!.split('#');
        checked++;
        if (!allPages.has(target)) broken.push(`${page.path} → ${href}`);
        const sampled = byPath.get(target);
        if (sampled && anchor && !idsOf(sampled.html).has(anchor)) broken.push(`${page.path} → ${href} (no anchor)`);
      }
    }
    expect(broken.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(2_000);
  });

  it("have every member's anchor on its owner's page, and unique ids on each page", () => {
    const sampled = model.symbols.filter((s) => SAMPLE.includes(s.module));
    const missing = sampled.flatMap((s) =>
      s.members.filter((m) => !idsOf(byPath.get(s.path)!.html).has(m.anchor)).map((m) => `${s.path}#${m.anchor}`),
    );
    expect(missing.slice(0, 20)).toEqual([]);
    expect(sampled.flatMap((s) => s.members).length).toBeGreaterThan(300);
    const duplicated = pages.filter((p) => {
      const ids = [...p.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      return new Set(ids).size !== ids.length;
    });
    expect(duplicated.map((p) => p.path)).toEqual([]);
  });

  it('show how to import a symbol: by name, by the assigned export, or as a type', () => {
    expect(importLine(moduleOf('fs'), symbol('fs', 'readFile'))).toBe('import { readFile } from "node:fs";');
    expect(importLine(moduleOf('path'), symbol('path', 'path.join'))).toBe('import path from "node:path";');
    expect(importLine(moduleOf('fs'), symbol('fs', 'ReadStreamOptions'))).toBe(
      'import type { ReadStreamOptions } from "node:fs";',
    );
    const join = byPath.get('/api/node/path/~/path.join')!.html;
    expect(join).toContain('<h1>path.join</h1>');
    expect(join).not.toContain('Added in');
    expect(byPath.get('/api/node/fs/promises/~/readFile')!.html).toContain('Added in Node.js v10.0.0.');
  });

  it("link a type to its module's page, or to the one module that defines it, never a guess", () => {
    // worker_threads imports EventEmitter from node:events; util defines its own option types.
    const worker = byPath.get('/api/node/worker_threads/~/Worker')!.html;
    expect(worker).toContain('href="/api/node/events/~/EventEmitter"');
    const parseArgs = byPath.get('/api/node/util/~/parseArgs')!.html;
    expect(parseArgs).toContain('href="/api/node/util/~/ParseArgsConfig"');
  });

  it("mark Node.js's experimental APIs as such, not as needing a deno unstable flag", () => {
    const experimental = model.symbols.filter((s) => s.experimental && SAMPLE.includes(s.module));
    expect(experimental.length).toBeGreaterThan(0);
    for (const s of experimental) {
      const html = byPath.get(s.path)!.html;
      expect(html, s.path).toContain('experimental in Node.js');
      expect(html, s.path).not.toMatch(/class="badge[^"]*">unstable/);
    }
  });

  it('has a module page per module, an index and an A-Z page naming every module', () => {
    expect(byPath.get('/api/node/util')!.html).toContain('href="/api/node/util/~/parseArgs"');
    const home = byPath.get('/api/node')!.html;
    const az = byPath.get('/api/node/all_symbols')!.html;
    for (const module of model.modules) {
      expect(home).toContain(`href="${module.path}"`);
      expect(az).toContain(`href="${module.path}"`);
    }
  });
});

describe("the Node reference's measured support", () => {
  it('is on each module page, each probed symbol page and the index', () => {
    expect(byPath.get('/api/node/v8')!.html).toMatch(
      /stubs that throw “Not implemented” when called: .*<code>takeCoverage<\/code>/,
    );
    expect(byPath.get('/api/node/sea')!.html).toContain('does not load in deno 2.9.6');
    expect(byPath.get('/api/node/v8/~/takeCoverage')!.html).toContain('a stub in deno 2.9.6');
    expect(byPath.get('/api/node/fs/promises/~/readFile')!.html).toContain('>in deno 2.9.6<');
    // A type has no value to probe, and no mark.
    expect(byPath.get('/api/node/util/~/ParseArgsConfig')!.html).not.toContain('in deno 2.9.6<');
    expect(byPath.get('/api/node')!.html).toMatch(
      /In all: \d,\d{3} exports, \d,\d{3} defined, \d+ undefined, \d+ stubs; \d+ modules do not load/,
    );
  });
});

describe('the Node reference URLs', () => {
  it("serve docs.deno.com's shapes: modules, symbols, aliases and members", () => {
    const routes = new Set(nodeRoutes(model));
    for (const url of [
      '/api/node/fs',
      '/api/node/fs/~/readFile',
      '/api/node/util/~/parseArgs',
      '/api/node/worker_threads',
      '/api/node/all_symbols',
      '/api/node/path/~/join',
      '/api/node/path/~/default.join',
      '/api/node/fs/~/promises.readFile',
      '/api/node/events/~/EventEmitter.prototype.on',
    ])
      expect(routes.has(url), url).toBe(true);
    // An alias never shadows a page.
    expect([...model.aliases.keys()].filter((alias) => allPages.has(alias))).toEqual([]);
  });
});

describe('the guides that use a Node.js API', () => {
  it('are found by named imports, and by members of a module imported whole', () => {
    const used = nodeNamesUsed(
      [
        'import { readFile, type Stats } from "node:fs/promises";',
        "import path from 'node:path';",
        'import * as os from "node:os";',
        'const p = path.join("a", "b"); os.cpus();',
        'import { nope } from "node:no_such_module";',
      ].join('\n'),
      model,
    );
    expect(used).toEqual(
      new Set(['fs/promises:readFile', 'fs/promises:Stats', 'path:path.join', 'path:join', 'os:cpus']),
    );
    const dir = tempDir('node-guides-');
    const file = path.join(dir, 'guide.md');
    writeFileSync(file, '```ts\nimport { parseArgs } from "node:util";\n```\n');
    const guides = nodeGuidesBySymbol(model, [{title: 'Arguments', permalink: '/runtime/args', file}]);
    expect(guides.get('/api/node/util/~/parseArgs')).toEqual([{title: 'Arguments', permalink: '/runtime/args'}]);
  });
});

describe('the Node reference search records', () => {
  it('name modules and the symbols readers look up, by module', () => {
    const titles = new Map(nodeSearchRecords(model).map((r) => [r.url, r.hierarchy.lvl1]));
    expect(titles.get('/api/node/sqlite')).toBe('node:sqlite');
    expect(titles.get('/api/node/fs/~/readFile')).toBe('readFile (fs)');
    expect(titles.get('/api/node/util/~/parseArgs')).toBe('parseArgs (util)');
    // Option types and nested constants have pages, not records.
    expect([...allPages].filter((p) => /\/fs\/~\/(ReadStreamOptions|constants\.O_RDONLY)$/.test(p))).toHaveLength(2);
    expect(titles.has('/api/node/fs/~/ReadStreamOptions')).toBe(false);
    expect(titles.has('/api/node/fs/~/constants.O_RDONLY')).toBe(false);
  });
});
