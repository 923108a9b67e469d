/**
 * title: Read and write JSON
 * description: Parse and stringify JSON, pretty-print it, restore dates with a reviver, write bigints with a replacer, and save it to a file.
 * category: encoding
 * check: run --allow-read --allow-write
 * keywords: json, JSON.parse, JSON.stringify, reviver, replacer, pretty print, bigint, date, json file
 */

// `JSON.stringify` turns a value into text; the third argument indents it
// for humans. A `Date` becomes its ISO string (through its `toJSON` method),
// and `undefined` properties are left out.
const order = {
  id: 7,
  placedAt: new Date("2026-11-29T10:00:00Z"),
  items: [{ sku: "A-1", qty: 2 }],
  note: undefined,
};
const text = JSON.stringify(order, null, 2);
console.log(text);

// `JSON.parse` gives the date back as a plain string. A reviver, called for
// every key and value, can restore it; the same trick works for any type JSON
// has no notation for.
const parsed = JSON.parse(
  text,
  (key, value) => key === "placedAt" ? new Date(value) : value,
);
console.log(parsed.placedAt instanceof Date, parsed.placedAt.getUTCHours());

// `bigint` makes `JSON.stringify` throw. A replacer, the second argument,
// runs before each value is written and can turn it into a string.
const bigintToString = (_key: string, value: unknown) =>
  typeof value === "bigint" ? value.toString() : value;
console.log(JSON.stringify({ views: 2n ** 60n }, bigintToString));

// To save and load JSON files, wrap the same two calls in
// `Deno.writeTextFile` and `Deno.readTextFile`.
const dir = await Deno.makeTempDir();
await Deno.writeTextFile(`${dir}/order.json`, text);
const fromDisk = JSON.parse(await Deno.readTextFile(`${dir}/order.json`));
console.log(fromDisk.items[0].sku);

await Deno.remove(dir, { recursive: true });

/* Output:
{
  "id": 7,
  "placedAt": "2026-11-29T10:00:00.000Z",
  "items": [
    {
      "sku": "A-1",
      "qty": 2
    }
  ]
}
true 10
{"views":"1152921504606846976"}

*/
