/**
 * title: Connect to PostgreSQL and run queries
 * description: Query a PostgreSQL database with the postgres npm package, using tagged templates for safe parameters and a transaction.
 * category: databases
 * check: typecheck needs a running PostgreSQL server, which the example checker does not have
 * env: DATABASE_URL=postgres://app:secret@localhost:5432/app
 * keywords: postgres, postgresql, sql, database, npm:postgres, transaction
 */

import postgres from "npm:postgres@^3";

// The connection string comes from the environment, so the same code works against a local
// server and a hosted one. `postgres()` only creates a pool; connections are opened on the
// first query. Run with `--allow-env --allow-net` (and narrow the net flag to your host).
const url = Deno.env.get("DATABASE_URL");
if (!url) {
  throw new Error("Set DATABASE_URL to a postgres:// connection string");
}
const sql = postgres(url, { max: 5 });

// Queries are tagged template literals. Each `${value}` becomes a bound parameter sent
// separately from the SQL text, so user input cannot change the query.
await sql`
  CREATE TABLE IF NOT EXISTS todos (
    id serial PRIMARY KEY,
    title text NOT NULL,
    done boolean NOT NULL DEFAULT false
  )
`;
const title = "Write the release notes";
const [created] = await sql<{ id: number }[]>`
  INSERT INTO todos (title) VALUES (${title}) RETURNING id
`;
console.log("created todo", created.id);

// `sql.begin` runs the callback inside a transaction: it commits when the callback resolves
// and rolls back if it throws. Use the `tx` it passes in for every query that belongs to it.
await sql.begin(async (tx) => {
  await tx`UPDATE todos SET done = true WHERE id = ${created.id}`;
  await tx`INSERT INTO todos (title) VALUES (${"Announce the release"})`;
});

// The type argument describes the rows; the result is an array of plain objects.
const open = await sql<{ id: number; title: string }[]>`
  SELECT id, title FROM todos WHERE NOT done ORDER BY id
`;
for (const todo of open) console.log(`#${todo.id} ${todo.title}`);

// Close the pool so the program can exit.
await sql.end();
