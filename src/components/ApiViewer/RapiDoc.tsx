/**
 * The <rapi-doc> element as this site configures it: the site's colours and fonts, read-only, deep
 * links in the URL fragment. It renders the document it is given (already loaded, see loadViewer.ts).
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {useColorMode, type ColorMode} from '@docusaurus/theme-common';
import styles from './styles.module.css';

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

export default function RapiDoc({document}: {document: object}): ReactNode {
  const {colorMode} = useColorMode();
  const element = useRef<RapiDocElement>(null);
  useEffect(() => {
    void element.current?.loadSpec(document);
  }, [document]);

  return (
    <rapi-doc
      ref={element}
      className={styles.viewer}
      data-color-mode={colorMode}
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
    />
  );
}
