/**
 * What the checker does with each code block of a page, as the page tells its reader: the site's
 * build (remark.ts) marks each checked block and shows the command of each executed one with its
 * output; the checker (scripts/check-content) uses the same pairing of output blocks.
 */
import type {CodeBlock} from './codeBlock';
import {buildWorkspace, isCodeBlock, unfetchableReason} from './blocks';
import {isExecuted} from './meta';
import {exampleCommand, type ExampleCommand} from './commands';

/** How a block is checked: each has its section on the page that explains the checks. */
export type ExampleCheck = 'type-checked' | 'run' | 'tested' | 'fails' | 'parse-only';

export interface CheckedExample {
  block: CodeBlock;
  check: ExampleCheck;
  /** The command whose output the page shows (run, test and fails blocks). */
  command?: ExampleCommand;
  /** The ```text output block compared with what the command printed. */
  output?: CodeBlock;
}

/** Pairs every `output` block with the `run`/`test`/`fails` block before it; orphans have none. */
export function pairOutputs(blocks: CodeBlock[]): {outputOf: Map<CodeBlock, CodeBlock>; orphans: CodeBlock[]} {
  const outputOf = new Map<CodeBlock, CodeBlock>();
  const orphans: CodeBlock[] = [];
  let pending: CodeBlock | undefined;
  for (const block of blocks) {
    if (block.meta.output) {
      if (pending) outputOf.set(pending, block);
      else orphans.push(block);
      pending = undefined;
    } else if (isExecuted(block.meta)) {
      pending = block;
    }
  }
  return {outputOf, orphans};
}

/**
 * The blocks of a page that the checker checks, and how. Blocks it does not check (`nocheck`,
 * lint rule examples, other languages) and blocks whose marks it rejects are left out, so the
 * site marks only what a passing check really did.
 */
export function checkedExamples(blocks: CodeBlock[]): CheckedExample[] {
  const workspace = buildWorkspace({blocks});
  const {outputOf} = pairOutputs(blocks);
  const examples: CheckedExample[] = [];
  for (const block of blocks) {
    if (!isCodeBlock(block) || block.meta.lint || block.meta.nocheck !== undefined) continue;
    const fileName = workspace.fileOf.get(block) as string;
    const output = outputOf.get(block);
    const parseOnly = unfetchableReason(block, workspace) !== undefined;
    const executed = isExecuted(block.meta);
    if (parseOnly) {
      if (!executed) examples.push({block, check: 'parse-only'});
      continue;
    }
    const command = exampleCommand(block.meta, fileName, output?.value);
    if (block.meta.fails) {
      if (output && command) examples.push({block, check: 'fails', command, output});
    } else if (command) {
      examples.push({
        block,
        check: command.subcommand === 'test' ? 'tested' : 'run',
        command,
        ...(output ? {output} : {}),
      });
    } else {
      examples.push({block, check: 'type-checked'});
    }
  }
  return examples;
}
