/**
 * title: Use a SQLite database with node:sqlite
 * description: Create a SQLite database file, insert rows with prepared statements inside a transaction, and query them back.
 * category: databases
 * check: run --allow-read --allow-write
 * keywords: sqlite, sql, DatabaseSync, prepared statement, transaction, node:sqlite
 */

import { DatabaseSync } from "node:sqlite";

// Deno ships the `node:sqlite` module, so a SQLite database needs no package and no native
// add-on. `DatabaseSync` opens (or creates) a database file; pass `":memory:"` instead for a
// database that lives only in memory. File access needs `--allow-read` and `--allow-write`.
const dir = await Deno.makeTempDir();
const db = new DatabaseSync(`${dir}/shop.db`);

db.exec(`
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    price_cents INTEGER NOT NULL
  )
`);

// A prepared statement is compiled once and run many times with different values. The `?`
// placeholders are bound to the arguments, so input never becomes part of the SQL text.
// Wrapping the inserts in a transaction makes them land together or not at all.
const insert = db.prepare(
  "INSERT INTO products (name, price_cents) VALUES (?, ?)",
);
const items: [string, number][] = [["tea", 450], ["mug", 1200], ["honey", 800]];
db.exec("BEGIN");
for (const [name, price] of items) {
  const { lastInsertRowid } = insert.run(name, price);
  console.log(`inserted ${name} as id ${lastInsertRowid}`);
}
db.exec("COMMIT");

// Named parameters (`:max`) read better when a query takes several values. `all()` returns
// every row as an object keyed by column name; `get()` returns only the first row.
const cheap = db.prepare(
  "SELECT name, price_cents FROM products WHERE price_cents <= :max ORDER BY price_cents",
);
for (const row of cheap.all({ max: 1000 })) {
  console.log(`${row.name}: $${(Number(row.price_cents) / 100).toFixed(2)}`);
}
const total = db.prepare("SELECT count(*) AS n FROM products").get();
console.log("products:", total?.n);

// Close the database before removing its file.
db.close();
await Deno.remove(dir, { recursive: true });

/* Output:
inserted tea as id 1
inserted mug as id 2
inserted honey as id 3
tea: $4.50
honey: $8.00
products: 3
*/
