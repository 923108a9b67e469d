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
