/**
 * Remark plugin: examples as the content checker runs them. Under a `run`, `test` or `fails`
 * block the reader sees one terminal block, the command the checker runs (made from the block's
 * marks by the checker's own rule, commands.ts) and then its output, labelled as output; and each
 * checked block gets a small mark naming the pinned deno, linking to the page that explains the
 * checks. The mark says "Checked" only when the checker's result cache (`.check-cache/`) holds a
 * passing result for exactly this block (checkedMarks.ts), else "Not checked yet". All of it is
 * static markup made at build time.
 */
import type {Code, Paragraph, Parents, Root} from 'mdast';
import type {ElementContent, Properties} from 'hast';
import path from 'node:path';
import {codeBlockOf} from './codeBlock';
import {commandLine} from './commands';
import {checkedExamples, type CheckedExample, type ExampleCheck} from './checkedExamples';
import {checkedResults, DEFAULT_RUN_TIMEOUT_MS} from './checkKey';
import {passedExamples} from './checkedMarks';
import {providedModules} from './openapiTypes';
import {denoVersion} from '../cli-reference/generate';
import {vendoredStd} from './vendoredStd';

/** The page that explains how examples are checked; each kind of check has its section there. */
export const CHECKS_EXPLAINED = '/runtime/manual/references/checked_examples';

/** The repo root: the checker's cache and the API document it makes types from are there. */
const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface CheckedExamplesOptions {
  /** The pinned deno's version, `2.9.6` (read from the binary when not given). */
  denoVersion?: string;
  /** The checker's result cache, `.check-cache/` in the repo root unless given. */
  cacheDir?: string;
}

/** What the mark says each kind of check did, after "Checked with Deno x.y.z: ". */
const CHECK_SUMMARY = {
  'type-checked': 'type-checked',
  run: 'run, output as shown',
  tested: 'tests pass',
  fails: 'fails as shown',
  'parse-only': 'linted, not type-checked',
} as const satisfies Record<ExampleCheck, string>;

function element(tagName: string, properties: Properties, children: ElementContent[]): ElementContent {
  return {type: 'element', tagName, properties, children};
}

const text = (value: string): ElementContent => ({type: 'text', value});

/** An mdast node that becomes the given hast element (a paragraph no other plugin looks into). */
function markup(hast: ElementContent): Paragraph {
  if (hast.type !== 'element') throw new Error('markup() takes an element');
  return {
    type: 'paragraph',
    children: [],
    data: {hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children},
  };
}

// The markup is as small as it can be, because every element is also JavaScript in the page's
// chunk: the check icon, the `$ ` prompt and the visible "Output" label are CSS generated content
// (src/css/examples.css) that screen readers skip; they get the group's name instead.

export function checkMark(check: ExampleCheck, version: string, passed = true): ElementContent {
  const status = passed ? {} : {dataUnchecked: ''};
  return element('a', {className: ['example-check'], href: `${CHECKS_EXPLAINED}#${check}`, ...status}, [
    text(passed ? `Checked with Deno ${version}: ${CHECK_SUMMARY[check]}` : `Not checked yet with Deno ${version}`),
  ]);
}

/** The command as typed at a prompt, then what it printed, labelled for every reader. */
export function terminal(example: CheckedExample): ElementContent {
  const command = example.command ? commandLine(example.command) : '';
  const label = example.check === 'fails' ? 'Error output' : 'Output';
  const output = example.output
    ? [
        element('div', {role: 'group', ariaLabel: label, tabIndex: 0}, [
          element('samp', {}, [text(example.output.value)]),
        ]),
      ]
    : [];
  return element('figure', {className: ['example-terminal'], ariaLabel: 'Terminal', dataCheck: example.check}, [
    element('kbd', {}, [text(command)]),
    ...output,
  ]);
}

/** Every fenced block in document order, with its parent: the checker reads the same order. */
function codeNodes(tree: Root): {node: Code; parent: Parents}[] {
  const found: {node: Code; parent: Parents}[] = [];
  const visit = (parent: Parents): void => {
    for (const child of parent.children) {
      if (child.type === 'code') found.push({node: child, parent});
      else if ('children' in child) visit(child);
    }
  };
  visit(tree);
  return found;
}

function insertAfter(parent: Parents, anchor: unknown, nodes: Paragraph[]): void {
  const children = parent.children as unknown[];
  children.splice(children.indexOf(anchor) + 1, 0, ...nodes);
}

let pinnedVersion: string | undefined;
let apiTypes: Map<string, string> | undefined;

export default function remarkCheckedExamples(options: CheckedExamplesOptions = {}) {
  const version = options.denoVersion ?? (pinnedVersion ??= denoVersion());
  const cacheDir = options.cacheDir ?? path.join(REPO_ROOT, '.check-cache');
  // As the checker keys results: `deno 2.9.6`, its default run time limit, its generated modules.
  const env = {denoVersion: `deno ${version}`, runTimeoutMs: DEFAULT_RUN_TIMEOUT_MS, stdCommit: vendoredStd().commit};
  const provided = (apiTypes ??= providedModules(REPO_ROOT));
  return (tree: Root): void => {
    const nodes = codeNodes(tree);
    const blocks = nodes.map(({node}, index) => codeBlockOf(node, index));
    const examples = checkedExamples(blocks);
    const passed = passedExamples(examples, blocks, env, provided, checkedResults(cacheDir));
    for (const example of examples) {
      const {node, parent} = nodes[example.block.index]!;
      const mark = markup(checkMark(example.check, version, passed.has(example)));
      if (!example.command) {
        insertAfter(parent, node, [mark]);
        continue;
      }
      const shown = markup(terminal(example));
      const output = example.output ? nodes[example.output.index] : undefined;
      const next = parent.children[parent.children.indexOf(node as never) + 1];
      if (output && output.node !== next) {
        // Prose between the block and its output: the terminal takes the output's place.
        const siblings = output.parent.children as unknown[];
        siblings[siblings.indexOf(output.node)] = shown;
        insertAfter(parent, node, [mark]);
      } else {
        if (output) (parent.children as unknown[]).splice(parent.children.indexOf(output.node as never), 1);
        insertAfter(parent, node, [shown, mark]);
      }
    }
  };
}
