/**
 * title: Make HTTP requests with fetch
 * description: Send GET and POST requests with fetch, read the status, headers and body, and send JSON.
 * category: web-apis
 * check: run --allow-net=127.0.0.1
 * keywords: fetch, GET, POST, JSON, Response, Request, http client
 */

// There is no outside network in this example, so it starts a tiny local API first. Port `0`
// lets the operating system pick a free port, and an empty `onListen` keeps the server quiet.
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  async (req) => {
    const url = new URL(req.url);
    if (req.method === "POST" && url.pathname === "/users") {
      const body = await req.json();
      return Response.json({ created: body }, { status: 201 });
    }
    if (req.method === "GET" && url.pathname === "/greeting") {
      return new Response("hello", { headers: { "x-served-by": "local-api" } });
    }
    return new Response("not found", { status: 404 });
  },
);
const base = `http://127.0.0.1:${server.addr.port}`;

// A plain `fetch` call is a GET. It resolves as soon as the status line and headers arrive; the
// body is read separately with `.text()`, `.json()`, `.bytes()` or as a stream.
const res = await fetch(`${base}/greeting`);
console.log(res.status, res.statusText, res.ok);
console.log("x-served-by:", res.headers.get("x-served-by"));
console.log("body:", await res.text());

// To send JSON, pass a method, a `content-type` header and a string body. The response of this
// API is JSON too, so `res.json()` parses it.
const created = await fetch(`${base}/users`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ name: "Ada" }),
});
console.log(created.status, await created.json());

// `fetch` only rejects on network failures. A 404 or 500 still resolves, so check `res.ok`
// (true for 200-299) yourself. Always consume or cancel a body you don't need.
const missing = await fetch(`${base}/nope`, { method: "DELETE" });
console.log(missing.status, "ok?", missing.ok);
await missing.body?.cancel();

await server.shutdown();

/* Output:
200 OK true
x-served-by: local-api
body: hello
201 { created: { name: "Ada" } }
404 ok? false
*/
