/**
 * A CLI reference page: HTML made at build time from the pinned deno's help (render.ts), shown
 * in the site's layout with a table of contents. Nothing is rendered from data in the browser.
 */
import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import type {TocItem} from '../../render';
import styles from './styles.module.css';

interface Props {
  page: {title: string; description: string; html: string; toc: TocItem[]};
}

export default function CliReferencePage({page}: Props): ReactNode {
  // The ids live in the prepared HTML, so tell the build's anchor check about them.
  const brokenLinks = useBrokenLinks();
  for (const item of page.toc) brokenLinks.collectAnchor(item.id);
  return (
    <Layout title={page.title} description={page.description}>
      <div className="container margin-vert--lg">
        <div className="row">
          <main className="col col--9">
            <article className={`markdown ${styles.reference}`} dangerouslySetInnerHTML={{__html: page.html}} />
          </main>
          <div className="col col--3">
            <TOC toc={page.toc} minHeadingLevel={2} maxHeadingLevel={3} />
          </div>
        </div>
      </div>
    </Layout>
  );
}
