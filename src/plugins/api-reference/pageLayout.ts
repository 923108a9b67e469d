/** The frame of every reference page: headings with unique ids, breadcrumbs, the table of contents. */
import {escapeHtml} from '../markdown/html';
import {breadcrumbsHtml, withToc, type Crumb} from '../prepared-pages/layout';

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

/** The page layout: the reference's sidebar, breadcrumbs, an article and the table of contents. */
export function layout(crumbs: readonly Crumb[], page: Page, sideNav = ''): string {
  const headings = page.headings.map((h) => ({id: h.id, html: escapeHtml(h.text), level: h.level}));
  return withToc(`${breadcrumbsHtml(crumbs)}<article class="markdown">${page.toString()}</article>`, headings, sideNav);
}
