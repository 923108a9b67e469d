import {describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  parseHeadersFile,
  scriptHash,
  thirdPartySources,
} from '../../src/plugins/security-headers/policy';

describe('security headers', () => {
  it('finds the inline scripts a browser would run, not external scripts or JSON-LD', () => {
    const html =
      '<script src=/a.js defer></script><script>one()</script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="module">two()</script><script type=text/javascript>three()</script>';
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()']);
  });

  it('hashes a script as CSP does (SHA-256 of its exact text, base64)', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('allows no inline script by kind, only the listed hashes, and only configured hosts', () => {
    const local = contentSecurityPolicy({scriptHashes: ["'sha256-x'"], ...thirdPartySources({})});
    expect(local).toContain("script-src 'self' 'sha256-x';");
    expect(local).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(local).toContain("connect-src 'self';");
    const withServices = contentSecurityPolicy({
      scriptHashes: [],
      ...thirdPartySources({
        algoliaAppId: 'ABC123',
        gtmContainerId: 'GTM-X',
        errorTrackingScriptUrl: 'https://js.errors.example/loader.js',
      }),
    });
    expect(withServices).toContain('https://abc123-dsn.algolia.net');
    expect(withServices).toMatch(
      /script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/js\.errors\.example;/,
    );
  });

  it('writes and reads the _headers format of Netlify and Cloudflare Pages', () => {
    const text = headersFile("default-src 'self'");
    expect(parseHeadersFile(text)).toEqual({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
    // The examples' sources keep every header of /* and get a type deno runs and browsers show.
    expect(text).toMatch(/^\/examples\/scripts\/\*\.ts\n {2}Content-Type: text\/typescript; charset=utf-8$/m);
  });
});
