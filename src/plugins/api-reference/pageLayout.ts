/** The frame of every reference page: headings with unique ids, breadcrumbs, the table of contents. */
import {escapeHtml} from '../markdown/html';

export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

export class Page {
  readonly headings: Heading[] = [];
  private readonly parts: string[] = [];
  push(html: string): this {
    this.parts.push(html);
    return this;
  }
  private readonly ids = new Set<string>();
  heading(level: 2 | 3, wantedId: string, html: string, text: string): this {
    // Ids stay unique on the page even when two declarations have a section of the same name.
    let id = wantedId;
    for (let n = 2; this.ids.has(id); n++) id = `${wantedId}-${n}`;
    this.ids.add(id);
    this.headings.push({id, text, level});
    const anchor = `<a href="#${escapeHtml(id)}" class="hash-link" aria-label="Direct link to ${escapeHtml(text)}" title="Direct link to ${escapeHtml(text)}">\u200b</a>`;
    return this.push(`<h${level} id="${escapeHtml(id)}" class="anchor">${html}${anchor}</h${level}>`);
  }
  toString(): string {
    return this.parts.join('');
  }
}

function tocHtml(headings: Heading[]): string {
  if (headings.length < 2) return '';
  const items = headings
    .map(
      (h) =>
        `<li class="api-toc-${h.level}"><a href="#${escapeHtml(h.id)}" class="table-of-contents__link">${escapeHtml(h.text)}</a></li>`,
    )
    .join('');
  return `<nav class="api-toc" aria-label="On this page"><p class="api-toc-title">On this page</p><ul class="table-of-contents">${items}</ul></nav>`;
}

export function breadcrumbs(items: {label: string; href?: string}[]): string {
  const li = items.map(({label, href}, i) =>
    i === items.length - 1
      ? `<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link" aria-current="page">${escapeHtml(label)}</span></li>`
      : `<li class="breadcrumbs__item"><a class="breadcrumbs__link" href="${escapeHtml(href ?? '')}">${escapeHtml(label)}</a></li>`,
  );
  return `<nav aria-label="Breadcrumbs" class="api-breadcrumbs"><ul class="breadcrumbs">${li.join('')}</ul></nav>`;
}

/** The page layout: breadcrumbs, an article and, beside it, the table of contents. */
export function layout(crumbs: {label: string; href?: string}[], page: Page): string {
  return (
    `<div class="row"><div class="col api-main">${breadcrumbs(crumbs)}<article class="markdown">${page.toString()}</article></div>` +
    `<div class="col col--3 api-aside">${tocHtml(page.headings)}</div></div>`
  );
}
