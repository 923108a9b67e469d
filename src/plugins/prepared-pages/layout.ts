/** The frame of a prepared page: its content beside a table of contents (static HTML, no script). */
import {escapeHtml} from '../markdown/html';
import {decodeHtmlText} from '../social-cards/html';

export interface TocHeading {
  id: string;
  /** The heading's text as HTML (escaped text, or inline code). */
  html: string;
  level: 2 | 3;
}

/** "On this page": the page's h2 and h3 links, styled as the docs pages' table of contents. */
export function tocHtml(headings: readonly TocHeading[]): string {
  if (headings.length < 2) return '';
  const items = headings
    .map(
      (h) =>
        `<li class="prepared-toc-${h.level}"><a href="#${escapeHtml(h.id)}" class="table-of-contents__link">${h.html}</a></li>`,
    )
    .join('');
  return `<nav class="prepared-toc" aria-label="On this page"><p class="prepared-toc-title">On this page</p><ul class="table-of-contents">${items}</ul></nav>`;
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Breadcrumbs like the guides': each level a link, the page itself last and current. */
export function breadcrumbsHtml(items: readonly Crumb[]): string {
  const li = items.map(({label, href}, i) =>
    i === items.length - 1 || href === undefined
      ? `<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link" aria-current="page">${escapeHtml(label)}</span></li>`
      : `<li class="breadcrumbs__item"><a class="breadcrumbs__link" href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`,
  );
  return `<nav aria-label="Breadcrumbs" class="prepared-breadcrumbs"><ul class="breadcrumbs">${li.join('')}</ul></nav>`;
}

export interface SideNavGroup {
  title: string;
  links: readonly {label: string; href: string; code?: boolean}[];
}

/**
 * The reference's own sidebar: its groups of pages, the current one marked. Beside the content
 * on wide screens, after it on narrow ones (styles.css), where the navbar menu has the rest.
 */
export function sideNavHtml(label: string, groups: readonly SideNavGroup[], currentPath: string): string {
  const items = groups
    .filter((group) => group.links.length > 0)
    .map((group) => {
      const links = group.links
        .map(({label: text, href, code}) => {
          const current = href === currentPath;
          const inner = code ? `<code>${escapeHtml(text)}</code>` : escapeHtml(text);
          return `<li class="menu__list-item"><a class="menu__link${current ? ' menu__link--active' : ''}" href="${escapeHtml(href)}"${current ? ' aria-current="page"' : ''}>${inner}</a></li>`;
        })
        .join('');
      return `<li class="menu__list-item"><p class="prepared-sidebar-title">${escapeHtml(group.title)}</p><ul class="menu__list">${links}</ul></li>`;
    })
    .join('');
  return `<nav class="menu prepared-sidebar" aria-label="${escapeHtml(label)}"><ul class="menu__list">${items}</ul></nav>`;
}

/** Breadcrumbs over the content column, the sidebar before it and the table of contents after. */
export function withToc(contentHtml: string, headings: readonly TocHeading[], sideNav = ''): string {
  const side = sideNav ? `<div class="col col--2 prepared-side">${sideNav}</div>` : '';
  return (
    `<div class="row">${side}<div class="col prepared-main">${contentHtml}</div>` +
    `<div class="col col--3 prepared-aside">${tocHtml(headings)}</div></div>`
  );
}

/** The ids a prepared page's HTML defines: the anchors links to it may name. */
export function anchorIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeHtmlText(match[1]!)));
}
