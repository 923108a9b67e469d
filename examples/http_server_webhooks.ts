/**
 * title: Receive webhooks and verify their signatures
 * description: Accept webhook POSTs, check the HMAC-SHA256 signature over the raw body, and ignore redelivered events.
 * category: http
 * check: serve --allow-net --allow-env=WEBHOOK_SECRET
 * env: WEBHOOK_SECRET=whsec_demo
 * keywords: webhook, hmac, signature, X-Hub-Signature-256, sha256, verify, GitHub webhook, Stripe webhook, idempotency
 */

import { decodeHex } from "jsr:@std/encoding@^1/hex";

// The sender and you share a secret; it signs every delivery with it. Keep it
// out of the code: read it from the environment and refuse to start without.
const secret = Deno.env.get("WEBHOOK_SECRET");
if (!secret) throw new Error("set WEBHOOK_SECRET");
const key = await crypto.subtle.importKey(
  "raw",
  new TextEncoder().encode(secret),
  { name: "HMAC", hash: "SHA-256" },
  false,
  ["verify"],
);

// The signature covers the exact bytes that were sent, so verify the raw body
// before parsing it. Here the header is `sha256=<hex>`, as GitHub sends it.
// `crypto.subtle.verify` recomputes the MAC with the shared key and compares
// it with the one the sender attached.
function verified(
  req: Request,
  body: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const header = req.headers.get("x-hub-signature-256") ?? "";
  if (!/^sha256=[0-9a-f]{64}$/.test(header)) return Promise.resolve(false);
  const signature = decodeHex(header.slice("sha256=".length));
  return crypto.subtle.verify("HMAC", key, signature, body);
}

// Senders retry when they get no 2xx in time, so the same event can arrive
// twice. Remember delivery ids and acknowledge repeats without acting again.
// Answer quickly and do slow work afterwards, e.g. in a queue.
const seen = new Set<string>();
Deno.serve(async (req) => {
  if (req.method !== "POST") return new Response(null, { status: 405 });
  const body = await req.bytes();
  if (!await verified(req, body)) {
    return new Response("bad signature\n", { status: 401 });
  }
  const delivery = req.headers.get("x-delivery-id") ?? crypto.randomUUID();
  if (seen.has(delivery)) return new Response("already handled\n");
  seen.add(delivery);
  const event = JSON.parse(new TextDecoder().decode(body));
  return new Response(`handled ${event.action} #${event.number}\n`);
});

/* Output:
$ curl -s -w '%{http_code}\n' -d '{"action":"opened","number":7}' -H 'X-Hub-Signature-256: sha256=0000000000000000000000000000000000000000000000000000000000000000' http://localhost:8000/
bad signature
401
$ curl -d '{"action":"opened","number":7}' -H 'X-Delivery-Id: d-1' -H 'X-Hub-Signature-256: sha256=01e4d11778f67bb58d92bbbdf8342d571cedab489fe3b5049d4a985516b4f645' http://localhost:8000/
handled opened #7
$ curl -d '{"action":"opened","number":7}' -H 'X-Delivery-Id: d-1' -H 'X-Hub-Signature-256: sha256=01e4d11778f67bb58d92bbbdf8342d571cedab489fe3b5049d4a985516b4f645' http://localhost:8000/
already handled
*/
