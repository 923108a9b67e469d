/**
 * The frame of a prepared page, as React components rendered to static HTML at build time
 * (renderToStaticMarkup): breadcrumbs, the reference's own sidebar, the table of contents, and the
 * row that holds them, for the API and CLI references and the gallery. Nothing here runs in the
 * browser.
 */
import React, {type ReactNode} from 'react';

export interface TocHeading {
  id: string;
  /** The heading as the link shows it: its text, or inline code. */
  label: ReactNode;
  level: 2 | 3;
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface SideNavGroup {
  title: string;
  links: readonly {label: string; href: string; code?: boolean}[];
}

/** "On this page": the page's h2 and h3 links, styled as the docs pages' table of contents. */
export function Toc({headings}: {headings: readonly TocHeading[]}): ReactNode {
  if (headings.length < 2) return null;
  return (
    <nav className="prepared-toc" aria-label="On this page">
      <p className="prepared-toc-title">On this page</p>
      <ul className="table-of-contents">
        {headings.map((h) => (
          <li key={h.id} className={`prepared-toc-${h.level}`}>
            <a href={`#${h.id}`} className="table-of-contents__link">
              {h.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Breadcrumbs like the guides': each level a link, the page itself last and current. */
export function Breadcrumbs({items}: {items: readonly Crumb[]}): ReactNode {
  return (
    <nav aria-label="Breadcrumbs" className="prepared-breadcrumbs">
      <ul className="breadcrumbs">
        {items.map(({label, href}, i) =>
          i === items.length - 1 || href === undefined ? (
            <li key={i} className="breadcrumbs__item breadcrumbs__item--active">
              <span className="breadcrumbs__link" aria-current="page">
                {label}
              </span>
            </li>
          ) : (
            <li key={i} className="breadcrumbs__item">
              <a className="breadcrumbs__link" href={href}>
                {label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * The reference's own sidebar: its groups of pages, the current one marked. Beside the content
 * on wide screens, after it on narrow ones (styles.css), where the navbar menu has the rest.
 */
export function SideNav({
  label,
  groups,
  currentPath,
}: {
  label: string;
  groups: readonly SideNavGroup[];
  currentPath: string;
}): ReactNode {
  return (
    <nav className="menu prepared-sidebar" aria-label={label}>
      <ul className="menu__list">
        {groups
          .filter((group) => group.links.length > 0)
          .map((group) => (
            <li key={group.title} className="menu__list-item">
              <p className="prepared-sidebar-title">{group.title}</p>
              <ul className="menu__list">
                {group.links.map(({label: text, href, code}) => {
                  const current = href === currentPath;
                  return (
                    <li key={href} className="menu__list-item">
                      <a
                        className={`menu__link${current ? ' menu__link--active' : ''}`}
                        href={href}
                        aria-current={current ? 'page' : undefined}>
                        {code ? <code>{text}</code> : text}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Breadcrumbs over the content column, the sidebar before it and the table of contents after. */
export function PreparedFrame({
  sideNav,
  headings,
  children,
}: {
  sideNav?: ReactNode;
  headings: readonly TocHeading[];
  children: ReactNode;
}): ReactNode {
  return (
    <div className="row">
      {sideNav ? <div className="col col--2 prepared-side">{sideNav}</div> : null}
      <div className="col prepared-main">{children}</div>
      <div className="col col--3 prepared-aside">
        <Toc headings={headings} />
      </div>
    </div>
  );
}
