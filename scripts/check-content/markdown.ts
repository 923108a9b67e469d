/**
 * Reads one page into a PageModel: front matter, headings and their anchors (computed as the
 * Docusaurus build computes them), links, code blocks, and prose statistics.
 *
 * The parser is the one the site build uses (remark-parse + remark-mdx + remark-frontmatter +
 * remark-directive + remark-gfm + @slorber/remark-comment), and the same MDX 1 compatibility
 * preprocessing (`{#custom-id}` heading ids, `:::note Title` admonitions), so a page that
 * parses here parses in the build and line numbers are the file's own.
 */
import {toString} from 'mdast-util-to-string';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {parse as parseYaml} from 'yaml';
import type {Heading, Nodes, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxExpressionAttribute} from 'mdast-util-mdx-jsx';
import {codeBlockOf, type CodeBlock} from '../../src/plugins/examples/codeBlock';

export {codeBlockOf, type CodeBlock};
import {staleDateSentences} from './dates';
import {parseMarkdown, preprocess, unclosedFences} from '../../src/plugins/markdown/parse';
import {isPartialPath} from '../../src/plugins/docs/permalink';
import {expandDenoJsonReference} from '../../src/plugins/deno-json-reference/remark';
import {expandStdExports} from '../../src/plugins/std-reference/remark';

export interface LinkRef {
  url: string;
  line: number;
}

export interface HeadingInfo {
  depth: number;
  text: string;
  id: string;
  line: number;
}

export interface TextHit {
  line: number;
  text: string;
}

export interface PageModel {
  /** Path relative to the checked root, forward slashes. */
  file: string;
  /** The docs section (instance) folder: runtime, deploy or subhosting. */
  section: string;
  /** Path relative to the section folder, forward slashes. */
  sectionPath: string;
  /** Partials (`_file.mdx`, files in `_folder/`) are imported by pages, not pages themselves. */
  isPartial: boolean;
  frontMatter: Record<string, unknown>;
  frontMatterError?: {line: number; message: string};
  parseError?: {line: number; message: string};
  /** Line of a code fence that is never closed (it swallows the rest of the page). */
  unclosedFenceLine?: number;
  headings: HeadingInfo[];
  /** Every anchor of the page: heading ids, and `id` attributes of JSX/HTML elements. */
  anchors: Set<string>;
  links: LinkRef[];
  blocks: CodeBlock[];
  /** Words of prose outside code fences (inline code counts as one word). */
  words: number;
  /** TODO, FIXME, lorem, "coming soon" in prose or front matter. */
  placeholders: TextHit[];
  /** Headings with nothing under them before the next heading of the same or a higher level. */
  emptySections: HeadingInfo[];
  /** Inline code in prose (not in headings), for the CLI-mention check. */
  inlineCode: TextHit[];
  /** Sentences that speak of a date before the build's date as still to come. */
  staleDates: TextHit[];
}

const PLACEHOLDER_PATTERNS: {re: RegExp; label: string}[] = [
  {re: /\bTODO\b/, label: 'TODO'},
  {re: /\bFIXME\b/, label: 'FIXME'},
  {re: /\blorem\b/i, label: 'lorem'},
  {re: /\bcoming soon\b/i, label: '"coming soon"'},
];

function findPlaceholders(text: string): string[] {
  return PLACEHOLDER_PATTERNS.filter(({re}) => re.test(text)).map(({label}) => label);
}

/** The build's date: today, or CHECK_TODAY (YYYY-MM-DD) to check as of another day. */
function buildDate(): Date {
  const given = process.env.CHECK_TODAY;
  return given ? new Date(`${given}T00:00:00Z`) : new Date();
}

function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) count++;
  }
  return count;
}

/** Front matter read straight from the text (used when the MDX does not parse). */
function rawFrontMatter(source: string): string | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/.exec(source);
  return match?.[1];
}

function readFrontMatter(yamlText: string | undefined): {data: Record<string, unknown>; error?: string} {
  if (yamlText === undefined) return {data: {}};
  try {
    const data: unknown = parseYaml(yamlText);
    if (data === null || data === undefined) return {data: {}};
    if (typeof data !== 'object' || Array.isArray(data)) {
      return {data: {}, error: 'front matter is not a YAML mapping'};
    }
    return {data: data as Record<string, unknown>};
  } catch (error) {
    return {data: {}, error: `front matter is not valid YAML: ${(error as Error).message}`};
  }
}

function lineOf(node: {position?: {start: {line: number}}}): number {
  return node.position?.start.line ?? 1;
}

function isCommentExpression(value: string): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(value);
}

/** Nodes that are invisible on the page (imports, comments) and do not make a section non-empty. */
function isInvisible(node: RootContent): boolean {
  if (node.type === 'mdxjsEsm' || node.type === 'yaml') return true;
  if (node.type === 'mdxFlowExpression') return isCommentExpression(node.value);
  if (node.type === 'html') return /^\s*<!--[\s\S]*-->\s*$/.test(node.value);
  return false;
}

function headingText(heading: Heading): string {
  const visible = heading.children.filter(({type}) => type !== 'html');
  return toString(visible.length > 0 ? visible : heading);
}

/** `## Title {/* #my-id *\/}`: the MDX comment heading id syntax. */
function commentHeadingId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'mdxTextExpression' || !isCommentExpression(last.value)) return undefined;
  const inner = last.value.trim().replace(/^\/\*/, '').replace(/\*\/$/, '').trim();
  const first = inner.split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

function jsxStringAttribute(
  attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[],
  name: string,
): string | undefined {
  for (const attribute of attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name) {
      if (typeof attribute.value === 'string') return attribute.value;
    }
  }
  return undefined;
}

export function parsePage(source: string, location: {file: string; section: string; sectionPath: string}): PageModel {
  const page: PageModel = {
    ...location,
    isPartial: isPartialPath(location.sectionPath),
    frontMatter: {},
    headings: [],
    anchors: new Set(),
    links: [],
    blocks: [],
    words: 0,
    placeholders: [],
    emptySections: [],
    inlineCode: [],
    staleDates: [],
  };

  let tree: Root;
  try {
    tree = parseMarkdown(source);
    // The deno.json reference's generated sections are checked like written ones.
    expandDenoJsonReference(tree);
    expandStdExports(tree);
  } catch (error) {
    const err = error as {line?: number; reason?: string; message: string};
    page.parseError = {line: err.line ?? 1, message: err.reason ?? err.message};
    const fm = readFrontMatter(rawFrontMatter(source));
    page.frontMatter = fm.data;
    if (fm.error) page.frontMatterError = {line: 1, message: fm.error};
    return page;
  }

  const unclosed = unclosedFences(tree, preprocess(source))[0];
  if (unclosed) page.unclosedFenceLine = lineOf(unclosed);

  const yamlNode = tree.children.find((node) => node.type === 'yaml');
  const fm = readFrontMatter(yamlNode?.type === 'yaml' ? yamlNode.value : undefined);
  page.frontMatter = fm.data;
  if (fm.error) page.frontMatterError = {line: 1, message: fm.error};
  for (const key of ['title', 'description']) {
    const value = page.frontMatter[key];
    if (typeof value === 'string') {
      // Inline code names a word on purpose (`TODO` on the page of a rule about TODO comments).
      for (const label of findPlaceholders(value.replace(/`[^`]*`/g, ''))) {
        page.placeholders.push({line: 1, text: `${label} in front matter ${key}`});
      }
    }
  }

  const slugger = createSlugger();
  const visit = (node: Nodes, inHeading = false): void => {
    switch (node.type) {
      case 'code':
        page.blocks.push(codeBlockOf(node, page.blocks.length));
        return;
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'html':
        return;
      case 'inlineCode':
        if (!inHeading) {
          page.words += 1;
          page.inlineCode.push({line: lineOf(node), text: node.value});
        }
        return;
      case 'paragraph':
      case 'tableCell':
        for (const sentence of staleDateSentences(toString(node), buildDate())) {
          page.staleDates.push({line: lineOf(node), text: sentence});
        }
        break;
      case 'text': {
        if (inHeading) return; // counted with the heading
        page.words += countWords(node.value);
        for (const label of findPlaceholders(node.value)) {
          page.placeholders.push({line: lineOf(node), text: label});
        }
        return;
      }
      case 'heading': {
        const text = headingText(node);
        const explicit = commentHeadingId(node) ?? parseMarkdownHeadingId(text).id;
        const id = explicit ?? slugger.slug(text, {maintainCase: false});
        const shownText = parseMarkdownHeadingId(text).text;
        page.headings.push({depth: node.depth, text: shownText, id, line: lineOf(node)});
        page.anchors.add(id);
        page.words += countWords(shownText);
        for (const label of findPlaceholders(shownText)) {
          page.placeholders.push({line: lineOf(node), text: label});
        }
        // Links and JSX ids inside the heading.
        for (const child of node.children) visit(child, true);
        return;
      }
      case 'link':
      case 'definition':
        page.links.push({url: node.url, line: lineOf(node)});
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const id = jsxStringAttribute(node.attributes, 'id');
        if (id) page.anchors.add(id);
        const name = jsxStringAttribute(node.attributes, 'name');
        if (name && node.name === 'a') page.anchors.add(name);
        const href = jsxStringAttribute(node.attributes, 'href');
        if (href !== undefined) page.links.push({url: href, line: lineOf(node)});
        const to = jsxStringAttribute(node.attributes, 'to');
        if (to !== undefined) page.links.push({url: to, line: lineOf(node)});
        break;
      }
      default:
        break;
    }
    if ('children' in node) {
      for (const child of node.children) visit(child, inHeading);
    }
  };
  visit(tree);

  // Empty sections: a heading followed (ignoring invisible nodes) by a heading of the same or a
  // higher level, or by the end of the page.
  const children = tree.children.filter((node) => !isInvisible(node));
  children.forEach((node, i) => {
    if (node.type !== 'heading') return;
    const next = children[i + 1];
    if (!next || (next.type === 'heading' && next.depth <= node.depth)) {
      const info = page.headings.find((h) => h.line === lineOf(node));
      if (info) page.emptySections.push(info);
    }
  });
  return page;
}
