/**
 * title: Build a web app with Hono
 * description: Define routes with path parameters, JSON bodies and a route group in the Hono framework, and serve it with Deno.serve.
 * category: http
 * check: serve --allow-net
 * keywords: hono, framework, router, middleware, express alternative, npm:hono, app.fetch
 */

import { Hono } from "npm:hono@^4";

// A Hono app is a router plus middleware. Each handler gets a context `c`
// with the request (`c.req`) and helpers that build responses: `c.text`,
// `c.json`, `c.html`, `c.redirect`.
const app = new Hono();
app.get("/", (c) => c.text("Hello from Hono on Deno\n"));

// Middleware registered with `use` wraps the handlers registered after it:
// code after `await next()` runs once the response exists. Register it
// first, because Hono matches in registration order.
app.use("/todos/*", async (c, next) => {
  await next();
  c.header("x-api-version", "1");
});

// `:name` captures a path segment; `c.req.query` reads the query string.
app.get("/greet/:name", (c) => {
  const name = c.req.param("name");
  const punctuation = c.req.query("excited") ? "!" : ".";
  return c.text(`Hello, ${name}${punctuation}\n`);
});

// Related routes can live in their own small app, mounted under a prefix.
// `c.req.json()` parses the body; the status code is the second argument of
// `c.json`.
const todos = new Hono();
const items: { id: number; title: string }[] = [];
todos.get("/", (c) => c.json(items));
todos.post("/", async (c) => {
  const { title } = await c.req.json<{ title: string }>();
  const item = { id: items.length + 1, title };
  items.push(item);
  return c.json(item, 201);
});
app.route("/todos", todos);

// `notFound` customizes the 404. `app.fetch` is a standard `(Request) => Response`
// handler, which is exactly what `Deno.serve` takes.
app.notFound((c) => c.text("Nothing here\n", 404));
Deno.serve(app.fetch);

/* Output:
$ curl 'http://localhost:8000/greet/Deno?excited=1'
Hello, Deno!
$ curl -s -H 'Content-Type: application/json' -d '{"title":"write docs"}' -w '%{http_code}\n' http://localhost:8000/todos
{"id":1,"title":"write docs"}201
$ curl http://localhost:8000/todos
[{"id":1,"title":"write docs"}]
$ curl -s -w '%{http_code}\n' http://localhost:8000/missing
Nothing here
404
*/
