/**
 * Pieces the prepared pages' renderers share (the API and CLI references): a heading with the link
 * to itself, and a list with separators.
 */
import React, {Fragment, type ReactNode} from 'react';

/**
 * A heading with an id to link to, and the hash link after its text that the guides' headings
 * have (Docusaurus's own Heading needs the client's context, so it cannot render here).
 */
export function AnchorHeading({
  level,
  id,
  label,
  children,
}: {
  level: 2 | 3;
  id: string;
  /** What the hash link names: "Direct link to <label>". */
  label: string;
  children: ReactNode;
}): ReactNode {
  const Tag = level === 2 ? 'h2' : 'h3';
  const linkLabel = `Direct link to ${label}`;
  return (
    <Tag id={id} className="anchor">
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={linkLabel} title={linkLabel}>
        {'\u200b'}
      </a>
    </Tag>
  );
}

/** The items with `separator` between each two: `A, B, C`. */
export function Joined({items, separator}: {items: readonly ReactNode[]; separator: ReactNode}): ReactNode {
  return items.map((item, i) => (
    <Fragment key={i}>
      {i > 0 ? separator : null}
      {item}
    </Fragment>
  ));
}
