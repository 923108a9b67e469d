/**
 * Remark plugin: examples as the content checker runs them. Under a `run`, `test` or `fails`
 * block the reader sees one terminal block, the command the checker runs (made from the block's
 * marks by the checker's own rule, scripts/check-content/commands.ts) and then its output,
 * labelled as output; and each checked block gets a small mark naming the pinned deno, linking
 * to the page that explains the checks. All of it is static markup made at build time.
 */
import type {Code, Paragraph, Parents, Root} from 'mdast';
import type {ElementContent, Properties} from 'hast';
import {codeBlockOf} from '../../../scripts/check-content/markdown';
import {commandLine} from '../../../scripts/check-content/commands';
import {checkedExamples, type CheckedExample, type ExampleCheck} from '../../../scripts/check-content/examples';
import {denoVersion} from '../cli-reference/generate';

/** The page that explains how examples are checked; each kind of check has its section there. */
export const CHECKS_EXPLAINED = '/runtime/manual/references/checked_examples';

export interface CheckedExamplesOptions {
  /** The pinned deno's version, `2.9.6` (read from the binary when not given). */
  denoVersion?: string;
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

export function checkMark(check: ExampleCheck, version: string): ElementContent {
  return element('a', {className: ['example-check'], href: `${CHECKS_EXPLAINED}#${check}`}, [
    text(`Checked with Deno ${version}: ${CHECK_SUMMARY[check]}`),
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

export default function remarkCheckedExamples(options: CheckedExamplesOptions = {}) {
  const version = options.denoVersion ?? (pinnedVersion ??= denoVersion());
  return (tree: Root): void => {
    const nodes = codeNodes(tree);
    const blocks = nodes.map(({node}, index) => codeBlockOf(node, index));
    for (const example of checkedExamples(blocks)) {
      const {node, parent} = nodes[example.block.index]!;
      const mark = markup(checkMark(example.check, version));
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
