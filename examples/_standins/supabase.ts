/**
 * Stand-in for a Supabase project's REST API (PostgREST), used by the
 * `supabase` example.
 *
 * Imitates the table endpoints that `npm:@supabase/supabase-js` 2.119.1 calls
 * through `@supabase/postgrest-js` 2.119.1 (request and response shapes as in
 * its `PostgrestQueryBuilder` and `PostgrestFilterBuilder` types):
 *   POST /rest/v1/<table>  insert a JSON row or array of rows; with
 *                          `Prefer: return=representation` reply with the
 *                          stored rows (status 201), else an empty 201
 *   GET  /rest/v1/<table>  rows, with `select=col1,col2`, filters written
 *                          `col=op.value` (eq, neq, gt, gte, lt, lte),
 *                          `order=col.asc|desc` and `limit=n`
 * Tables live in memory and start empty. Each inserted row gets an `id`
 * (1, 2, ...) and a `created_at` one second after the previous row's, from a
 * fixed start, so runs are repeatable. API keys are not checked.
 */

type Row = Record<string, unknown>;
const tables = new Map<string, Row[]>();
let nextId = 1;
const epoch = Date.parse("2026-11-29T09:00:00Z");

function project(row: Row, select: string | null): Row {
  if (!select || select === "*") return row;
  const columns = select.split(",").map((c) => c.trim());
  return Object.fromEntries(columns.map((c) => [c, row[c]]));
}

function matches(row: Row, column: string, filter: string): boolean {
  const dot = filter.indexOf(".");
  const op = filter.slice(0, dot);
  const value = filter.slice(dot + 1);
  const cell = row[column];
  const a = typeof cell === "number" ? cell : String(cell);
  const b = typeof cell === "number" ? Number(value) : value;
  switch (op) {
    case "eq":
      return a === b;
    case "neq":
      return a !== b;
    case "gt":
      return a > b;
    case "gte":
      return a >= b;
    case "lt":
      return a < b;
    case "lte":
      return a <= b;
  }
  return false;
}

Deno.serve(async (req) => {
  const url = new URL(req.url);
  const table = url.pathname.match(/^\/rest\/v1\/([\w-]+)$/)?.[1];
  if (!table) return Response.json({ message: "not found" }, { status: 404 });
  const rows = tables.get(table) ?? [];
  tables.set(table, rows);
  const select = url.searchParams.get("select");

  if (req.method === "POST") {
    const body = await req.json() as Row | Row[];
    const inserted = (Array.isArray(body) ? body : [body]).map((row) => {
      const id = nextId++;
      const created_at = new Date(epoch + id * 1000).toISOString();
      return { id, created_at, ...row };
    });
    rows.push(...inserted);
    const prefer = req.headers.get("prefer") ?? "";
    if (!prefer.includes("return=representation")) {
      return new Response(null, { status: 201 });
    }
    return Response.json(inserted.map((row) => project(row, select)), {
      status: 201,
    });
  }

  if (req.method === "GET") {
    let result = [...rows];
    const reserved = new Set(["select", "order", "limit", "offset"]);
    for (const [column, filter] of url.searchParams) {
      if (!reserved.has(column)) {
        result = result.filter((row) => matches(row, column, filter));
      }
    }
    const order = url.searchParams.get("order");
    if (order) {
      const [column, direction] = order.split(".");
      const sign = direction === "desc" ? -1 : 1;
      result.sort((x, y) =>
        String(x[column]) < String(y[column])
          ? -sign
          : String(x[column]) > String(y[column])
          ? sign
          : 0
      );
    }
    const limit = url.searchParams.get("limit");
    if (limit) result = result.slice(0, Number(limit));
    return Response.json(result.map((row) => project(row, select)));
  }

  return Response.json({ message: "method not supported" }, { status: 405 });
});
