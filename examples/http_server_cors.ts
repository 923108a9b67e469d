/**
 * title: Allow cross-origin requests (CORS)
 * description: Answer CORS preflight requests and add Access-Control-Allow-* headers for an allow-list of origins.
 * category: http
 * check: run --allow-net=127.0.0.1
 * keywords: cors, preflight, OPTIONS, Access-Control-Allow-Origin, Origin header, cross-origin
 */

// Browsers only let a page on another origin read your responses if the
// response names that origin. Keep an explicit allow-list rather than answering
// `*`, which would not work with cookies or `Authorization` anyway.
const allowedOrigins = new Set(["https://app.example.com"]);

// For a known origin, echo it back. `Vary: Origin` tells caches that the
// answer differs per origin, so one origin's response is never reused for
// another.
function corsHeaders(req: Request): Headers {
  const headers = new Headers({ "Vary": "Origin" });
  const origin = req.headers.get("Origin");
  if (origin && allowedOrigins.has(origin)) {
    headers.set("Access-Control-Allow-Origin", origin);
  }
  return headers;
}

// Before a "non-simple" request (a PUT, a JSON body, a custom header) the
// browser sends an `OPTIONS` preflight. Answer it with 204 and the methods and
// headers you accept; `Max-Age` lets the browser cache the answer for an hour.
// (Port 0 lets the system pick a free port for this self-contained demo.)
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  (req) => {
    const headers = corsHeaders(req);
    if (req.method === "OPTIONS") {
      headers.set("Access-Control-Allow-Methods", "GET, PUT, DELETE");
      headers.set(
        "Access-Control-Allow-Headers",
        "Content-Type, Authorization",
      );
      headers.set("Access-Control-Max-Age", "3600");
      return new Response(null, { status: 204, headers });
    }
    return Response.json({ ok: true }, { headers });
  },
);

// Play the browser: send a preflight from an allowed origin and a plain GET
// from an unknown one, and print the CORS headers that came back. The second
// response has no `Access-Control-Allow-Origin`, so a browser would hide it
// from the page.
const base = `http://127.0.0.1:${server.addr.port}/api/items/1`;
const requests = [
  new Request(base, {
    method: "OPTIONS",
    headers: {
      "Origin": "https://app.example.com",
      "Access-Control-Request-Method": "PUT",
    },
  }),
  new Request(base, { headers: { "Origin": "https://evil.example" } }),
];
for (const req of requests) {
  const res = await fetch(req);
  await res.body?.cancel();
  console.log(`${req.method} from ${req.headers.get("Origin")}: ${res.status}`);
  for (const [name, value] of res.headers) {
    if (name.startsWith("access-control-") || name === "vary") {
      console.log(`  ${name}: ${value}`);
    }
  }
}
await server.shutdown();

/* Output:
OPTIONS from https://app.example.com: 204
  access-control-allow-headers: Content-Type, Authorization
  access-control-allow-methods: GET, PUT, DELETE
  access-control-allow-origin: https://app.example.com
  access-control-max-age: 3600
  vary: Origin
GET from https://evil.example: 200
  vary: Origin
*/
