/**
 * Lint rule pages are checked by the pinned linter, not claimed: each `lint="incorrect"` example
 * must be reported by its page's rule (at least once) and by no other recommended rule, each
 * `lint="correct"` example must lint clean with that rule on; and the pages match the binary's
 * rule list both ways (a rule without a page, a page for no rule).
 */
import fs from 'node:fs';
import path from 'node:path';
import {lintExample, lintRules} from '../../src/plugins/lint-rules/lint';
import {examplesOfPage} from '../../src/plugins/lint-rules/examples';
import type {PageModel} from './markdown';
import type {RecordResult} from './types';

export function ruleOfPage(page: Pick<PageModel, 'section' | 'sectionPath'>): string | undefined {
  const match = /^rules\/([\w-]+)\.mdx?$/.exec(page.sectionPath);
  return page.section === 'lint' && match && match[1] !== 'index' ? match[1] : undefined;
}

export function checkLintExamples(page: PageModel, source: string, record: RecordResult): void {
  const rule = ruleOfPage(page);
  if (!rule) return;
  const known = lintRules().some((r) => r.code === rule);
  record(
    'lint-rule',
    page.file,
    1,
    known,
    known ? undefined : `no rule "${rule}" in deno lint --rules: remove the page, or redirect it to /lint`,
  );
  const examples = examplesOfPage(source);
  const kinds = new Set(examples.map((e) => e.kind));
  const complete = kinds.has('incorrect') && kinds.has('correct');
  record(
    'lint-rule',
    page.file,
    1,
    complete,
    complete ? undefined : 'a rule page needs a lint="incorrect" and a lint="correct" example',
  );
  for (const example of examples) {
    const run = lintExample(rule, example.files, example.entry);
    const codes = run.diagnostics.map((d) => d.code);
    const others = [...new Set(codes.filter((code) => code !== rule))];
    let problem: string | undefined;
    if (run.errors.length > 0) problem = `deno lint could not lint it: ${run.errors.join('; ')}`;
    else if (example.kind === 'incorrect' && !codes.includes(rule))
      problem = `${rule} does not report this incorrect example`;
    else if (others.length > 0) problem = `also reported by ${others.join(', ')}: an example shows one rule`;
    else if (example.kind === 'correct' && codes.length > 0) problem = `${rule} reports this correct example`;
    record('lint-rule', page.file, example.line, !problem, problem);
  }
}

/** Every rule of the binary has a page (or is pending), and the pending list names no page. */
export function checkRuleCoverage(root: string, record: RecordResult): void {
  const dir = path.join(root, 'lint', 'rules');
  const pages = new Set(
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => /\.mdx?$/.test(f))
          .map((f) => f.replace(/\.mdx?$/, ''))
      : [],
  );
  for (const rule of lintRules()) {
    const ok = pages.has(rule.code);
    record(
      'lint-rule',
      `lint/rules/${rule.code}.md`,
      1,
      ok,
      ok ? undefined : `deno lint has the rule ${rule.code} but the site has no page for it`,
    );
  }
}
