/**
 * title: Start an HTTP server
 * description: Answer HTTP requests with Deno.serve, a handler that takes a Request and returns a Response.
 * category: http
 * check: serve --allow-net
 * keywords: Deno.serve, web server, handler, Request, Response, localhost
 */

// A handler is a function from a standard `Request` to a `Response`, the same
// classes that `fetch` uses. A plain text body is the simplest answer; a body
// can also be a `Uint8Array`, a `Blob` or a `ReadableStream`.
function hello(): Response {
  return new Response("Hello from Deno\n");
}

// `Response.json` serializes a value and sets `content-type: application/json`
// for you. The request's method, URL and headers are all on `req`.
function info(req: Request, url: URL): Response {
  return Response.json({
    method: req.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
  });
}

// `Deno.serve` listens on port 8000 of all interfaces by default and calls the
// handler once per request. Route on the path, and give everything else a 404.
// Run it with `--allow-net`: it prints `Listening on ...` when it is ready and
// serves until you press Ctrl+C.
Deno.serve((req) => {
  const url = new URL(req.url);
  if (url.pathname === "/") return hello();
  if (url.pathname === "/info") return info(req, url);
  return new Response("Not found\n", { status: 404 });
});

/* Output:
$ curl http://localhost:8000/
Hello from Deno
$ curl 'http://localhost:8000/info?lang=ts'
{"method":"GET","path":"/info","query":{"lang":"ts"}}
$ curl -s -w '%{http_code}\n' http://localhost:8000/missing
Not found
404
*/
