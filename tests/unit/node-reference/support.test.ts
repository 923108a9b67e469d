/**
 * Node.js support, measured: the probe program against a module made for it (so each status is
 * seen produced), the rules that pick what is read and called, the pinned deno's figures, and the
 * comparison with docs.deno.com's notes.
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadNodeModel} from '../../../src/plugins/node-reference';
import {DEFAULT_DENO, denoEnv} from '../../../src/plugins/cli-reference/generate';
import {parseProbeOutput, probeCheck, probeProgram, type ProbeCheck} from '../../../src/plugins/node-reference/probe';
import {loadNodeSupport, statusOf, supportCounts} from '../../../src/plugins/node-reference/support';
import {DOCS_STATUS, KNOWN_DISAGREEMENTS} from '../../../src/plugins/node-reference/docsNotes';
import {tempDir} from '../../support/tempDir';

const model = loadNodeModel();
const support = await loadNodeSupport(model);
const moduleOf = (name: string) => model.modules.find((m) => m.name === name)!;
const symbolOf = (module: string, name: string) => model.symbols.find((s) => s.module === module && s.name === name)!;
const statuses = (module: string) => support.modules.find((m) => m.module === module)!;

describe('the probe program', () => {
  it('tells a defined value, an undefined one, a stub and a value of the wrong kind apart', () => {
    const dir = tempDir('node-probe-test-');
    const source = [
      'export function works() { return 1; }',
      'export function stub() { throw new Error("Not implemented: stub"); }',
      'export async function asyncStub() { throw new Error("Not implemented: asyncStub"); }',
      'export function validates(x) { if (x === undefined) throw new TypeError("x is required"); }',
      'export const notAFunction = 42;',
      'export default { nested: { deep() {} } };',
      // A call that would end the probe early is never made: the result still comes.
      'export function later() { setTimeout(() => { throw new Error("late"); }, 0); }',
    ].join('\n');
    writeFileSync(path.join(dir, 'fixture.mjs'), source);
    const check = (name: string, call = true, expected: ProbeCheck['expected'] = 'function'): ProbeCheck => ({
      name,
      path: name.split('.'),
      expected,
      call,
    });
    const checks = [
      check('works'),
      check('stub'),
      check('asyncStub'),
      check('validates'),
      check('notAFunction'),
      check('default.nested.deep'),
      check('missing'),
      check('later'),
    ];
    writeFileSync(path.join(dir, 'probe.mjs'), probeProgram('./fixture.mjs', checks));
    const stdout = execFileSync(DEFAULT_DENO, ['run', '--no-prompt', '--no-config', 'probe.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: denoEnv(),
    });
    const output = parseProbeOutput(stdout)!;
    expect(checks.map((c, i) => [c.name, statusOf(c, output.results![i]!)])).toEqual([
      ['works', 'present'],
      ['stub', 'stub'],
      ['asyncStub', 'stub'],
      ['validates', 'present'],
      ['notAFunction', 'not-a-function'],
      ['default.nested.deep', 'present'],
      ['missing', 'missing'],
      ['later', 'present'],
    ]);
    writeFileSync(path.join(dir, 'unloadable.mjs'), probeProgram('node:no_such_module', checks));
    const failed = execFileSync(DEFAULT_DENO, ['run', '--no-prompt', '--no-config', 'unloadable.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: denoEnv(),
    });
    expect(parseProbeOutput(failed)?.importError).toMatch(/node:no_such_module/);
  });

  it('reads what has a value, through the default export of an `export =` module, and calls only safe functions', () => {
    expect(probeCheck(moduleOf('fs'), symbolOf('fs', 'ReadStreamOptions'))).toBeUndefined();
    expect(probeCheck(moduleOf('path'), symbolOf('path', 'path.join'))).toMatchObject({
      path: ['default', 'join'],
      expected: 'function',
      call: true,
    });
    expect(probeCheck(moduleOf('fs'), symbolOf('fs', 'constants.O_RDONLY'))).toMatchObject({
      expected: 'defined',
      call: false,
    });
    // A function named like one that ends the process is read, not called.
    expect(probeCheck(moduleOf('fs'), {...symbolOf('fs', 'readFile'), name: 'exit'})?.call).toBe(false);
    expect(probeCheck(moduleOf('fs'), symbolOf('fs', 'Stats'))?.call).toBe(false); // classes are not constructed
  });
});

describe('Node.js support in the pinned deno', () => {
  it('covers every module, and finds what deno 2.9.6 has, lacks and stubs', () => {
    expect(support.modules.map((m) => m.module)).toEqual(model.modules.map((m) => m.name));
    expect(statuses('sea').importError).toMatch(/No such built-in module: node:sea/);
    expect(statuses('fs').statuses).toMatchObject({readFile: 'present', lchmod: 'missing'});
    expect(statuses('path').statuses['path.join']).toBe('present');
    expect(statuses('v8').statuses).toMatchObject({takeCoverage: 'stub', getHeapStatistics: 'present'});
    const total = support.modules.reduce((sum, m) => sum + supportCounts(m).probed, 0);
    expect(total).toBeGreaterThan(1_500);
  });

  // Which notes disagree, and why, is written in docsNotes.ts: a change on either side fails here.
  it("differs from docs.deno.com's notes exactly where docsNotes.ts says why", () => {
    const disagreeing = Object.entries(DOCS_STATUS).flatMap(([module, status]) => {
      const measured = support.modules.find((m) => m.module === module);
      if (!measured) return [module]; // a module docs.deno.com lists that @types/node 26 lacks
      const counts = supportCounts(measured);
      const allThere = measured.importError === undefined && counts.missing === 0 && counts.stub === 0;
      if (status === 'unsupported' && allThere) return [module];
      if (status === 'good' && !allThere) return [module];
      return [];
    });
    expect(disagreeing.sort()).toEqual(Object.keys(KNOWN_DISAGREEMENTS).sort());
  });
});
