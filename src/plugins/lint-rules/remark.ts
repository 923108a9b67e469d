/**
 * Remark plugin of the lint docs instance. On a rule page (lint/rules/<rule>.md) it appends
 * what the binary knows rather than what an author writes: the rule's tags, whether
 * `deno lint --fix` fixes the incorrect example (measured, with the fixed code), how to turn
 * the rule on or off, and links to the related rules. On the rules index (lint/rules/index.mdx)
 * it replaces the `<RuleList />` placeholder element with the list of every rule, as Markdown,
 * so the page is a plain list without JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import type {Code, Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {examplesOfTree, type LintExample} from './examples';
import {fixExample, lintExample, lintRules, type LintRule} from './lint';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const emphasis = (value: string): PhrasingContent => ({type: 'emphasis', children: [text(value)]});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const heading = (value: string): Heading => ({type: 'heading', depth: 2, children: [text(value)]});
const block = (lang: string, value: string, meta?: string): Code => ({type: 'code', lang, meta: meta ?? null, value});

function tagList(rule: LintRule): PhrasingContent[] {
  return rule.tags.flatMap((tag, i) => [...(i > 0 ? [text(', ')] : []), code(tag)]);
}

/** What deno lint prints for the incorrect example, in its words, so that a pasted report finds the page. */
function reportSection(rule: LintRule, incorrect: LintExample | undefined): RootContent[] {
  if (!incorrect) return [];
  const report = lintExample(rule.code, incorrect.files, incorrect.entry).diagnostics.find((d) => d.code === rule.code);
  if (!report) return [];
  return [
    heading('What deno lint prints'),
    paragraph(
      text('On the incorrect example above, '),
      code('deno lint'),
      text(' reports '),
      code(`error[${rule.code}]: ${report.message}`),
      ...(report.hint ? [text(' with the hint '), code(report.hint)] : []),
      text('.'),
    ),
  ];
}

function generatedSections(rule: LintRule, tree: Root, related: string[]): RootContent[] {
  const incorrect = incorrectExample(tree);
  const fix = incorrect ? fixExample(rule.code, incorrect.files, incorrect.entry) : {fixable: false};
  const recommended = rule.tags.includes('recommended');
  const sections: RootContent[] = [
    ...reportSection(rule, incorrect),
    heading('Tags'),
    rule.tags.length === 0
      ? paragraph(text('Tags: none. The rule is off unless you include it.'))
      : paragraph(
          text('Tags: '),
          ...tagList(rule),
          text(recommended ? '. It is on by default in deno lint.' : '. It is off by default.'),
        ),
    heading('Automatic fix'),
    fix.fixable && fix.fixed !== undefined
      ? paragraph(code('deno lint --fix'), text(' fixes it. On the incorrect example above, it writes:'))
      : paragraph(
          code('deno lint --fix'),
          text(' does not fix it: change the code by hand, as the correct example shows.'),
        ),
    ...(fix.fixable && fix.fixed !== undefined ? [block(incorrect?.node.lang ?? 'ts', fix.fixed)] : []),
    heading('Turn it on or off'),
    paragraph(
      text(
        recommended ? 'To turn it off for a project, exclude it in ' : 'To turn it on for a project, include it in ',
      ),
      code('deno.json'),
      text(':'),
    ),
    block(
      'json',
      JSON.stringify({lint: {rules: {[recommended ? 'exclude' : 'include']: [rule.code]}}}, null, 2),
      'title="deno.json"',
    ),
    paragraph(text('To silence it for one line, put an ignore comment above the line, with the reason:')),
    block('ts', `// deno-lint-ignore ${rule.code} -- why this line is an exception\n`),
  ];
  if (related.length > 0) {
    const items: ListItem[] = related.map((name) => ({
      type: 'listItem',
      spread: false,
      children: [paragraph({type: 'link', url: `./${name}.md`, children: [code(name)]})],
    }));
    sections.push(heading('Related rules'), {type: 'list', ordered: false, spread: false, children: items});
  }
  return sections;
}

/** A rule without a page (the content checker fails on one) would be listed unlinked. */
function ruleList(rules: LintRule[], hasPage: (code: string) => boolean): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: rules.map((rule) => ({
      type: 'listItem',
      spread: false,
      data: {hProperties: {'data-rule': rule.code, 'data-tags': rule.tags.join(' ')}},
      children: [
        paragraph(
          hasPage(rule.code)
            ? {type: 'link', url: `/lint/rules/${rule.code}`, children: [code(rule.code)]}
            : code(rule.code),
          ...(rule.tags.length > 0
            ? [text(' '), ...rule.tags.flatMap((tag, i) => [...(i > 0 ? [text(' ')] : []), emphasis(tag)])]
            : []),
        ),
      ],
    })),
  };
}

const pageName = (filePath: string) => path.basename(filePath).replace(/\.mdx?$/, '');
const isRulesDir = (dir: string) => path.basename(dir) === 'rules';
/** Whether a rule has its page beside the others in `rulesDir`. */
const pageIn = (rulesDir: string) => (code: string) => fs.existsSync(path.join(rulesDir, `${code}.md`));
const incorrectExample = (tree: Root) => examplesOfTree(tree).find((e) => e.kind === 'incorrect');

/** The rule a page documents (lint/rules/<rule>.md), if `filePath` is a rule page. */
function ruleOfFile(filePath: string): LintRule | undefined {
  const name = pageName(filePath);
  if (!isRulesDir(path.dirname(filePath)) || name === 'index') return undefined;
  return lintRules().find((r) => r.code === name);
}

/**
 * The section of a rule page that quotes deno lint's report, for the search records: the other
 * generated sections read the same on every rule page and would only add noise to the index.
 */
export function ruleReportSection(tree: Root, filePath: string): RootContent[] {
  const rule = ruleOfFile(filePath);
  return rule ? reportSection(rule, incorrectExample(tree)) : [];
}

function addRuleSections(tree: Root, filePath: string): void {
  const rule = ruleOfFile(filePath);
  if (!rule) return;
  // The front matter is gone from the tree by now: read `related` from the file.
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(filePath, 'utf8'))?.[1] ?? '';
  const frontMatter = (parseYaml(yaml) ?? {}) as {related?: unknown};
  const related = Array.isArray(frontMatter.related)
    ? frontMatter.related.filter((r): r is string => typeof r === 'string')
    : [];
  tree.children.push(...generatedSections(rule, tree, related.filter(pageIn(path.dirname(filePath)))));
}

export default function remarkLintRules() {
  return (tree: Root, file: VFile): void => {
    const rulesDir = path.dirname(file.path);
    if (!isRulesDir(rulesDir)) return;
    if (pageName(file.path) !== 'index') return addRuleSections(tree, file.path);
    tree.children = tree.children.map((node) =>
      node.type === 'mdxJsxFlowElement' && node.name === 'RuleList' ? ruleList(lintRules(), pageIn(rulesDir)) : node,
    );
  };
}
