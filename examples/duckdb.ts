/**
 * title: Query a CSV file with DuckDB
 * description: Run analytical SQL over a CSV file with the DuckDB npm package, without loading it into a table first.
 * category: databases
 * check: run --allow-ffi --allow-read --allow-write
 * keywords: duckdb, analytics, olap, csv, sql, aggregate, npm
 */

// DuckDB publishes `@duckdb/node-api` for Node.js, and it works in Deno through `npm:`. Its releases all carry a pre-release suffix, so a `^` range would not match any of
// them; pin an exact version. The package loads a native library, which needs `--allow-ffi`.
import { DuckDBInstance } from "npm:@duckdb/node-api@1.5.6-r.1";

// Write a small CSV of sales to a temporary directory. In practice this is an export or a log
// file you already have; DuckDB reads it in place.
const dir = await Deno.makeTempDir();
const csvPath = `${dir}/sales.csv`;
await Deno.writeTextFile(
  csvPath,
  `date,region,product,amount
2026-11-02,north,tea,12.50
2026-11-02,south,coffee,30.00
2026-11-03,north,coffee,18.25
2026-11-03,south,tea,7.75
2026-11-04,north,tea,9.00
`,
);

// An instance is a database (`:memory:` here, or a file path) and a connection runs SQL on it.
// `read_csv` scans the file directly and infers the column types from the header and values.
const db = await DuckDBInstance.create(":memory:");
const connection = await db.connect();

// Values are bound to `$1`, `$2`, ... rather than pasted into the SQL. `runAndReadAll` waits
// for every row; `getRowObjectsJson` turns each one into a plain JSON-friendly object, in
// which the 64-bit `count(*)` comes out as a string so that no precision is lost.
const reader = await connection.runAndReadAll(
  `SELECT region, count(*) AS orders, sum(amount) AS total
     FROM read_csv($1)
    WHERE date >= $2
    GROUP BY region
    ORDER BY total DESC`,
  [csvPath, "2026-11-03"],
);
console.log(reader.columnNames());
for (const row of reader.getRowObjectsJson()) console.log(row);

// Close the connection and the instance, then remove the CSV file.
connection.closeSync();
db.closeSync();
await Deno.remove(dir, { recursive: true });

/* Output:
[ "region", "orders", "total" ]
{ region: "north", orders: "2", total: 27.25 }
{ region: "south", orders: "1", total: 7.75 }
*/
