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

/** The content column and, beside it on wide screens, the table of contents. */
export function withToc(contentHtml: string, headings: readonly TocHeading[]): string {
  return (
    `<div class="row"><div class="col prepared-main">${contentHtml}</div>` +
    `<div class="col col--3 prepared-aside">${tocHtml(headings)}</div></div>`
  );
}

/** The ids a prepared page's HTML defines: the anchors links to it may name. */
export function anchorIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeHtmlText(match[1]!)));
}
