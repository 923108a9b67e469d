/**
 * title: Build a reverse proxy
 * description: Forward incoming requests to a backend server with fetch, streaming bodies both ways and adding X-Forwarded headers.
 * category: http
 * check: serve --allow-net
 * keywords: reverse proxy, proxy, forward, upstream, backend, gateway, X-Forwarded-For, fetch
 */

// Rebuild the request for the backend: same method, path, query and body,
// with the host swapped. `X-Forwarded-For` and `X-Forwarded-Proto` tell the
// backend who the real client is, since it only sees the proxy's address.
// Passing `req.body` streams it through without buffering, and
// `redirect: "manual"` hands redirects back to the client untouched.
function toBackend(req: Request, clientIp: string): Request {
  const url = new URL(req.url);
  const target = new URL(url.pathname + url.search, upstream);
  const headers = new Headers(req.headers);
  headers.set("x-forwarded-for", clientIp);
  headers.set("x-forwarded-proto", url.protocol.slice(0, -1));
  headers.delete("host");
  return new Request(target, {
    method: req.method,
    headers,
    body: req.body,
    redirect: "manual",
  });
}

// Only paths under `/api/` are proxied, with the prefix kept. Passing the
// backend's response straight back streams it to the client, status and
// headers included. If the backend is down, say so with a 502.
Deno.serve(async (req, info) => {
  if (!new URL(req.url).pathname.startsWith("/api/")) {
    return new Response("proxy: not proxied\n", { status: 404 });
  }
  try {
    return await fetch(toBackend(req, info.remoteAddr.hostname));
  } catch {
    return new Response("proxy: backend unavailable\n", { status: 502 });
  }
});

// The backend that the proxy sits in front of: a stand-in here, started on a
// free port of its own, that describes the request it received. In practice
// `upstream` is another service's address. It starts second because
// `DENO_SERVE_ADDRESS`, when set, only applies to a program's first
// `Deno.serve`.
const backend = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  async (req) => {
    const url = new URL(req.url);
    const forwardedFor = req.headers.get("x-forwarded-for");
    const body = req.body ? ` body=${await req.text()}` : "";
    return new Response(
      `backend saw ${req.method} ${url.pathname}${url.search} from ${forwardedFor}${body}\n`,
    );
  },
);
const upstream = `http://127.0.0.1:${backend.addr.port}`;

/* Output:
$ curl 'http://localhost:8000/api/users?page=2'
backend saw GET /api/users?page=2 from 127.0.0.1
$ curl -d 'name=ada' http://localhost:8000/api/users
backend saw POST /api/users from 127.0.0.1 body=name=ada
$ curl -s -w '%{http_code}\n' http://localhost:8000/admin
proxy: not proxied
404
*/
