import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useColorMode, type ColorMode} from '@docusaurus/theme-common';
import openApiDocument from '@site/static/openapi.json';
import {viewerAnchors, viewerTags} from './operations';
import styles from './styles.module.css';

/**
 * The REST API reference page: the site's navbar and footer around RapiDoc, which renders
 * static/openapi.json. Both /deploy/api/rapidoc and /deploy/api/rest/rapidoc show this page.
 *
 * RapiDoc is a web component that needs `window`, so it is loaded only in the browser, only on
 * this page, and only after hydration (dynamic import inside BrowserOnly). Until it is ready,
 * and in the server-rendered HTML, the page shows a plain index of the operations.
 */
export default function ApiViewer(): ReactNode {
  const specUrl = useBaseUrl('/openapi.json');
  const tags = viewerTags(openApiDocument);

  // Other pages link to operations as /deploy/api/rapidoc#<anchor>. The anchors live in
  // RapiDoc's shadow DOM, which the build never sees, so declare them to the link checker.
  const brokenLinks = useBrokenLinks();
  for (const anchor of viewerAnchors(openApiDocument)) brokenLinks.collectAnchor(anchor);

  const index = <OperationIndex tags={tags} />;
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
        <BrowserOnly fallback={index}>{() => <RapiDocViewer specUrl={specUrl} fallback={index} />}</BrowserOnly>
      </main>
    </Layout>
  );
}

type Palette = Pick<
  RapiDocAttributes,
  | 'bg-color'
  | 'text-color'
  | 'primary-color'
  | 'nav-bg-color'
  | 'nav-text-color'
  | 'nav-hover-bg-color'
  | 'nav-hover-text-color'
  | 'nav-accent-color'
>;

/** Colours of the site (src/css/custom.css) as hex values, which RapiDoc needs to derive its shades. */
const palettes: Record<ColorMode, Palette> = {
  light: {
    'bg-color': '#ffffff',
    'text-color': '#1c1e21',
    'primary-color': '#0b6b50',
    'nav-bg-color': '#f3f6f4',
    'nav-text-color': '#1c1e21',
    'nav-hover-bg-color': '#e3ebe7',
    'nav-hover-text-color': '#074b38',
    'nav-accent-color': '#0b6b50',
  },
  dark: {
    'bg-color': '#0f1412',
    'text-color': '#e3e3e3',
    'primary-color': '#6ee7b7',
    'nav-bg-color': '#151c19',
    'nav-text-color': '#e3e3e3',
    'nav-hover-bg-color': '#22302a',
    'nav-hover-text-color': '#8dedc8',
    'nav-accent-color': '#6ee7b7',
  },
};

function RapiDocViewer({specUrl, fallback}: {specUrl: string; fallback: ReactNode}): ReactNode {
  const {colorMode} = useColorMode();
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let mounted = true;
    // Importing the package defines the <rapi-doc> element; it is a chunk of its own.
    import('rapidoc').then(
      () => mounted && setStatus('ready'),
      () => mounted && setStatus('failed'),
    );
    return () => {
      mounted = false;
    };
  }, []);

  if (status === 'failed') {
    return (
      <div className={styles.notice} role="alert">
        <p>
          The interactive reference could not be loaded. Reload the page, or read the{' '}
          <a href={specUrl}>OpenAPI document</a> directly.
        </p>
        {fallback}
      </div>
    );
  }
  if (status === 'loading') return fallback;

  return (
    <rapi-doc
      className={styles.viewer}
      data-color-mode={colorMode}
      spec-url={specUrl}
      // "read": one long page with every operation expanded, which suits a reference.
      render-style="read"
      layout="row"
      theme={colorMode}
      {...palettes[colorMode]}
      // The site's fonts, already loaded by the page. Without load-fonts="false" RapiDoc would
      // download Open Sans from fonts.gstatic.com, which fails offline and leaks page views.
      regular-font="var(--ifm-font-family-base)"
      mono-font="var(--ifm-font-family-monospace)"
      load-fonts="false"
      // The site navbar replaces RapiDoc's header (its search box and spec URL field).
      show-header="false"
      show-info="true"
      // No "Try" console: its requests would go to https://api.deno.com with a real access
      // token pasted into a docs page, and fail anyway when the docs are read offline. The
      // guides show the same requests as TypeScript to run from your own backend.
      allow-try="false"
      allow-server-selection="false"
      allow-authentication="false"
      allow-spec-url-load="false"
      allow-spec-file-load="false"
      allow-search="true"
      allow-advanced-search="false"
      // Keep the document's order (create before get, ...), not alphabetical paths.
      sort-endpoints-by="none"
      show-method-in-nav-bar="as-colored-text"
      default-schema-tab="schema"
      schema-description-expanded="true"
      // Deep links: /deploy/api/rapidoc#post-/projects/-projectId-/deployments (see operations.ts).
      update-route="true"
      route-prefix="#"
      fetch-credentials="same-origin"
    />
  );
}

/** A plain list of the operations, shown before RapiDoc has loaded and to readers without JavaScript. */
function OperationIndex({tags}: {tags: ReturnType<typeof viewerTags>}): ReactNode {
  return (
    <div className={styles.index}>
      <p role="status">Loading the interactive reference…</p>
      {tags.map((tag) => (
        <section key={tag.name} aria-label={tag.displayName}>
          <p className={styles.indexTag}>{tag.displayName}</p>
          <ul className={styles.indexList}>
            {tag.operations.map((operation) => (
              <li key={operation.anchor}>
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
