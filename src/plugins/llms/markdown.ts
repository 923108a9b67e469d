/**
 * A docs page as plain Markdown, for readers and tools that want the text without the site:
 * front matter reduced to title and description, MDX imports, comments and expressions gone,
 * components turned into the Markdown they stand for (cards become a link list, wrappers
 * become their content), admonitions become quotes, the checker's fence marks are dropped
 * (the title stays), and links are absolute.
 */
import type {Code, Link, Nodes, Parents, Root, RootContent} from 'mdast';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {parseMarkdown} from '../markdown/parse';

export interface MarkdownPage {
  title: string;
  description?: string;
  /** The page's Markdown source (MDX). */
  source: string;
  /** Absolute URL of the page, for resolving its relative links. */
  url: string;
  /** Resolves a relative link to a source file (`../basics/permissions.md#x`) to a site path. */
  resolveFileLink: (href: string) => string | undefined;
}

type JsxNode = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;

function attribute(node: JsxNode, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') return attr.value;
  }
  return undefined;
}

/** `title="main.ts"` stays; run, test, output, fails and nocheck="..." are for the checker. */
function cleanFence(code: Code): Code {
  const title = /(?:^|\s)title="([^"]*)"/.exec(code.meta ?? '')?.[1];
  return {...code, meta: title === undefined ? null : `title="${title}"`};
}

function convert(node: Nodes, page: MarkdownPage): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'yaml':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      if (node.name === 'Card') {
        const href = attribute(node, 'href') ?? '';
        const text = toString(node).trim();
        const link: Link = {
          type: 'link',
          url: absolute(href, page),
          children: [{type: 'text', value: attribute(node, 'title') ?? href}],
        };
        return [
          {
            type: 'listItem',
            spread: false,
            children: [{type: 'paragraph', children: [link, {type: 'text', value: text ? `: ${text}` : ''}]}],
          },
        ];
      }
      const children = node.children.flatMap((child) => convert(child as Nodes, page));
      if (node.name === 'Cards') return [{type: 'list', ordered: false, spread: false, children: children as never}];
      return children;
    }
    case 'containerDirective': {
      const [label, ...rest] = node.children;
      const hasLabel = label?.type === 'paragraph' && label.data?.directiveLabel === true;
      const title = hasLabel ? toString(label) : node.name.charAt(0).toUpperCase() + node.name.slice(1);
      const body = (hasLabel ? rest : node.children).flatMap((child) => convert(child as Nodes, page));
      return [
        {
          type: 'blockquote',
          children: [
            {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: title}]}]},
            ...(body as never[]),
          ],
        },
      ];
    }
    case 'leafDirective':
    case 'textDirective':
      return node.children.flatMap((child) => convert(child as Nodes, page));
    case 'code':
      return [cleanFence(node)];
    case 'link':
      return [
        {
          ...node,
          url: absolute(node.url, page),
          children: node.children.flatMap((c) => convert(c as Nodes, page)) as never,
        },
      ];
    case 'definition':
      return [{...node, url: absolute(node.url, page)}];
    default:
      if ('children' in node) {
        return [
          {
            ...node,
            children: (node as Parents).children.flatMap((child) => convert(child as Nodes, page)),
          } as RootContent,
        ];
      }
      return [node];
  }
}

function absolute(href: string, page: MarkdownPage): string {
  if (/^[a-z][a-z+.-]*:/i.test(href)) return href.replace(/^pathname:\/\//, new URL(page.url).origin);
  if (href.startsWith('#')) return `${page.url}${href}`;
  const local = /\.mdx?(#|$)/.test(href) ? page.resolveFileLink(href) : href;
  return new URL(local ?? href, page.url).href;
}

/** The page as Markdown, with a front matter of its title and description. */
/** A page's Markdown file: front matter (title, description, URL), the title as h1 unless the body has one, the body. */
export function markdownDocument(meta: {title: string; description?: string; url: string}, root: Root): string {
  const frontMatter = ['---', `title: ${JSON.stringify(meta.title)}`];
  if (meta.description) frontMatter.push(`description: ${JSON.stringify(meta.description)}`);
  frontMatter.push(`url: ${meta.url}`, '---', '');
  const hasH1 = root.children.some((n) => n.type === 'heading' && n.depth === 1);
  const heading = hasH1 ? '' : `# ${meta.title}\n\n`;
  return `${frontMatter.join('\n')}\n${heading}${toMarkdown(root, {extensions: [gfmToMarkdown()], bullet: '-', fences: true})}`;
}

export function pageToMarkdown(page: MarkdownPage): string {
  const tree = parseMarkdown(page.source);
  const root: Root = {type: 'root', children: tree.children.flatMap((child) => convert(child, page))};
  return markdownDocument(page, root);
}
