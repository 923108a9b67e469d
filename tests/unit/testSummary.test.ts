import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const script = path.resolve(__dirname, '../../scripts/test-summary.mjs');

function summarize(
  unit: {numPassedTests: number; numFailedTests: number} | undefined,
  stages: string[],
  stageTimes = 'install 3\ncontent check 61\n',
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
  if (unit) writeFileSync(path.join(dir, 'unit.json'), JSON.stringify(unit));
  const timesFile = path.join(dir, 'stage-times');
  writeFileSync(timesFile, stageTimes);
  const result = spawnSync(process.execPath, [script, dir, timesFile, ...stages], {encoding: 'utf8'});
  const lines = result.stdout.trim().split('\n');
  return {lastLine: lines.at(-1), status: result.status, firstLine: lines[0]};
}

describe('test summary (the line CI reads)', () => {
  it('passes when every test passed and no stage failed', () => {
    expect(summarize({numPassedTests: 5, numFailedTests: 0}, [])).toMatchObject({
      lastLine: '5 passed, 0 failed',
      status: 0,
    });
  });

  it("prints each stage's time and the total first (stage names may have spaces)", () => {
    expect(summarize({numPassedTests: 1, numFailedTests: 0}, []).firstLine).toBe(
      'stage times: install 3 s, content check 61 s; total 64 s',
    );
  });

  it('counts a failed stage as a failure, so the line agrees with the exit code', () => {
    expect(summarize({numPassedTests: 5, numFailedTests: 0}, ['content check'])).toMatchObject({
      lastLine: '5 passed, 1 failed',
      status: 1,
    });
  });

  it('fails when there are no results at all', () => {
    expect(summarize(undefined, [])).toMatchObject({lastLine: '0 passed, 1 failed', status: 1});
  });
});
