/**
 * Planning: which block of a page goes to which deno stage (type-check, lint, run, fails,
 * deno.json validation, shell commands), and the annotation mistakes found on the way. Nothing
 * here starts deno.
 */
import type {BlockCounts, RecordResult} from './types';
import type {CodeBlock} from './markdown';
import {
  JSON_LANGS,
  isCodeBlock,
  isDenoConfigName,
  unfetchableReason,
  type PageWorkspace,
  type Snapshot,
} from './blocks';
import {SHELL_LANGS, extractDenoCommands} from './shell';
import {allowsComments, parseJsonBlock, staticDenoJsonProblems} from './json';
import {executionOf, isExecuted, type Execution} from './meta';
import {pairOutputs} from './examples';

/** A block as a file of one of its page's snapshots. */
export interface BlockRef {
  workspace: PageWorkspace;
  block: CodeBlock;
  snapshot: Snapshot;
  fileName: string;
}

export type LintRef = BlockRef & {reason: string};
export type RunRef = BlockRef & Execution & {expected: string | undefined};
export type FailsRef = BlockRef & {flags: string[]; expected: string};
export type DenoJsonRef = BlockRef & {value: Record<string, unknown>};
export interface ShellCommandRef {
  file: string;
  line: number;
  args: string[];
  text: string;
}

/** What to do with each block, per stage. */
export interface Plan {
  typecheck: BlockRef[];
  lint: LintRef[];
  run: RunRef[];
  fails: FailsRef[];
  denoJson: DenoJsonRef[];
  shell: ShellCommandRef[];
}

export function emptyPlan(): Plan {
  return {typecheck: [], lint: [], run: [], fails: [], denoJson: [], shell: []};
}

/** Where planning reports what it finds: annotation mistakes, block counts, nocheck reasons. */
export interface PlanSink {
  record: RecordResult;
  counts: BlockCounts;
  excludedReasons: Record<string, string[]>;
}

/** Adds the blocks of one page to the plan. */
export function planBlocks(workspace: PageWorkspace, plan: Plan, sink: PlanSink): void {
  const {page} = workspace;
  const outputOf = pairOutputBlocks(page.file, page.blocks, sink.record);
  for (const block of page.blocks) {
    // Lint rule examples are checked by the linter (lint-examples.ts), not type-checked.
    if (block.meta.output || block.meta.lint) continue;
    if (block.meta.nocheck !== undefined) planExcluded(page.file, block, sink);
    else if (isCodeBlock(block)) planCode(workspace, block, outputOf.get(block), plan, sink);
    else if (isExecuted(block.meta)) {
      const lang = block.lang || 'no language';
      sink.record(
        'annotation',
        page.file,
        block.line,
        false,
        `\`run\`/\`test\`/\`fails\` apply to ts, tsx, js and jsx blocks, not \`${lang}\``,
      );
    } else if (JSON_LANGS.has(block.lang)) planJson(workspace, block, plan, sink.record);
    else if (SHELL_LANGS.has(block.lang)) {
      for (const command of extractDenoCommands(block.value, block.lang, block.line)) {
        plan.shell.push({file: page.file, line: block.line, args: command.args, text: command.text});
      }
    }
  }
}

/** Pairs every `output` block with the `run`/`fails` block before it (examples.ts, shared with the site). */
function pairOutputBlocks(file: string, blocks: CodeBlock[], record: RecordResult): Map<CodeBlock, CodeBlock> {
  const {outputOf, orphans} = pairOutputs(blocks);
  for (const block of orphans) {
    record('annotation', file, block.line, false, 'output block without a `run` or `fails` block before it');
  }
  return outputOf;
}

function planExcluded(file: string, block: CodeBlock, sink: PlanSink): void {
  const {nocheck} = block.meta;
  if (nocheck === true) {
    sink.record(
      'annotation',
      file,
      block.line,
      false,
      'nocheck needs a reason: nocheck="why this block is not checked"',
    );
  } else if (nocheck !== undefined) {
    sink.counts.excluded++;
    (sink.excludedReasons[file] ??= []).push(nocheck);
  }
  if (isExecuted(block.meta)) {
    sink.record('annotation', file, block.line, false, '`nocheck` cannot be combined with `run`, `test` or `fails`');
  }
}

function planCode(
  workspace: PageWorkspace,
  block: CodeBlock,
  output: CodeBlock | undefined,
  plan: Plan,
  {record, counts}: PlanSink,
): void {
  const file = workspace.page.file;
  const snapshot = workspace.snapshotOf.get(block) as Snapshot;
  const ref: BlockRef = {workspace, block, snapshot, fileName: workspace.fileOf.get(block) as string};
  const execution = executionOf(block.meta);
  const reason = unfetchableReason(block, workspace);
  if (block.meta.fails) {
    if (!output) {
      const message = 'a `fails` block must be followed by a ```text output block with the error it fails with';
      record('annotation', file, block.line, false, message);
    } else if (reason) {
      const message = `cannot confirm that it fails: it ${reason}, and such blocks cannot be type-checked or run here`;
      record('fails', file, block.line, false, message);
    } else {
      plan.fails.push({...ref, flags: execution?.flags ?? [], expected: output.value});
    }
    return;
  }
  if (reason) {
    counts.parseOnly++;
    plan.lint.push({...ref, reason});
    if (execution) {
      const message = `cannot ${execution.subcommand}: it ${reason}, and such blocks cannot be type-checked or run here; remove \`run\` and show the output in a plain \`\`\`text block`;
      record('run', file, block.line, false, message);
    }
    return;
  }
  plan.typecheck.push(ref);
  if (execution) plan.run.push({...ref, ...execution, expected: output?.value});
}

function planJson(workspace: PageWorkspace, block: CodeBlock, plan: Plan, record: RecordResult): void {
  const file = workspace.page.file;
  const fileName = workspace.fileOf.get(block);
  const parsed = parseJsonBlock(block, allowsComments(block, fileName));
  record('json', file, block.line, !parsed.error, parsed.error);
  if (parsed.error || !isDenoConfigName(fileName)) return;
  const problems = staticDenoJsonProblems(parsed.value, block.value);
  if (problems.length > 0) {
    record('deno-json', file, block.line, false, problems.join('; '));
    return;
  }
  const snapshot = workspace.snapshotOf.get(block) as Snapshot;
  plan.denoJson.push({
    workspace,
    block,
    snapshot,
    fileName: fileName as string,
    value: parsed.value as Record<string, unknown>,
  });
}
