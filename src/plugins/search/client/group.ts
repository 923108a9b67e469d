/** Search hits grouped by page, in the order of each page's best hit (the /search page's list). */
import type {SearchHit} from '../engine';
import {escapeHtml as escape} from '../../markdown/html';

export interface ResultSection {
  url: string;
  /** "Heading › Subheading", highlighted HTML; empty for the page's own record. */
  headingHtml: string;
  /** Highlighted content snippet, or empty. */
  snippetHtml: string;
}

export interface ResultPage {
  url: string;
  lvl0: string;
  titleHtml: string;
  sections: ResultSection[];
}

type HitLike = Pick<SearchHit, 'url' | 'type' | 'hierarchy' | 'content'> & {
  _highlightResult?: Partial<SearchHit['_highlightResult']>;
  _snippetResult?: Partial<SearchHit['_snippetResult']>;
};

export function groupHitsByPage(hits: readonly HitLike[]): ResultPage[] {
  const pages = new Map<string, ResultPage>();
  for (const hit of hits) {
    const pageUrl = hit.url.split('#')[0]!;
    let page = pages.get(pageUrl);
    if (!page) {
      page = {
        url: pageUrl,
        lvl0: hit.hierarchy.lvl0,
        titleHtml: hit._highlightResult?.hierarchy?.lvl1?.value ?? escape(hit.hierarchy.lvl1),
        sections: [],
      };
      pages.set(pageUrl, page);
    }
    const headings = (['lvl2', 'lvl3'] as const)
      .filter((level) => hit.hierarchy[level])
      .map((level) => hit._highlightResult?.hierarchy?.[level]?.value ?? escape(hit.hierarchy[level]!));
    const snippetHtml = hit.content ? (hit._snippetResult?.content?.value ?? escape(hit.content)) : '';
    if (headings.length === 0 && !snippetHtml) continue;
    page.sections.push({url: hit.url, headingHtml: headings.join(' › '), snippetHtml});
  }
  return [...pages.values()];
}
