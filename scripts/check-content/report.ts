/** The text report: one `file:line: message` line per failure, counts, then `N passed, N failed`. */
import path from 'node:path';
import type {Report} from './types';

export function displayPath(root: string, file: string, cwd = process.cwd()): string {
  const abs = path.join(root, file);
  const rel = path.relative(cwd, abs);
  return (rel.startsWith('..') ? abs : rel).split(path.sep).join('/');
}

/** `check 79× 232.6 s, run 596× 182.1 s, ...`: each deno subcommand's processes and summed time, longest first. */
export function formatDenoTime(denoTime: Report['denoTime']): string {
  return Object.entries(denoTime)
    .sort(([, a], [, b]) => b.ms - a.ms)
    .map(([name, {count, ms}]) => `${name} ${count}× ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
}

export function formatReport(report: Report, root: string, cwd = process.cwd()): string {
  const lines: string[] = [];
  for (const failure of report.failures) {
    const [first, ...rest] = (failure.message ?? 'failed').split('\n');
    lines.push(`${displayPath(root, failure.file, cwd)}:${failure.line}: ${first}`);
    for (const line of rest) lines.push(`    ${line}`);
  }
  if (report.failures.length > 0) lines.push('');
  const excluded = Object.entries(report.excludedReasons);
  if (excluded.length > 0) {
    lines.push('Excluded blocks (nocheck), per file:');
    for (const [file, reasons] of excluded) {
      lines.push(`  ${displayPath(root, file, cwd)}: ${reasons.length} (${reasons.join('; ')})`);
    }
  }
  const c = report.counts;
  lines.push(
    `Blocks: ${c.typeChecked} type-checked, ${c.run} run, ${c.parseOnly} parse-only (not type-checked), ` +
      `${c.fails} fails, ${c.excluded} excluded`,
  );
  lines.push(
    `Pages: ${report.pages}; ${report.denoVersion || 'deno not needed'}; ${(report.durationMs / 1000).toFixed(1)} s; ` +
      `cache ${report.cache.hits} hits, ${report.cache.misses} misses; deno started ${report.denoInvocations} times`,
  );
  // Summed over parallel processes, so it can exceed the run's own time.
  if (Object.keys(report.denoTime).length > 0) lines.push(`deno time by command: ${formatDenoTime(report.denoTime)}`);
  if (report.apiExamples) {
    const {total, passed, failing} = report.apiExamples;
    lines.push(
      `API examples (the declarations' @example blocks, reported, not failed on): ${passed} of ${total} type-check` +
        (failing.length ? `; not: ${failing.join(', ')}` : ''),
    );
  }
  lines.push(`${report.passed} passed, ${report.failed} failed`);
  return lines.join('\n');
}
