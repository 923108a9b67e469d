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
import type {Root} from 'mdast';

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
