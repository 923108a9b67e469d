/**
 * The frame of a prepared page as HTML strings, for the references that build their pages from
 * strings: each is the React component of Layout.tsx rendered to static markup (one home for the
 * markup).
 */
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {decodeHtmlText} from '../social-cards/html';
import {requireTsx} from '../jsx/requireTsx';
import type {Crumb, SideNavGroup, TocHeading} from './Layout';

export type {Crumb, SideNavGroup, TocHeading};

const {Breadcrumbs, PreparedFrame, SideNav, Toc} = requireTsx<typeof import('./Layout')>('./Layout.tsx', __filename);

export function tocHtml(headings: readonly TocHeading[]): string {
  return renderToStaticMarkup(createElement(Toc, {headings}));
}

export function breadcrumbsHtml(items: readonly Crumb[]): string {
  return renderToStaticMarkup(createElement(Breadcrumbs, {items}));
}

export function sideNavHtml(label: string, groups: readonly SideNavGroup[], currentPath: string): string {
  return renderToStaticMarkup(createElement(SideNav, {label, groups, currentPath}));
}

/** `contentHtml` is already HTML: it goes in as a marker, replaced after rendering. */
export function withToc(contentHtml: string, headings: readonly TocHeading[], sideNav = ''): string {
  const marker = '\u0000content\u0000';
  const side = sideNav ? '\u0000side\u0000' : undefined;
  const html = renderToStaticMarkup(createElement(PreparedFrame, {headings, sideNav: side, children: marker}));
  return html.replace(marker, () => contentHtml).replace('\u0000side\u0000', () => sideNav);
}

/** The ids a prepared page's HTML defines: the anchors links to it may name. */
export function anchorIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeHtmlText(match[1]!)));
}
