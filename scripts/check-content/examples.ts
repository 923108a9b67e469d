/**
 * What the checker does with each code block of a page, as the page tells its reader: the site's
 * build (src/plugins/examples) marks each checked block and shows the command of each executed
 * one with its output; the checker uses the same pairing of output blocks, and fails a shell
 * block that repeats a shown command (checkShownCommands).
 */
import type {CodeBlock, PageModel} from './markdown';
import {fileNameOf} from './blocks';
import {isExecuted, titleAsFileName} from './meta';
import {sameCommand, type ExampleCommand} from './commands';
import {checkedExamples} from '../../src/plugins/examples/checkedExamples';
import {SHELL_LANGS, extractDenoCommands} from './shell';
import type {RecordResult} from './types';

export {
  checkedExamples,
  pairOutputs,
  type CheckedExample,
  type ExampleCheck,
} from '../../src/plugins/examples/checkedExamples';

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
