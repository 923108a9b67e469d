/**
 * title: Read and set cookies in an HTTP server
 * description: Parse the Cookie header, send Set-Cookie with safe attributes, and delete a cookie, using @std/http.
 * category: http
 * check: serve --allow-net
 * keywords: getCookies, setCookie, deleteCookie, Set-Cookie, HttpOnly, SameSite, visit counter
 */

import { deleteCookie, getCookies, setCookie } from "jsr:@std/http@^1/cookie";

// `getCookies` parses the request's `Cookie` header into a plain object.
// Cookies come from the client, so treat them as untrusted input: here a
// missing or non-numeric value just counts as zero visits.
function visitsSoFar(req: Request): number {
  const n = Number(getCookies(req.headers).visits);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

// `setCookie` appends a `Set-Cookie` header. `httpOnly` hides the cookie from
// page scripts, `sameSite: "Lax"` keeps it off most cross-site requests, and
// `maxAge` (in seconds) makes it outlive the browser session.
function countVisit(req: Request): Response {
  const visits = visitsSoFar(req) + 1;
  const headers = new Headers();
  setCookie(headers, {
    name: "visits",
    value: String(visits),
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    maxAge: 60 * 60 * 24 * 365,
  });
  return new Response(`Visit number ${visits}\n`, { headers });
}

// Deleting a cookie means sending it again, empty and already expired. The
// path must match the one it was set with, or the browser keeps the old one.
function forget(): Response {
  const headers = new Headers();
  deleteCookie(headers, "visits", { path: "/" });
  return new Response("Visits forgotten\n", { headers });
}

// curl sends no cookies unless told to, so the requests below pass a `Cookie`
// header by hand. A browser, or `curl -b jar.txt -c jar.txt`, would send back
// what the server set.
Deno.serve((req) => {
  const { pathname } = new URL(req.url);
  if (pathname === "/forget") return forget();
  return countVisit(req);
});

/* Output:
$ curl http://localhost:8000/
Visit number 1
$ curl -H 'Cookie: theme=dark; visits=4' http://localhost:8000/
Visit number 5
$ curl http://localhost:8000/forget
Visits forgotten
*/
