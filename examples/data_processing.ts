/**
 * title: Group, sort and summarize records with @std/collections
 * description: Process a list of user records with Object.groupBy and the @std/collections helpers sortBy, distinct, partition, sumOf, maxBy, mapValues, associateBy and chunk.
 * category: encoding
 * check: run
 * keywords: collections, groupBy, sortBy, distinct, partition, sumOf, maxBy, mapValues, associateBy, chunk, lodash, array utilities
 */
import { associateBy } from "jsr:@std/collections@^1/associate-by";
import { chunk } from "jsr:@std/collections@^1/chunk";
import { distinct } from "jsr:@std/collections@^1/distinct";
import { mapValues } from "jsr:@std/collections@^1/map-values";
import { maxBy } from "jsr:@std/collections@^1/max-by";
import { partition } from "jsr:@std/collections@^1/partition";
import { sortBy } from "jsr:@std/collections@^1/sort-by";
import { sumOf } from "jsr:@std/collections@^1/sum-of";

// The data: user records as they might come from a database or an API.
interface User {
  id: number;
  name: string;
  country: string;
  spent: number;
  seen: string; // date of the last visit
}
const users: User[] = [
  { id: 1, name: "Ada", country: "UK", spent: 240, seen: "2026-11-28" },
  { id: 2, name: "Linus", country: "FI", spent: 0, seen: "2026-06-02" },
  { id: 3, name: "Grace", country: "US", spent: 410, seen: "2026-11-20" },
  { id: 4, name: "Alan", country: "UK", spent: 15, seen: "2026-11-27" },
  { id: 5, name: "Margaret", country: "US", spent: 95, seen: "2025-12-30" },
];

// `sortBy` sorts by a derived key without mutating the input, here the
// biggest spenders first. `distinct` drops repeated values.
console.log(
  sortBy(users, (u) => u.spent, { order: "desc" }).map((u) => u.name),
);
console.log(distinct(users.map((u) => u.country)));

// `partition` splits by a condition in one pass: users seen since November
// and the rest. `maxBy` finds the record with the largest key.
const [active, inactive] = partition(users, (u) => u.seen >= "2026-11-01");
const names = (list: User[]) => list.map((u) => u.name).join(", ");
console.log(`active: ${names(active)}; inactive: ${names(inactive)}`);
console.log(`top spender: ${maxBy(users, (u) => u.spent)?.name}`);

// Grouping is built into JavaScript as `Object.groupBy`. `mapValues` then
// turns each group into a summary, with `sumOf` adding up a field.
const byCountry = Object.groupBy(users, (u) => u.country);
const revenue = mapValues(
  byCountry,
  (group) => sumOf(group ?? [], (u) => u.spent),
);
console.log(revenue);

// `associateBy` builds a lookup table keyed by a field, for fast access by
// id, and `chunk` cuts a list into batches, for example to send to an API
// that takes at most two records per request.
const byId = associateBy(users, (u) => String(u.id));
console.log(byId["3"].name);
console.log(chunk(users.map((u) => u.id), 2));

/* Output:
[ "Grace", "Ada", "Margaret", "Alan", "Linus" ]
[ "UK", "FI", "US" ]
active: Ada, Grace, Alan; inactive: Linus, Margaret
top spender: Grace
{ UK: 255, FI: 0, US: 505 }
Grace
[ [ 1, 2 ], [ 3, 4 ], [ 5 ] ]
*/
