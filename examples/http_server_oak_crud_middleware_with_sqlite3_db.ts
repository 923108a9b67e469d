/**
 * title: Build a CRUD API with middleware and SQLite
 * description: A REST API for a table of books with Hono routes, middleware for timing and errors, and node:sqlite for storage.
 * category: http
 * check: serve --allow-net
 * keywords: crud, rest api, hono, oak, middleware, sqlite, sqlite3, node:sqlite, DatabaseSync, database
 */

import { Hono } from "npm:hono@^4";
import { HTTPException } from "npm:hono@^4/http-exception";
import { DatabaseSync } from "node:sqlite";

// `node:sqlite` ships with Deno, so no native npm module is needed. `:memory:`
// keeps the demo self-contained; pass a file path instead to keep the data
// (that needs `--allow-read` and `--allow-write` for the file).
const db = new DatabaseSync(":memory:");
db.exec(`CREATE TABLE books (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  author TEXT NOT NULL
)`);

// Middleware runs around every handler: code before `await next()` sees the
// request, code after it sees the response. `onError` turns thrown errors into
// JSON, so handlers can simply throw an `HTTPException` with a status.
const app = new Hono();
app.use(async (c, next) => {
  const start = performance.now();
  await next();
  c.header(
    "Server-Timing",
    `app;dur=${(performance.now() - start).toFixed(1)}`,
  );
});
app.onError((err, c) => {
  const status = err instanceof HTTPException ? err.status : 500;
  return c.json({ error: err.message }, status);
});

// Validate the body before it reaches the database, and always bind values as
// `?` parameters rather than splicing them into the SQL text.
async function readBook(req: Request): Promise<[string, string]> {
  const body = await req.json().catch(() => null);
  if (typeof body?.title !== "string" || typeof body?.author !== "string") {
    throw new HTTPException(400, { message: "title and author are required" });
  }
  return [body.title, body.author];
}
function findBook(id: string) {
  const book = db.prepare("SELECT * FROM books WHERE id = ?").get(id);
  if (!book) throw new HTTPException(404, { message: `no book ${id}` });
  return book;
}

// One route per operation: create, read (list and single), update, delete.
app.get("/books", (c) => c.json(db.prepare("SELECT * FROM books").all()));
app.get("/books/:id", (c) => c.json(findBook(c.req.param("id"))));
app.post("/books", async (c) => {
  const insert = db.prepare("INSERT INTO books (title, author) VALUES (?, ?)");
  const { lastInsertRowid } = insert.run(...await readBook(c.req.raw));
  return c.json(findBook(String(lastInsertRowid)), 201);
});
app.put("/books/:id", async (c) => {
  const id = c.req.param("id");
  findBook(id);
  const [title, author] = await readBook(c.req.raw);
  db.prepare("UPDATE books SET title = ?, author = ? WHERE id = ?")
    .run(title, author, id);
  return c.json(findBook(id));
});
app.delete("/books/:id", (c) => {
  const id = c.req.param("id");
  findBook(id);
  db.prepare("DELETE FROM books WHERE id = ?").run(id);
  return c.body(null, 204);
});

Deno.serve(app.fetch);

/* Output:
$ curl -s -X POST -H 'Content-Type: application/json' -d '{"title":"Dune","author":"Herbert"}' -w '%{http_code}\n' http://localhost:8000/books
{"id":1,"title":"Dune","author":"Herbert"}201
$ curl -s -X POST -d '{"title":"Emma"}' -w '%{http_code}\n' http://localhost:8000/books
{"error":"title and author are required"}400
$ curl -X PUT -d '{"title":"Dune","author":"Frank Herbert"}' http://localhost:8000/books/1
{"id":1,"title":"Dune","author":"Frank Herbert"}
$ curl http://localhost:8000/books
[{"id":1,"title":"Dune","author":"Frank Herbert"}]
$ curl -s -X DELETE -w '%{http_code}\n' http://localhost:8000/books/1
204
$ curl -s -w '%{http_code}\n' http://localhost:8000/books/1
{"error":"no book 1"}404
*/
