/**
 * title: Cache responses with the Cache API
 * description: Store fetch responses in a named cache with caches.open, serve repeats from it, and delete stale entries, as a service worker would.
 * category: web-apis
 * check: run --allow-net=127.0.0.1
 * keywords: Cache API, caches.open, cache.match, cache.put, cache.delete, CacheStorage, response cache, service worker
 */

// A slow upstream to cache in front of. It counts its hits, so the output
// shows which requests really reached it.
let hits = 0;
const upstream = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  (req) => {
    hits++;
    return Response.json({ path: new URL(req.url).pathname, hit: hits });
  },
);
const base = `http://127.0.0.1:${upstream.addr.port}`;

// `caches.open` returns a named cache whose entries are keyed by request.
// Deno keeps caches on disk, separately for each main script, so they outlive
// the process. A fresh name per run keeps this demo independent of the last
// one; a real app uses a fixed name such as `"api-v1"` and changes it when
// the cached format changes.
const cacheName = `demo-${crypto.randomUUID()}`;
const cache = await caches.open(cacheName);

// Check the cache first; on a miss, fetch and keep a copy. `put` consumes the
// body it stores, so store a clone and return the original.
async function cachedFetch(url: string): Promise<Response> {
  const cached = await cache.match(url);
  if (cached) return cached;
  const response = await fetch(url);
  if (response.ok) await cache.put(url, response.clone());
  return response;
}

// The second request for `/rates` is answered from the cache: `hit` stays 1.
// After `delete`, the next one goes upstream again.
for (const path of ["/rates", "/rates", "/news"]) {
  console.log(await (await cachedFetch(base + path)).json());
}
await cache.delete(`${base}/rates`);
console.log(await (await cachedFetch(`${base}/rates`)).json());

// Remove the whole cache when it is no longer needed.
console.log("deleted:", await caches.delete(cacheName));
await upstream.shutdown();

/* Output:
{ path: "/rates", hit: 1 }
{ path: "/rates", hit: 1 }
{ path: "/news", hit: 2 }
{ path: "/rates", hit: 3 }
deleted: true
*/
