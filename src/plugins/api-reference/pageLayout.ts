/** The frame of every reference page: headings with unique ids, breadcrumbs, the table of contents. */
import {escapeHtml} from '../markdown/html';
import {withToc} from '../prepared-pages/layout';

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
  const headings = page.headings.map((h) => ({id: h.id, html: escapeHtml(h.text), level: h.level}));
  return withToc(`${breadcrumbs(crumbs)}<article class="markdown">${page.toString()}</article>`, headings);
}
