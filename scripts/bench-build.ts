/**
 * npm run bench:build [-- --runs N]: production build wall time and peak memory, cold (after
 * `docusaurus clear`, which also drops the Rspack persistent cache) and warm (nothing changed),
 * N runs each (default 3), with the number of pages built, milliseconds per page, MB per 1,000
 * pages, and any process the build left running in its process group. Uses GNU time for the
 * peak RSS.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 3) || 3;

interface Run {
  seconds: number;
  peakMiB: number;
  /** Processes of the build's process group still running once it returned. */
  leftBehind: string[];
}

/** The processes of a process group, as `pid command` lines. */
function processesOfGroup(group: number): string[] {
  const result = spawnSync('ps', ['-o', 'pid=,args=', '-g', String(group)], {encoding: 'utf8'});
  return result.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function build(): Run {
  const started = Date.now();
  // In a session of its own (setsid), whose shell prints its id, which is also the process
  // group's: what the build leaves running is still in that group after it returns.
  const result = spawnSync(
    'setsid',
    ['--wait', 'bash', '-c', 'echo "group $$" >&2; exec /usr/bin/time -f %M npm run --silent build'],
    {encoding: 'utf8'},
  );
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  }
  const group = Number(/^group (\d+)$/m.exec(result.stderr)?.[1]);
  const leftBehind = group ? processesOfGroup(group) : ['(the process group was not found)'];
  const peakKiB = Number(result.stderr.trim().split('\n').pop());
  return {seconds, peakMiB: peakKiB / 1024, leftBehind};
}

function countPages(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) count += countPages(file);
    else if (name.endsWith('.html')) count++;
  }
  return count;
}

function median(list: Run[]): number {
  const times = list.map((r) => r.seconds).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

function summary(label: string, list: Run[], pages: number): string {
  const peak = Math.max(...list.map((r) => r.peakMiB));
  const left = list.flatMap((r) => r.leftBehind);
  return [
    `${label}: median ${median(list).toFixed(1)} s (runs: ${list.map((r) => r.seconds.toFixed(1)).join(', ')} s),`,
    `${((median(list) * 1000) / pages).toFixed(1)} ms per page; peak memory ${peak.toFixed(0)} MiB,`,
    `${((peak * 1000) / pages).toFixed(0)} MB per 1,000 pages;`,
    left.length === 0 ? 'nothing left running' : `left running: ${left.join('; ')}`,
  ].join(' ');
}

const cold: Run[] = [];
const warm: Run[] = [];
for (let i = 0; i < runs; i++) {
  execFileSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore'});
  cold.push(build());
  console.error(`cold run ${i + 1}/${runs}: ${cold.at(-1)!.seconds.toFixed(1)} s`);
}
for (let i = 0; i < runs; i++) {
  warm.push(build());
  console.error(`warm run ${i + 1}/${runs}: ${warm.at(-1)!.seconds.toFixed(1)} s`);
}
const pages = countPages('build');
console.log(`pages built: ${pages} HTML files`);
console.log(summary('cold build', cold, pages));
console.log(summary('warm build', warm, pages));
console.log(`warm / cold: ${(median(warm) / median(cold)).toFixed(2)} (goal: at most 0.5)`);
const perPageSeconds = median(cold) / pages;
console.log(
  `cold build projected linearly: ${(perPageSeconds * pages * 2).toFixed(0)} s at ${pages * 2} pages, ${(perPageSeconds * 10_000).toFixed(0)} s at 10,000`,
);
