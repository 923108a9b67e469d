/**
 * What the checker does with each code block of a page, as the page tells its reader: the site's
 * build (src/plugins/examples) marks each checked block and shows the command of each executed
 * one with its output; the checker uses the same pairing of output blocks, and fails a shell
 * block that repeats a shown command (checkShownCommands).
 */
import type {CodeBlock, PageModel} from './markdown';
import {buildWorkspace, fileNameOf, isCodeBlock, unfetchableReason} from './blocks';
import {isExecuted, titleAsFileName} from './meta';
import {exampleCommand, sameCommand, type ExampleCommand} from './commands';
import {SHELL_LANGS, extractDenoCommands} from './shell';
import type {RecordResult} from './types';

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

/**
 * The page shows the command of each executed block (generated from its marks), so:
 * an executed block needs a file name as its title, for the command to name a real file; and a
 * shell block may not repeat the command of the latest version of that file shown before it.
 */
export function checkShownCommands(page: PageModel, record: RecordResult): void {
  const shown = new Map(checkedExamples(page.blocks).map((example) => [example.block, example]));
  // The command of the latest block of each file name, as far as the page has got.
  const latest = new Map<string, {command: ExampleCommand; block: CodeBlock}>();
  for (const block of page.blocks) {
    const executed = isExecuted(block.meta);
    if (executed && block.meta.nocheck === undefined && !titleAsFileName(block.meta.title)) {
      record(
        'annotation',
        page.file,
        block.line,
        false,
        'an executed block needs a file name as its title (title="main.ts"): the page shows the command that runs it',
      );
    }
    const fileName = fileNameOf(block);
    if (fileName) {
      const command = shown.get(block)?.command;
      if (command) latest.set(fileName, {command, block});
      else latest.delete(fileName);
    }
    if (!SHELL_LANGS.has(block.lang) || block.meta.nocheck !== undefined) continue;
    for (const written of extractDenoCommands(block.value, block.lang, block.line)) {
      // `PORT=3000 deno run ...` or `./target/debug/deno run ...` shows something the page does not.
      const plain = /^deno\s/.test(written.text);
      const repeated = plain && [...latest.values()].find(({command}) => sameCommand(written.args, command));
      if (!repeated) continue;
      record(
        'shell',
        page.file,
        block.line,
        false,
        `\`${written.text}\` repeats the command that the page shows under the block at line ` +
          `${repeated.block.line} (made from its marks); remove it from this block`,
      );
    }
  }
}
