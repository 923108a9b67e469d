/**
 * title: Cache static assets with Cache-Control and ETags
 * description: Serve fingerprinted assets as immutable for a year, and revalidate HTML with an ETag so unchanged pages cost a 304.
 * category: http
 * check: serve --allow-net
 * keywords: cache-control, etag, if-none-match, 304 Not Modified, immutable, fingerprint, cache busting, browser cache
 */

import { ifNoneMatch } from "jsr:@std/http@^1/etag";
import { encodeHex } from "jsr:@std/encoding@^1/hex";

// A short hash of each file's content. It names the asset (`app.<hash>.css`)
// and serves as its ETag, so a change to the content changes both.
async function fingerprint(content: string): Promise<string> {
  const bytes = new TextEncoder().encode(content);
  return encodeHex(await crypto.subtle.digest("SHA-256", bytes)).slice(0, 12);
}

// The page links to the stylesheet by its hashed name, so a deploy with new
// CSS also serves a new URL ("cache busting"). That is why the stylesheet may
// be cached for a year as `immutable`. The HTML keeps its URL, so `no-cache`
// tells clients to check back with the server before each use.
const css = "body { font-family: system-ui; }\n";
const cssPath = `/assets/app.${await fingerprint(css)}.css`;
const html = `<link rel="stylesheet" href="${cssPath}">\n<h1>Hi</h1>\n`;
const files: [string, string, string, string][] = [
  ["/", html, "text/html", "no-cache"],
  [cssPath, css, "text/css", "public, max-age=31536000, immutable"],
];
const assets = new Map<string, { body: string; headers: Headers }>();
for (const [path, body, type, cacheControl] of files) {
  const headers = new Headers({
    "content-type": `${type}; charset=utf-8`,
    "cache-control": cacheControl,
    "etag": `"${await fingerprint(body)}"`,
  });
  assets.set(path, { body, headers });
}

// Checking back means sending the ETag from last time in `If-None-Match`.
// `ifNoneMatch` returns false when it still matches; then a 304 without a body
// tells the client to reuse its copy. The page's ETag below is the one its
// first response carried (`curl -i` shows the headers).
Deno.serve((req) => {
  const asset = assets.get(new URL(req.url).pathname);
  if (!asset) return new Response("Not found\n", { status: 404 });
  const { body, headers } = asset;
  if (!ifNoneMatch(req.headers.get("if-none-match"), headers.get("etag")!)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers });
});

/* Output:
$ curl http://localhost:8000/
<link rel="stylesheet" href="/assets/app.7ddccf448e3d.css">
<h1>Hi</h1>
$ curl http://localhost:8000/assets/app.7ddccf448e3d.css
body { font-family: system-ui; }
$ curl -s -o /dev/null -w '%{http_code}\n' -H 'If-None-Match: "2b1f57033598"' http://localhost:8000/
304
$ curl -s -o /dev/null -w '%{http_code}\n' -H 'If-None-Match: "0ld0ld0ld0ld"' http://localhost:8000/
200
*/
