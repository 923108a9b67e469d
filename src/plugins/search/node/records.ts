/**
 * Records from a page's Markdown, as the DocSearch crawler makes them from the rendered page:
 * the page title is lvl1 (one record, with the page description as its text), each h2 and h3 a
 * lvl2 / lvl3 record whose URL carries the heading's anchor, and each paragraph, list item,
 * table row or admonition paragraph a content record under the headings above it. Imports and
 * comments are not text on the page the crawler reads, so they are left out; of code blocks, only
 * the error and warning lines of output are kept, since readers paste those into search.
 *
 * The parser is the build's (remark-mdx with the same MDX 1 compatibility preprocessing), and
 * anchors are computed as Docusaurus computes heading ids (github-slugger, `{#custom-id}`).
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Nodes} from 'mdast';
import type {SearchRecord} from '../engine';
import {parseMarkdown} from '../../markdown/parse';
import {ruleReportSection} from '../../lint-rules/remark';

export interface PageInput {
  /** Markdown / MDX source. */
  source: string;
  /** Route path, e.g. `/runtime/manual/basics/permissions`. */
  permalink: string;
  /** Page title (lvl1). */
  title: string;
  description?: string;
  /** Product or section name (lvl0). */
  lvl0: string;
  /** Product slug (contextual ranking). */
  product: string;
  /** `docs-{pluginId}-{version}` */
  tag: string;
  language: string;
  /** The page's file: a lint rule page's records include what deno lint prints, as the built page does. */
  file?: string;
}

/** Visible text of a node: no code blocks, ESM, expressions, raw HTML or JSX attribute values. */
function textOf(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'code':
    case 'yaml':
    case 'html':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return '';
    case 'break':
      return ' ';
    case 'image':
      return node.alt ?? '';
    default:
      return 'children' in node ? node.children.map((child) => textOf(child as Nodes)).join('') : '';
  }
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Last child `{/* #id *\/}`: the MDX comment heading id syntax. */
function commentHeadingId(node: Nodes): string | undefined {
  if (node.type !== 'heading') return undefined;
  const last = node.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  const match = /^\s*\/\*\s*#(\S+)[\s\S]*\*\/\s*$/.exec(last.value);
  return match?.[1];
}

/** The `id` of a `<span id="...">` that starts a table cell. */
function spanIdOf(cell: Nodes | undefined): string | undefined {
  const first = cell && 'children' in cell ? cell.children[0] : undefined;
  if (first?.type !== 'mdxJsxTextElement' || first.name !== 'span') return undefined;
  const id = first.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
  return typeof id === 'string' ? id : undefined;
}

/**
 * A line deno prints when something fails: an error, a warning, a type-check diagnostic. Lint
 * reports (`error[no-var]: ...`) are left to the rule's page, which quotes its own.
 */
const PRINTED_PROBLEM = /^(?:error:|warning:|Warning\s|TS\d+ \[(?:ERROR|WARN)\]:?|Uncaught\s)/;

/** The error and warning lines of an output block, which readers paste into search. */
export function printedProblems(node: {lang?: string | null; value: string}): string[] {
  if (!['text', 'console', 'sh', 'shell'].includes(node.lang ?? '')) return [];
  return node.value
    .split('\n')
    .map((line) => clean(line))
    .filter((line) => PRINTED_PROBLEM.test(line));
}

/** Records of one page, in page order. `objectID`s are `{permalink}:{n}`. */
export function recordsFromPage(page: PageInput): SearchRecord[] {
  const tree = parseMarkdown(page.source);
  if (page.file) tree.children.push(...ruleReportSection(tree, page.file));
  const records: SearchRecord[] = [];
  const slugger = createSlugger();
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  let anchor: string | null = null;

  const push = (type: SearchRecord['type'], content: string | null, ownAnchor?: string): void => {
    const target = ownAnchor ?? anchor;
    records.push({
      objectID: `${page.permalink}:${records.length}`,
      url: target ? `${page.permalink}#${target}` : page.permalink,
      type,
      hierarchy: {lvl0: page.lvl0, lvl1: page.title, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
      content,
      language: page.language,
      docusaurus_tag: page.tag,
      product: page.product,
    });
  };

  push('lvl1', page.description ? clean(page.description) : null);

  const visit = (node: Nodes): void => {
    switch (node.type) {
      case 'heading': {
        const raw = clean(textOf(node));
        const parsed = parseMarkdownHeadingId(raw);
        const text = clean(parsed.text);
        if (!text) return;
        const explicit = commentHeadingId(node) ?? parsed.id;
        // Docusaurus slugs every heading in order (h1..h6), so keep the slugger in step.
        const id = explicit ?? slugger.slug(text, {maintainCase: false});
        if (node.depth === 2) {
          lvl2 = text;
          lvl3 = null;
          anchor = id;
          push('lvl2', null);
        } else if (node.depth === 3) {
          lvl3 = text;
          anchor = id;
          push('lvl3', null);
        } else if (node.depth > 3) {
          push('content', text);
        }
        return;
      }
      case 'paragraph': {
        const text = clean(textOf(node));
        if (text) push('content', text);
        return;
      }
      case 'tableRow': {
        const text = clean(
          node.children
            .map((cell) => clean(textOf(cell)))
            .filter(Boolean)
            .join(' · '),
        );
        // A row that defines a name (`<span id="--unstable-kv">`) links to the row itself.
        if (text) push('content', text, spanIdOf(node.children[0]));
        return;
      }
      case 'code':
        for (const line of printedProblems(node)) push('content', line);
        return;
      case 'yaml':
      case 'html':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return;
      case 'mdxJsxFlowElement': {
        // A component's Markdown children are page text; an inline-only body is one paragraph.
        const inline = new Set([
          'text',
          'inlineCode',
          'emphasis',
          'strong',
          'link',
          'delete',
          'break',
          'mdxJsxTextElement',
        ]);
        if (node.children.length > 0 && node.children.every((child) => inline.has(child.type))) {
          const text = clean(textOf(node));
          if (text) push('content', text);
          return;
        }
        break;
      }
      default:
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return records;
}
