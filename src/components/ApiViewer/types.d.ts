/**
 * Types for the `rapidoc` package, which ships none: importing it defines the `<rapi-doc>`
 * custom element and exports nothing we use.
 */
declare module 'rapidoc';

/**
 * The attributes of `<rapi-doc>` this site sets (RapiDoc reads them as strings, booleans
 * included). Listed at https://rapidocweb.com/api.html.
 */
interface RapiDocAttributes {
  'render-style'?: 'read' | 'view' | 'focused';
  layout?: 'row' | 'column';
  theme?: 'light' | 'dark';
  'bg-color'?: string;
  'text-color'?: string;
  'header-color'?: string;
  'primary-color'?: string;
  'nav-bg-color'?: string;
  'nav-text-color'?: string;
  'nav-hover-bg-color'?: string;
  'nav-hover-text-color'?: string;
  'nav-accent-color'?: string;
  'regular-font'?: string;
  'mono-font'?: string;
  'load-fonts'?: 'true' | 'false';
  'font-size'?: 'default' | 'large' | 'largest';
  'show-header'?: 'true' | 'false';
  'show-info'?: 'true' | 'false';
  'allow-try'?: 'true' | 'false';
  'allow-server-selection'?: 'true' | 'false';
  'allow-authentication'?: 'true' | 'false';
  'allow-spec-url-load'?: 'true' | 'false';
  'allow-spec-file-load'?: 'true' | 'false';
  'allow-spec-file-download'?: 'true' | 'false';
  'allow-search'?: 'true' | 'false';
  'allow-advanced-search'?: 'true' | 'false';
  'sort-endpoints-by'?: 'path' | 'method' | 'summary' | 'none';
  'show-method-in-nav-bar'?: 'false' | 'as-plain-text' | 'as-colored-text' | 'as-colored-block';
  'nav-item-spacing'?: 'default' | 'compact' | 'relaxed';
  'schema-style'?: 'tree' | 'table';
  'default-schema-tab'?: 'schema' | 'example';
  'schema-description-expanded'?: 'true' | 'false';
  'update-route'?: 'true' | 'false';
  'route-prefix'?: string;
}

/** The element's public method this site calls: render a document given as an object. */
interface RapiDocElement extends HTMLElement {
  loadSpec(spec: object): Promise<void>;
}

declare namespace React {
  namespace JSX {
    interface IntrinsicElements {
      'rapi-doc': React.DetailedHTMLProps<React.HTMLAttributes<RapiDocElement>, RapiDocElement> & RapiDocAttributes;
    }
  }
}

/**
 * The site's OpenAPI document, bundled into the viewer page for its operation index and its
 * deep-link anchors (the tsconfig does not enable `resolveJsonModule`, so its type is given here).
 */
declare module '@site/static/openapi.json' {
  const document: import('./operations').OpenApiDocumentLike;
  export default document;
}
