/**
 * The HTTP headers a static host should send with this site, as one `_headers` file (the format
 * Netlify and Cloudflare Pages read; README "Hosting" gives the same headers for other hosts).
 * The Content-Security-Policy allows no inline script by kind: each inline script the build
 * emits is allowed by its SHA-256 hash, so an injected one is refused.
 */
import {createHash} from 'node:crypto';

export interface PolicySources {
  /** Hashes (`'sha256-...'`) of every inline script of the build. */
  scriptHashes: string[];
  /** Hosts scripts load from when configured: Google Tag Manager, an error-tracking loader. */
  scriptHosts: string[];
  /** Hosts the page talks to when configured: Algolia, analytics. */
  connectHosts: string[];
  /** Hosts images may come from when configured (analytics pixels). */
  imageHosts: string[];
}

export function scriptHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The contents of inline, executable `<script>` elements of an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    // Data blocks (JSON-LD) are never executed, so CSP does not govern them.
    const type = /\btype\s*=\s*"?([^"\s>]+)/i.exec(attributes)?.[1];
    if (type && !/^(text|application)\/(java|ecma)script$|^module$/i.test(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export function contentSecurityPolicy(sources: PolicySources): string {
  const list = (...items: string[]) => [...new Set(items)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, ...sources.scriptHashes.sort(), ...sources.scriptHosts)}`,
    // Inline styles stay: the theme and the API viewer set style attributes at run time.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list(`'self'`, 'data:', ...sources.imageHosts)}`,
    `font-src 'self'`,
    `connect-src ${list(`'self'`, ...sources.connectHosts)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function headersFile(csp: string): string {
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    '',
    // The examples' sources: many hosts call .ts an MPEG stream. deno runs them by this type, and
    // a browser shows them as text.
    '/examples/scripts/*.ts',
    '  Content-Type: text/typescript; charset=utf-8',
    '',
  ].join('\n');
}

/** The `/*` block of a `_headers` file, as header name → value. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inAll = line.trim() === '/*';
    else if (inAll && line.trim()) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

/** The third-party hosts the policy admits, each only when its service is configured. */
export function thirdPartySources(config: {
  algoliaAppId?: string;
  gtmContainerId?: string;
  errorTrackingScriptUrl?: string;
}): Omit<PolicySources, 'scriptHashes'> {
  const scriptHosts: string[] = [];
  const connectHosts: string[] = [];
  const imageHosts: string[] = [];
  if (config.algoliaAppId) {
    const app = config.algoliaAppId.toLowerCase();
    connectHosts.push(
      `https://${app}-dsn.algolia.net`,
      `https://${app}.algolia.net`,
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    );
  }
  if (config.gtmContainerId) {
    scriptHosts.push('https://www.googletagmanager.com');
    connectHosts.push(
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
    imageHosts.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
  }
  if (config.errorTrackingScriptUrl) {
    const origin = new URL(config.errorTrackingScriptUrl).origin;
    scriptHosts.push(origin);
    connectHosts.push(origin);
  }
  return {scriptHosts, connectHosts, imageHosts};
}
