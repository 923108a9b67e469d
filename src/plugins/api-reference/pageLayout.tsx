/**
 * The frame of every reference page: section headings with ids unique on the page, breadcrumbs,
 * the reference's sidebar and the table of contents (the prepared pages' Layout.tsx).
 */
import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Breadcrumbs, PreparedFrame, SideNav, type Crumb, type SideNavGroup} from '../prepared-pages/Layout';
import {AnchorHeading} from '../prepared-pages/parts';
import {LIBS, allSymbolsPath, apiBase, categoriesOf, categoryPath, type ApiModel} from './model';

export interface OutlineHeading {
  id: string;
  level: 2 | 3;
  /** The heading as the table of contents and its link's label name it. */
  text: string;
}

/**
 * A page's headings in order: the table of contents. Headings are added while a page's elements
 * are made, before React renders them, so that the table of contents is known when it renders.
 */
export class Outline {
  readonly headings: OutlineHeading[] = [];
  private readonly ids = new Set<string>();

  /** The next heading, its id unique on the page even when two declarations have a section of one name. */
  heading(level: 2 | 3, wantedId: string, text: string): OutlineHeading {
    let id = wantedId;
    for (let n = 2; this.ids.has(id); n++) id = `${wantedId}-${n}`;
    this.ids.add(id);
    const heading = {id, level, text};
    this.headings.push(heading);
    return heading;
  }
}

/** A section heading (its text unless `children` say more) with the link to itself that the guides' headings have. */
export function Heading({heading, children}: {heading: OutlineHeading; children?: ReactNode}): ReactNode {
  return (
    <AnchorHeading level={heading.level} id={heading.id} label={heading.text}>
      {children ?? heading.text}
    </AnchorHeading>
  );
}

const sideNavGroups = new WeakMap<ApiModel, SideNavGroup[]>();

/** The API sidebar: each library's overview, A-Z and categories; `currentPath` is the link marked. */
export function ApiSideNav({model, currentPath}: {model: ApiModel; currentPath: string}): ReactNode {
  // The same groups on every page: the categories are sorted once, not once a page.
  let groups = sideNavGroups.get(model);
  if (!groups) {
    groups = LIBS.map((lib) => ({
      title: lib.title,
      links: [
        {label: 'Overview', href: apiBase(lib.id)},
        {label: 'All symbols, A–Z', href: allSymbolsPath(lib.id)},
        ...categoriesOf(model, lib.id).map((category) => ({label: category, href: categoryPath(lib.id, category)})),
      ],
    }));
    sideNavGroups.set(model, groups);
  }
  return <SideNav label="API reference" groups={groups} currentPath={currentPath} />;
}

/**
 * A whole page as HTML: the sidebar, breadcrumbs, the article and the table of contents of its
 * outline. `article` is made first, so that the outline holds every heading.
 */
export function pageHtml(crumbs: readonly Crumb[], outline: Outline, sideNav: ReactNode, article: ReactNode): string {
  const toc = outline.headings.map(({id, level, text}) => ({id, level, label: text}));
  return renderToStaticMarkup(
    <PreparedFrame sideNav={sideNav} headings={toc}>
      <Breadcrumbs items={crumbs} />
      <article className="markdown">{article}</article>
    </PreparedFrame>,
  );
}
