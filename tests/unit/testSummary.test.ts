import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const script = path.resolve(__dirname, '../../scripts/test-summary.mjs');

function summarize(unit: {numPassedTests: number; numFailedTests: number} | undefined, stages: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
  if (unit) writeFileSync(path.join(dir, 'unit.json'), JSON.stringify(unit));
  const result = spawnSync(process.execPath, [script, dir, ...stages], {encoding: 'utf8'});
  return {lastLine: result.stdout.trim().split('\n').at(-1), status: result.status};
}

describe('test summary (the line CI reads)', () => {
  it('passes when every test passed and no stage failed', () => {
    expect(summarize({numPassedTests: 5, numFailedTests: 0}, [])).toEqual({lastLine: '5 passed, 0 failed', status: 0});
  });

  it('counts a failed stage as a failure, so the line agrees with the exit code', () => {
    expect(summarize({numPassedTests: 5, numFailedTests: 0}, ['content check'])).toEqual({
      lastLine: '5 passed, 1 failed',
      status: 1,
    });
  });

  it('fails when there are no results at all', () => {
    expect(summarize(undefined, [])).toEqual({lastLine: '0 passed, 1 failed', status: 1});
  });
});
