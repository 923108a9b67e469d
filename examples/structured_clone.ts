/**
 * title: Deep copy objects with structuredClone
 * description: Make a true deep copy of nested data, including Dates, Maps, Sets, typed arrays and cycles, with structuredClone.
 * category: web-apis
 * check: run
 * keywords: deep copy, clone, structuredClone, DataCloneError, transfer, JSON.parse(JSON.stringify)
 */

// `structuredClone` copies a value with the same algorithm `postMessage` uses between workers.
// Unlike `JSON.parse(JSON.stringify(x))`, it keeps `Date`, `Map`, `Set`, `BigInt`,
// typed arrays and `undefined`, and nested objects are copied rather than shared.
const original = {
  name: "report",
  created: new Date("2026-01-02T03:04:05Z"),
  tags: new Set(["q1", "draft"]),
  counts: new Map([["views", 10]]),
  big: 2n ** 70n,
  missing: undefined,
  nested: { list: [1, 2, 3] },
};
const copy = structuredClone(original);
copy.nested.list.push(4);
copy.tags.add("copied");
console.log("original:", original.nested.list, original.tags.size);
console.log("copy:", copy.nested.list, copy.tags.size);
console.log("Date?", copy.created instanceof Date, copy.created.toISOString());
console.log("undefined field kept?", "missing" in copy);

// JSON would lose most of that: the `Date` turns into a string, `Map` and `Set` into empty
// objects, the `undefined` field disappears, and a `BigInt` throws (so it is left out here).
const { big: _big, ...jsonable } = original;
console.log("via JSON:", JSON.parse(JSON.stringify(jsonable)));

// Cycles are fine: the copy has the same shape, pointing at itself rather than the original.
type Node = { label: string; self?: Node };
const loop: Node = { label: "loop" };
loop.self = loop;
const loopCopy = structuredClone(loop);
console.log("cycle kept:", loopCopy.self === loopCopy, loopCopy !== loop);

// Functions cannot be cloned: they throw a `DOMException` named `DataCloneError`. Class
// instances are copied field by field and come back as plain objects, without their prototype.
try {
  structuredClone({ onClick: () => {} });
} catch (err) {
  console.log((err as DOMException).name);
}
class Point {
  constructor(public x: number, public y: number) {}
}
const p = structuredClone(new Point(1, 2));
console.log(p, p instanceof Point);

// The `transfer` option moves an `ArrayBuffer` instead of copying it. The source buffer is
// detached afterwards, which is what makes large transfers between workers cheap.
const buffer = new Uint8Array([1, 2, 3]).buffer;
const moved = structuredClone(buffer, { transfer: [buffer] });
console.log("moved:", moved.byteLength, "left behind:", buffer.byteLength);

/* Output:
original: [ 1, 2, 3 ] 2
copy: [ 1, 2, 3, 4 ] 3
Date? true 2026-01-02T03:04:05.000Z
undefined field kept? true
via JSON: {
  name: "report",
  created: "2026-01-02T03:04:05.000Z",
  tags: {},
  counts: {},
  nested: { list: [ 1, 2, 3 ] }
}
cycle kept: true true
DataCloneError
{ x: 1, y: 2 } false
moved: 3 left behind: 0
*/
