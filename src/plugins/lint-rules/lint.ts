/**
 * The pinned deno lint, run on a page's example: its rule list, the rules that report a snippet,
 * and what `deno lint --fix` makes of it. One home for the content checker (every example must
 * be reported by its rule alone, or lint clean) and the build (which shows the fix that deno
 * applies, and marks a rule fixable only when the fix makes its report go away).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DEFAULT_CACHE_DIR, DEFAULT_DENO, denoEnv, denoVersion} from '../cli-reference/generate';

export interface LintRule {
  code: string;
  tags: string[];
  docs: string;
}

/** One diagnostic as deno lint reports it. */
export interface LintDiagnostic {
  code: string;
  message: string;
  hint?: string;
}

export interface LintRun {
  /** The diagnostics, in order. */
  diagnostics: LintDiagnostic[];
  /** deno lint's own errors (a file it could not read or parse), if any. */
  errors: string[];
}

const cacheDir = path.join(path.dirname(DEFAULT_CACHE_DIR), 'lint-rules');

function cached<T>(key: string, compute: () => T): T {
  const file = path.join(cacheDir, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const value = compute();
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(file, JSON.stringify(value));
  return value;
}

let rulesMemo: LintRule[] | undefined;

/** `deno lint --rules --json` of the pinned deno. */
export function lintRules(deno = DEFAULT_DENO): LintRule[] {
  rulesMemo ??= cached(`rules\n${denoVersion(deno)}`, () => {
    const out = execFileSync(deno, ['lint', '--rules', '--json'], {encoding: 'utf8', env: denoEnv()});
    return (JSON.parse(out) as {rules: LintRule[]}).rules;
  });
  return rulesMemo;
}

function withFiles<T>(files: Record<string, string>, work: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-example-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      fs.writeFileSync(path.join(dir, name), content);
    }
    return work(dir);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

function runLint(dir: string, rule: string, entry: string, deno: string, fix = false): LintRun {
  const args = ['lint', '--json', `--rules-include=${rule}`, ...(fix ? ['--fix'] : []), entry];
  const result = spawnSync(deno, args, {cwd: dir, encoding: 'utf8', env: denoEnv(), timeout: 60_000});
  const report = JSON.parse(result.stdout || '{"diagnostics":[],"errors":[]}') as {
    diagnostics: LintDiagnostic[];
    errors: {message: string}[];
  };
  const diagnostics = report.diagnostics.map(({code, message, hint}) => ({code, message, ...(hint ? {hint} : {})}));
  return {diagnostics, errors: report.errors.map((e) => e.message)};
}

/** The rules deno lint reports on `entry`, with the recommended rules plus `rule` enabled. */
export function lintExample(rule: string, files: Record<string, string>, entry: string, deno = DEFAULT_DENO): LintRun {
  const key = `lint-run-2\n${denoVersion(deno)}\n${rule}\n${entry}\n${JSON.stringify(files)}`;
  return cached(key, () => withFiles(files, (dir) => runLint(dir, rule, entry, deno)));
}

export interface FixResult {
  /** `deno lint --fix` changed the file and the rule no longer reports it. */
  fixable: boolean;
  /** The file after `--fix`, when it changed. */
  fixed?: string;
}

export function fixExample(rule: string, files: Record<string, string>, entry: string, deno = DEFAULT_DENO): FixResult {
  const key = `fix\n${denoVersion(deno)}\n${rule}\n${entry}\n${JSON.stringify(files)}`;
  return cached(key, () =>
    withFiles(files, (dir) => {
      runLint(dir, rule, entry, deno, true);
      const fixed = fs.readFileSync(path.join(dir, entry), 'utf8');
      if (fixed === files[entry]) return {fixable: false};
      const after = runLint(dir, rule, entry, deno);
      return {fixable: !after.diagnostics.some((d) => d.code === rule), fixed};
    }),
  );
}
