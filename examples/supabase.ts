/**
 * title: Read and write a Supabase table
 * description: Use supabase-js to insert rows into a Supabase Postgres table and query them back with filters.
 * category: databases
 * check: run --allow-env --allow-net=127.0.0.1
 * standin: supabase
 * env: SUPABASE_URL={standin}
 * env: SUPABASE_KEY=test-anon-key
 * keywords: supabase, postgrest, postgres, database, npm:@supabase/supabase-js
 */

import { createClient } from "npm:@supabase/supabase-js@^2";

// The client needs the project URL and an API key, both from the project's settings. Keep
// them in environment variables and run with `--allow-env --allow-net`. (This example's check
// sets `SUPABASE_URL` to a local stand-in for the project's REST API.)
const url = Deno.env.get("SUPABASE_URL");
const key = Deno.env.get("SUPABASE_KEY");
if (!url || !key) throw new Error("Set SUPABASE_URL and SUPABASE_KEY");
const supabase = createClient(url, key);

// The row type describes a `notes` table with `id`, `title`, `pinned` and `created_at`
// columns. Without types generated from your schema, `overrideTypes` tells TypeScript what
// the rows look like; supabase-js sends each query over HTTP to the project's REST API.
type Note = { id: number; title: string; pinned: boolean; created_at: string };

// Calls do not throw on a database error: each resolves to `{ data, error }`, so check `error`
// before using `data`. Chaining `.select()` after `.insert()` returns the stored rows.
const { data: inserted, error: insertError } = await supabase
  .from("notes")
  .insert([
    { title: "Buy oat milk", pinned: false },
    { title: "Renew passport", pinned: true },
    { title: "Book the dentist", pinned: true },
  ])
  .select()
  .overrideTypes<Note[], { merge: false }>();
if (insertError) throw insertError;
console.log("inserted ids:", inserted.map((note) => note.id));

// Filters such as `.eq()` become part of the request, so only the matching rows leave the
// database; `.order()` and `.limit()` work the same way.
const { data: pinned, error } = await supabase
  .from("notes")
  .select("id, title")
  .eq("pinned", true)
  .order("created_at", { ascending: false })
  .limit(10)
  .overrideTypes<Pick<Note, "id" | "title">[], { merge: false }>();
if (error) throw error;
for (const note of pinned) console.log(`#${note.id} ${note.title}`);

/* Output:
inserted ids: [ 1, 2, 3 ]
#3 Book the dentist
#2 Renew passport
*/
