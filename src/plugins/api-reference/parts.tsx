/** A doc comment's Markdown, as every part of a reference page shows it. */
export {Joined} from '../prepared-pages/parts';
import React, {type ReactNode} from 'react';
import {markdownHtml} from './doc';
import type {JsDoc} from './docJson';
import type {Linker} from './links';

/**
 * Markdown of the declarations as HTML inside `as`. React needs an element to hold HTML, so a
 * block goes in a `div`; `inline` continues the line it is in (a `span`, a `li`) with the first
 * paragraph's text, any further blocks following below.
 */
export function Markdown({
  text,
  link,
  as: Tag = 'div',
  className,
  inline = false,
}: {
  text: string;
  link: Linker;
  as?: 'div' | 'span' | 'li';
  className?: string;
  inline?: boolean;
}): ReactNode {
  const html = markdownHtml(text, link);
  // A paragraph holds no other: its first `</p>` is its end.
  const shown = inline ? html.replace(/^<p>([\s\S]*?)<\/p>/, '$1') : html;
  // HTML from markdownHtml (doc.ts): the Markdown rendered by mdast-util-to-hast, raw HTML in it as text.
  return <Tag className={className} dangerouslySetInnerHTML={{__html: shown}} />;
}

/** A declaration's documentation (nothing when it has none). */
export function Doc({jsDoc, link}: {jsDoc: JsDoc | undefined; link: Linker}): ReactNode {
  const doc = jsDoc?.doc?.trim();
  return doc ? <Markdown className="api-doc" text={doc} link={link} /> : null;
}
