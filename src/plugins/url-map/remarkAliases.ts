/**
 * Remark plugin: before each heading (or element with an MDX id) that an old docs.deno.com id leads to (maps/*.txt), an empty
 * `<span class="anchor-alias" id="old-id">`, so `page#old-id` scrolls to that section. A sibling
 * and not a child of the heading, so the table of contents (made from the heading's children)
 * does not repeat the id. Runs after Docusaurus has given headings their ids.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {permalinkOf} from '../docs/permalink';
import {mappedAliases, routeOf} from './map';

/** The route of a docs file, as the docs plugin gives it (front matter slug included). */
function routeOfFile(file: VFile, siteDir: string): string {
  const [section = '', ...rest] = path.relative(siteDir, file.path).split(path.sep);
  const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter ?? {};
  return routeOf(permalinkOf({section, sectionPath: rest.join('/'), frontMatter}));
}

function aliasNode(id: string): RootContent {
  // An unknown node type with hName: mdast-util-to-hast writes it as that element.
  return {
    type: 'urlMapAlias',
    data: {hName: 'span', hProperties: {id, className: ['anchor-alias']}},
  } as unknown as RootContent;
}

/** `mapVersion` (urlMapVersion()) is not read: it is there to change the bundler's cache key. */
export default function remarkUrlMapAliases({siteDir}: {siteDir: string; mapVersion?: string}) {
  return (tree: Root, file: VFile): void => {
    const ids = mappedAliases().get(routeOfFile(file, siteDir));
    if (!ids) return;
    // Headings anywhere (admonitions, other containers), and elements given an id in MDX
    // (`<span id="--allow-read">` in a table cell).
    const idOf = (node: RootContent): unknown => {
      if (node.type === 'heading') return node.data?.hProperties?.id;
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
        return node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
      return undefined;
    };
    const visit = (parent: {children: RootContent[]}): void => {
      parent.children = parent.children.flatMap((node) => {
        if ('children' in node) visit(node);
        const id = idOf(node);
        const olds = typeof id === 'string' ? ids.get(id) : undefined;
        return olds ? [...olds.map(aliasNode), node] : [node];
      });
    };
    visit(tree);
  };
}
