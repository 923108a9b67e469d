/**
 * A prepared page (the CLI and API references, written as HTML after the build) as Markdown, the
 * way every docs page is also served: its article only (breadcrumbs, tables of contents, heading
 * link icons and alias ids dropped), links made absolute.
 */
import type {Element, Root as HastRoot, RootContent as HastContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import type {Nodes, Root} from 'mdast';
import type {PreparedPage} from '../prepared-pages/page';
import {markdownDocument} from './markdown';

const classesOf = (element: Element): string[] => {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};

/** Page furniture, not content. */
function isFurniture(node: HastContent): boolean {
  if (node.type !== 'element') return false;
  if (['nav', 'script', 'style', 'button', 'svg'].includes(node.tagName)) return true;
  const classes = classesOf(node);
  return ['hash-link', 'anchor-alias', 'prepared-aside'].some((name) => classes.includes(name));
}

function prune<T extends HastRoot | Element>(node: T): T {
  node.children = node.children.filter((child) => !isFurniture(child));
  for (const child of node.children) if (child.type === 'element') prune(child);
  return node;
}

function absoluteLinks(node: Nodes, base: string): void {
  if ((node.type === 'link' || node.type === 'image') && !/^[a-z]+:/i.test(node.url))
    node.url = new URL(node.url, base).href;
  if ('children' in node) for (const child of node.children) absoluteLinks(child, base);
}

export function preparedPageMarkdown(page: PreparedPage, origin: string): string {
  const url = `${origin}${page.path}`;
  const tree = toMdast(prune(fromHtml(page.html, {fragment: true}))) as Root;
  absoluteLinks(tree, url);
  return markdownDocument({title: page.title, description: page.description, url}, tree);
}
