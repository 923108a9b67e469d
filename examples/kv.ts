/**
 * title: Store and read data with Deno KV
 * description: Open a Deno KV database, then set, get, list and delete entries by their array keys.
 * category: kv
 * check: run --unstable-kv
 * keywords: key-value, database, openKv, get, set, list, delete
 */

// `Deno.openKv()` opens a key-value database. Given a file path it stores the data in that
// SQLite file; with no argument it uses a default location kept for this script between runs.
// `":memory:"` gives a throwaway database that is discarded when the program exits.
const kv = await Deno.openKv(":memory:");

// Keys are arrays of parts (strings, numbers, bigints, booleans or byte arrays), so related
// entries share a prefix. A value can be any structured-serializable value: objects, arrays,
// strings, numbers and more.
await kv.set(["users", "ada"], { name: "Ada Lovelace", born: 1815 });
await kv.set(["users", "alan"], { name: "Alan Turing", born: 1912 });
await kv.set(["users", "grace"], { name: "Grace Hopper", born: 1906 });

// `get` returns an entry with the key, the value and a `versionstamp` that changes on every
// write. A key that was never set comes back with `value: null`.
const ada = await kv.get<{ name: string; born: number }>(["users", "ada"]);
console.log(ada.value?.name, ada.value?.born);
const nobody = await kv.get(["users", "nobody"]);
console.log("missing:", nobody.value, nobody.versionstamp);

// `list` walks every key under a prefix, in key order. Here that is the sorted user names.
for await (const entry of kv.list<{ name: string }>({ prefix: ["users"] })) {
  console.log(entry.key.join("/"), "->", entry.value.name);
}

// `delete` removes one key; listing again shows it is gone. Close the database when done.
await kv.delete(["users", "alan"]);
const left = await Array.fromAsync(
  kv.list({ prefix: ["users"] }),
  (e) => e.key[1],
);
console.log("after delete:", left);
kv.close();

/* Output:
Ada Lovelace 1815
missing: null null
users/ada -> Ada Lovelace
users/alan -> Alan Turing
users/grace -> Grace Hopper
after delete: [ "ada", "grace" ]
*/
