/**
 * title: Compare objects by value (deep equality)
 * description: Check whether two objects, arrays, Maps, Sets or Dates hold the same data with equal from @std/assert and isDeepStrictEqual from node:util.
 * category: encoding
 * check: run
 * keywords: deep equal, deepEqual, compare objects, equality, isDeepStrictEqual, equal, value equality, structural
 */
import { equal } from "jsr:@std/assert@^1/equal";
import { isDeepStrictEqual } from "node:util";

// `===` on objects asks "is this the same object?", not "do these hold the
// same data?". Two separately built but identical objects are not `===`.
const a = {
  name: "Ada",
  tags: ["math", "code"],
  joined: new Date("2026-01-05"),
};
const b = {
  tags: ["math", "code"],
  name: "Ada",
  joined: new Date("2026-01-05"),
};
console.log(`===: ${a === b}`);

// Comparing `JSON.stringify` output is a common shortcut that breaks: key
// order matters to it, and it loses information, so a Map and a Set both
// turn into `{}`.
console.log(`JSON, key order: ${JSON.stringify(a) === JSON.stringify(b)}`);
console.log(
  `JSON, Map vs Set: ${
    JSON.stringify(new Map([[1, 2]])) === JSON.stringify(new Set([3]))
  }`,
);

// `equal` from `@std/assert` (the check behind `assertEquals`) walks both
// values: key order does not matter, and Dates, Maps, Sets, typed arrays and
// nested structures compare by content.
console.log(`equal: ${equal(a, b)}`);
console.log(equal(new Map([["x", [1, 2]]]), new Map([["x", [1, 2]]])));
console.log(equal(new Set([1, 2, 3]), new Set([3, 2, 1])));
console.log(equal(new Uint8Array([1, 2]), new Uint8Array([1, 3])));

// `isDeepStrictEqual` from `node:util` does the same job for code shared with
// Node.js. Both functions also compare the class of objects: a `Point` never
// equals a plain object with the same fields.
class Point {
  constructor(public x: number, public y: number) {}
}
console.log(`node:util: ${isDeepStrictEqual(a, b)}`);
const point = new Point(1, 2);
console.log(
  equal(point, { x: 1, y: 2 }),
  isDeepStrictEqual(point, { x: 1, y: 2 }),
);
console.log(
  equal(point, new Point(1, 2)),
  isDeepStrictEqual(point, new Point(1, 2)),
);

/* Output:
===: false
JSON, key order: false
JSON, Map vs Set: true
equal: true
true
true
false
node:util: true
false false
true true
*/
