// Prints each stage's wall time and the run's total (from the "name seconds" lines test-all.sh
// writes), the totals of the vitest and playwright JSON reports written by scripts/test-all.sh, then
// the stages that failed, and exits non-zero if any test or stage failed. Its last line is the
// plain "N passed, N failed" that CI reads; a failed stage (type-check, content check, build)
// counts as one failure there, so the line never says "0 failed" while the run fails.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {readStageTimes} from './lib/stage-times.mjs';

const [dir, stageTimesFile, ...failedStages] = process.argv.slice(2);
let passed = 0;
let failed = 0;

if (stageTimesFile && existsSync(stageTimesFile)) {
  const stages = readStageTimes(stageTimesFile);
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  console.log(`stage times: ${stages.map((s) => `${s.name} ${s.seconds} s`).join(', ')}; total ${total} s`);
}

const unitFile = path.join(dir, 'unit.json');
if (existsSync(unitFile)) {
  const unit = JSON.parse(readFileSync(unitFile, 'utf8'));
  console.log(`unit tests: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
}

const e2eFile = path.join(dir, 'e2e.json');
if (existsSync(e2eFile)) {
  const {stats, errors = []} = JSON.parse(readFileSync(e2eFile, 'utf8'));
  const e2eFailed = stats.unexpected + stats.flaky;
  console.log(`browser tests: ${stats.expected} passed, ${e2eFailed} failed, ${stats.skipped} skipped or not run`);
  // An error outside any test (a worker's unhandled rejection, a failing setup) fails the stage
  // without failing a test; the summary is the part of the log CI keeps, so it names the error.
  for (const error of errors) {
    const where = error.location ? ` (${error.location.file}:${error.location.line})` : '';
    const message = (error.message ?? error.value ?? 'unknown error').split('\n').slice(0, 3).join(' | ');
    console.log(`browser error outside any test${where}: ${message}`);
  }
  passed += stats.expected;
  failed += e2eFailed;
}

if (failedStages.length > 0) console.log(`failed stages: ${failedStages.join(', ')}`);
failed += failedStages.length;
if (passed === 0 && failed === 0) {
  console.log('no test results were found');
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
