/**
 * npm run bench:content -- [--root DIR] [PATH...]
 *
 * Times a cold and a warm run of the content checker over the same pages and prints both.
 *   cold: an empty result cache, and a fresh DENO_DIR holding only the npm packages already
 *         downloaded (so deno's own type-check cache is empty too, but nothing is downloaded
 *         again: the time is the checker's, not the network's);
 *   warm: the same caches again, nothing changed: every block result comes from the cache.
 * The developer's own .check-cache/ is left as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkContent} from './check';
import {REPO_ROOT} from './deno';
import {formatDenoTime} from './report';
import type {Report} from './types';

function copyIfExists(from: string, to: string): void {
  if (fs.existsSync(from)) fs.cpSync(from, to, {recursive: true});
}

function describe(label: string, report: Report): string {
  const c = report.counts;
  return (
    `${label}: ${(report.durationMs / 1000).toFixed(1)} s — ${report.pages} pages, ` +
    `${report.passed} passed, ${report.failed} failed; ${c.typeChecked} type-checked, ${c.run} run, ` +
    `${c.parseOnly} parse-only, ${c.excluded} excluded; deno started ${report.denoInvocations} times; ` +
    `cache ${report.cache.hits} hits / ${report.cache.misses} misses; deno time: ${formatDenoTime(report.denoTime)}`
  );
}

/**
 * Where a cold run's time goes: the slowest deno processes, and how many ran at once over the run
 * (a stretch with fewer processes than CPUs is a CPU left idle).
 */
function profile(report: Report): string {
  const processes = report.denoProcesses;
  const slowest = [...processes].sort((a, b) => b.ms - a.ms).slice(0, 15);
  const lines = slowest.map(
    (p) =>
      `  ${(p.ms / 1000).toFixed(1).padStart(6)} s at ${(p.startMs / 1000).toFixed(0).padStart(4)} s: deno ${p.args.slice(0, 6).join(' ').slice(0, 110)}`,
  );
  const step = 10_000;
  const buckets = Math.ceil(report.durationMs / step);
  const busy = Array.from({length: buckets}, (_, i) => {
    const [from, to] = [i * step, (i + 1) * step];
    const ms = processes.reduce(
      (sum, p) => sum + Math.max(0, Math.min(to, p.startMs + p.ms) - Math.max(from, p.startMs)),
      0,
    );
    return (ms / step).toFixed(1);
  });
  return `slowest deno processes (cold):\n${lines.join('\n')}\ndeno processes running at once, per 10 s of the cold run: ${busy.join(' ')}\n`;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  let root = REPO_ROOT;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--root') root = path.resolve(argv[++i] ?? '.');
    else paths.push(argv[i] as string);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-bench-'));
  try {
    const cacheDir = path.join(work, 'cache');
    const denoDir = path.join(work, 'deno-dir');
    // Keep downloaded npm packages (no network time in the figures), nothing else.
    const persistent = path.join(REPO_ROOT, '.check-cache', 'deno-dir');
    copyIfExists(path.join(persistent, 'npm'), path.join(denoDir, 'npm'));
    copyIfExists(path.join(persistent, 'registries'), path.join(denoDir, 'registries'));
    const options = {root, paths, cacheDir, denoDir};
    const cold = await checkContent(options);
    const warm = await checkContent(options);
    process.stdout.write(`${describe('cold', cold)}\n${describe('warm', warm)}\n`);
    // A benchmark of a failing run is still a benchmark, but say what failed.
    for (const failure of [...cold.failures, ...warm.failures]) {
      process.stdout.write(`  failed: ${failure.file}:${failure.line}: ${failure.message ?? failure.kind}\n`);
    }
    process.stdout.write(profile(cold));
    process.stdout.write(
      `cold ${(cold.durationMs / 1000).toFixed(1)} s, warm ${(warm.durationMs / 1000).toFixed(1)} s (${os.availableParallelism()} CPUs)\n`,
    );
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:content: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(2);
});
