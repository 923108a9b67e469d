/**
 * npm run bench:build [-- --runs N]: production build wall time and peak memory, cold (after
 * `docusaurus clear`, which also drops the Rspack persistent cache) and warm (nothing changed),
 * N runs each (default 3), with the number of pages built. Uses GNU time for the peak RSS.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 3) || 3;

interface Run {
  seconds: number;
  peakMiB: number;
}

function build(): Run {
  const started = Date.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', 'npx', 'docusaurus', 'build'], {encoding: 'utf8'});
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`docusaurus build failed:\n${result.stdout}\n${result.stderr}`);
  }
  const peakKiB = Number(result.stderr.trim().split('\n').pop());
  return {seconds, peakMiB: peakKiB / 1024};
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

function summary(label: string, list: Run[]): string {
  const times = list.map((r) => r.seconds).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const peak = Math.max(...list.map((r) => r.peakMiB));
  return `${label}: median ${median.toFixed(1)} s (runs: ${list.map((r) => r.seconds.toFixed(1)).join(', ')} s), peak memory ${peak.toFixed(0)} MiB`;
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
console.log(`pages built: ${countPages('build')} HTML files`);
console.log(summary('cold build', cold));
console.log(summary('warm build', warm));
