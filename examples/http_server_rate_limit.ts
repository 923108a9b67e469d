/**
 * title: Rate limit requests per client
 * description: Limit each client IP to a burst of requests with a token bucket, and answer 429 with Retry-After when it runs out.
 * category: http
 * check: serve --allow-net
 * keywords: rate limiting, throttle, 429, Too Many Requests, Retry-After, token bucket, remoteAddr
 */

// A token bucket per client: it holds up to `capacity` tokens, each request
// spends one, and tokens flow back at `refillPerSecond`. That allows a short
// burst but caps the long-run rate. (A long-running server would also drop
// buckets that have been full for a while, so the map does not keep growing.)
const capacity = 3;
const refillPerSecond = 0.2;
const buckets = new Map<string, { tokens: number; updated: number }>();

// Top the bucket up for the time that passed, then try to take a token. When
// none is left, return how many seconds until the next one arrives.
function take(client: string, now = Date.now()): number {
  const bucket = buckets.get(client) ?? { tokens: capacity, updated: now };
  const elapsed = (now - bucket.updated) / 1000;
  bucket.tokens = Math.min(capacity, bucket.tokens + elapsed * refillPerSecond);
  bucket.updated = now;
  buckets.set(client, bucket);
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 0;
  }
  return Math.ceil((1 - bucket.tokens) / refillPerSecond);
}

// The second argument of the handler carries the client's address. Behind a
// proxy or load balancer that is the proxy's address: key on the header it
// sets (such as `X-Forwarded-For`) instead, but only if you trust the proxy.
// The map lives in this process; several instances would share a store such
// as Deno KV or Redis.
Deno.serve((_req, info) => {
  const wait = take(info.remoteAddr.hostname);
  if (wait > 0) {
    return new Response("Too many requests, slow down\n", {
      status: 429,
      headers: { "Retry-After": String(wait) },
    });
  }
  return new Response("ok\n");
});

/* Output:
$ curl -s -w '%{http_code}\n' http://localhost:8000/
ok
200
$ curl -s -w '%{http_code}\n' http://localhost:8000/
ok
200
$ curl -s -w '%{http_code}\n' http://localhost:8000/
ok
200
$ curl -s -w '%{http_code}\n' http://localhost:8000/
Too many requests, slow down
429
*/
