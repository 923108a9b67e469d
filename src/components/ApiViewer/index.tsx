import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import openApiDocument from '@site/static/openapi.json';
import {viewerAnchors, viewerTags, type ViewerTag} from './operations';
import {failureMessage, loadViewer} from './loadViewer';
import RapiDoc from './RapiDoc';
import styles from './styles.module.css';

/**
 * The REST API reference page: the site's navbar and footer around RapiDoc, which renders
 * static/openapi.json. Both /deploy/api/rapidoc and /deploy/api/rest/rapidoc show this page.
 *
 * RapiDoc is a web component that needs `window`, so it is loaded only in the browser, only on
 * this page, and only after hydration (dynamic import inside BrowserOnly). The page fetches the
 * document itself and hands it to RapiDoc (loadViewer.ts), so that when it cannot, it says why and
 * offers to try again. Until RapiDoc is ready, in the server-rendered HTML and after a failure,
 * the page shows a plain index of the operations.
 */
export default function ApiViewer(): ReactNode {
  const specUrl = useBaseUrl('/openapi.json');
  const tags = viewerTags(openApiDocument);

  // Other pages link to operations as /deploy/api/rapidoc#<anchor>. The anchors live in
  // RapiDoc's shadow DOM, which the build never sees, so declare them to the link checker.
  const brokenLinks = useBrokenLinks();
  for (const anchor of viewerAnchors(openApiDocument)) brokenLinks.collectAnchor(anchor);

  const index = <OperationIndex tags={tags} loading />;
  return (
    <Layout
      title="Deno Deploy REST API reference"
      description="Every endpoint of the Deno Deploy REST API v2 that Deno Subhosting is built on: apps, revisions, timelines, layers and logs.">
      <main className={styles.page}>
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            Deno Deploy REST API reference
          </Heading>
          <p className={styles.lead}>
            Every endpoint of the v2 API at <code>https://api.deno.com/v2</code> that{' '}
            <Link to="/subhosting">Deno Subhosting</Link> is built on. For a guided tour with TypeScript examples, read
            the <Link to="/subhosting/api">API overview</Link>; to generate a client, download{' '}
            <a href={specUrl} download="deno-deploy-openapi.json">
              openapi.json
            </a>
            .
          </p>
        </header>
        <BrowserOnly fallback={index}>{() => <RapiDocViewer specUrl={specUrl} tags={tags} />}</BrowserOnly>
      </main>
    </Layout>
  );
}

/** How an attempt to load the viewer ended: with the document, or with a message saying why not. */
type Outcome = {attempt: number} & ({document: object} | {message: string});

function RapiDocViewer({specUrl, tags}: {specUrl: string; tags: ViewerTag[]}): ReactNode {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    let current = true;
    // Importing the package defines the <rapi-doc> element; it is a chunk of its own.
    loadViewer(specUrl, () => import('rapidoc')).then(
      (document) => current && setOutcome({attempt, document}),
      (error: unknown) => current && setOutcome({attempt, message: failureMessage(error)}),
    );
    return () => {
      current = false;
    };
  }, [specUrl, attempt]);

  if (!outcome) return <OperationIndex tags={tags} loading />;
  if ('document' in outcome) return <RapiDoc document={outcome.document} />;
  // The notice stays while the next attempt runs, so the button keeps the focus.
  const retrying = outcome.attempt !== attempt;
  return (
    <>
      <div className={styles.notice}>
        {/* An element per failure, so that a repeated failure is announced again. */}
        <p role="alert" key={outcome.attempt}>
          {outcome.message}
        </p>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={retrying}
          onClick={() => !retrying && setAttempt(outcome.attempt + 1)}>
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      </div>
      <OperationIndex tags={tags} loading={false} />
    </>
  );
}

/** A plain list of the operations: before RapiDoc has loaded, without JavaScript, and when loading failed. */
function OperationIndex({tags, loading}: {tags: ViewerTag[]; loading: boolean}): ReactNode {
  return (
    <div className={styles.index}>
      {loading && <p role="status">Loading the interactive reference…</p>}
      {tags.map((tag) => (
        // The ids are the viewer's own, so a deep link lands here before RapiDoc (or without it).
        <section key={tag.name} id={tag.anchor} aria-label={tag.displayName}>
          <p className={styles.indexTag}>{tag.displayName}</p>
          <ul className={styles.indexList}>
            {tag.operations.map((operation) => (
              <li key={operation.anchor} id={operation.anchor}>
                <code>
                  {operation.method.toUpperCase()} {operation.path}
                </code>{' '}
                {operation.summary}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
