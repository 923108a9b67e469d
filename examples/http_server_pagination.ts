/**
 * title: Paginate API results with a cursor
 * description: Return a list in pages with a limit and an opaque next-page cursor, plus a Link header for clients.
 * category: http
 * check: serve --allow-net
 * keywords: pagination, paging, cursor, limit, offset, next page, Link header, keyset
 */

import {
  decodeBase64Url,
  encodeBase64Url,
} from "jsr:@std/encoding@^1/base64url";

// The data, sorted by a unique, never-changing key. In a database this would
// be an indexed column such as the primary key.
const products = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  name: `Product ${i + 1}`,
}));

// The cursor records where the previous page stopped: "after id 3". Encoding
// it makes it opaque, so clients pass it back untouched and you may change its
// contents later. Unlike `?page=2`, it does not skip or repeat rows when items
// are added to or removed from earlier pages between requests.
const encodeCursor = (id: number) =>
  encodeBase64Url(new TextEncoder().encode(`after:${id}`));
function decodeCursor(cursor: string): number {
  try {
    const text = new TextDecoder().decode(decodeBase64Url(cursor));
    const match = /^after:(\d+)$/.exec(text);
    return match ? Number(match[1]) : -1;
  } catch {
    return -1;
  }
}

// Clamp the page size so one request cannot ask for everything. Fetch one row
// more than needed: if it exists, there is a next page. With SQL this is
// `WHERE id > ? ORDER BY id LIMIT ?`.
Deno.serve((req) => {
  const url = new URL(req.url);
  const limit = Math.min(
    Math.max(Number(url.searchParams.get("limit")) || 3, 1),
    100,
  );
  const cursor = url.searchParams.get("cursor");
  const after = cursor ? decodeCursor(cursor) : 0;
  if (after < 0) return Response.json({ error: "bad cursor" }, { status: 400 });

  const rows = products.filter((p) => p.id > after).slice(0, limit + 1);
  const items = rows.slice(0, limit);
  const next = rows.length > limit ? encodeCursor(items.at(-1)!.id) : null;

  // The `Link` header carries the same next URL for generic HTTP clients.
  const headers = new Headers();
  if (next) {
    url.searchParams.set("cursor", next);
    headers.set("Link", `<${url.pathname}${url.search}>; rel="next"`);
  }
  return Response.json({ items, next }, { headers });
});

/* Output:
$ curl http://localhost:8000/products
{"items":[{"id":1,"name":"Product 1"},{"id":2,"name":"Product 2"},{"id":3,"name":"Product 3"}],"next":"YWZ0ZXI6Mw"}
$ curl 'http://localhost:8000/products?limit=4&cursor=YWZ0ZXI6Mw'
{"items":[{"id":4,"name":"Product 4"},{"id":5,"name":"Product 5"},{"id":6,"name":"Product 6"},{"id":7,"name":"Product 7"}],"next":"YWZ0ZXI6Nw"}
$ curl 'http://localhost:8000/products?cursor=YWZ0ZXI6Nw'
{"items":[{"id":8,"name":"Product 8"}],"next":null}
$ curl -s -w '%{http_code}\n' 'http://localhost:8000/products?cursor=oops'
{"error":"bad cursor"}400
*/
