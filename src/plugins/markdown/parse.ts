/**
 * Parsing a docs page the way the build reads it: MDX with GFM, front matter, directives
 * (admonitions) and comments, after Docusaurus' MDX 1 compat preprocessing (`{#custom-id}`
 * heading ids, `:::note Title` admonitions). The preprocessing keeps every line where it was, so
 * positions in the tree are lines of the file. Used by the content checker and the search index.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Code, Nodes, Root} from 'mdast';

/** The admonition keywords of the classic theme (for the `:::note Title` compat syntax). */
const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(remarkComment);

/** The build's preprocessing, which keeps every line where it was. */
export function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(source), ADMONITION_KEYWORDS);
}

/** The page's syntax tree; throws on invalid MDX, with the position in the error. */
export function parseMarkdown(source: string): Root {
  return processor.parse(preprocess(source));
}

/**
 * The fenced code blocks of `tree` that are never closed: parsers end such a block at the end of
 * the file (or of its list item or quote), swallowing the rest, so the error must name the fence.
 * `source` is what was parsed (after `preprocess`), whose offsets the tree's positions are.
 */
export function unclosedFences(tree: Root, source: string): Code[] {
  const found: Code[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'code' && node.position) {
      const {start, end} = node.position;
      const text = source.slice(start.offset, end.offset);
      const opening = /^(`{3,}|~{3,})/.exec(text)?.[1];
      const lines = text.split('\n');
      // The last line of a closed block is its closing fence, behind any quote or list indent.
      const last = (lines.at(-1) ?? '').replace(/^[\s>]*/, '');
      const closing = opening && new RegExp(`^[${opening[0]}]{${opening.length},}[ \\t]*$`);
      if (closing && (lines.length < 2 || !closing.test(last))) found.push(node);
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}
