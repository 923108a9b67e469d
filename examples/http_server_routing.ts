/**
 * title: Route requests by method and path
 * description: A small router for Deno.serve built on URLPattern, with path parameters, 404 for unknown paths and 405 for wrong methods.
 * category: http
 * check: serve --allow-net
 * keywords: router, routes, URLPattern, path parameters, 404, 405, Method Not Allowed, REST
 */

// A route is a method, a URL pattern and a handler. `URLPattern` is a web
// standard: `:id` captures one path segment, and the handler receives the
// captured groups by name.
type Params = Record<string, string | undefined>;
interface Route {
  method: string;
  pattern: URLPattern;
  handler: (req: Request, params: Params) => Response | Promise<Response>;
}
const routes: Route[] = [];
function add(method: string, pathname: string, handler: Route["handler"]) {
  routes.push({ method, pattern: new URLPattern({ pathname }), handler });
}

// The routes of the app. Patterns are tried in order, so list the specific
// ones before the general ones.
add("GET", "/", () => new Response("Home\n"));
add("GET", "/users/me", () => new Response("Your profile\n"));
add("GET", "/users/:id", (_req, { id }) => new Response(`User ${id}\n`));
add("DELETE", "/users/:id", (_req, { id }) => new Response(`Deleted ${id}\n`));
add("GET", "/files/*", (_req, params) => new Response(`File ${params[0]}\n`));

// Find the first route whose pattern matches. A path that matches only under
// other methods gets 405 with an `Allow` header listing them; a path that
// matches nothing gets 404.
function router(req: Request): Response | Promise<Response> {
  const allowed = new Set<string>();
  for (const route of routes) {
    const match = route.pattern.exec(req.url);
    if (!match) continue;
    if (route.method === req.method) {
      return route.handler(req, match.pathname.groups);
    }
    allowed.add(route.method);
  }
  if (allowed.size > 0) {
    return new Response("Method not allowed\n", {
      status: 405,
      headers: { Allow: [...allowed].join(", ") },
    });
  }
  return new Response("Not found\n", { status: 404 });
}

Deno.serve(router);

/* Output:
$ curl http://localhost:8000/users/me
Your profile
$ curl http://localhost:8000/users/42
User 42
$ curl -X DELETE http://localhost:8000/users/42
Deleted 42
$ curl http://localhost:8000/files/docs/guide.pdf
File docs/guide.pdf
$ curl -s -X POST -w '%{http_code}\n' http://localhost:8000/users/42
Method not allowed
405
$ curl -s -w '%{http_code}\n' http://localhost:8000/nope
Not found
404
*/
