/**
 * title: Generate sortable ids with ULID
 * description: Create ULIDs with @std/ulid, read the timestamp back out of one, and keep ids strictly increasing within the same millisecond.
 * category: crypto
 * check: run
 * keywords: ulid, sortable id, unique id, monotonic, decodeTime, timestamp id, crockford base32
 */

import { ulid } from "jsr:@std/ulid@^1/ulid";
import { monotonicUlid } from "jsr:@std/ulid@^1/monotonic-ulid";
import { decodeTime } from "jsr:@std/ulid@^1/decode-time";

// A ULID is 26 characters of Crockford base32: 10 for the time in
// milliseconds, then 16 for 80 random bits. It needs no hyphens, is safe in
// URLs, and sorts as text in creation order.
const id = ulid();
console.log(id);
console.log(`length: ${id.length}`);

// `ulid` takes an optional time, here a fixed one. The first 10 characters
// encode it, and `decodeTime` recovers it, so a ULID doubles as a creation
// timestamp.
const created = Date.UTC(2026, 10, 29, 12, 30);
const fixed = ulid(created);
console.log(`time part: ${fixed.slice(0, 10)}`);
console.log(new Date(decodeTime(fixed)).toISOString());

// Two `ulid` calls in the same millisecond get random suffixes, so their
// order is a coin toss. `monotonicUlid` instead increments the previous
// random part by one when the time has not moved, keeping ids strictly
// increasing.
const batch = [
  monotonicUlid(created),
  monotonicUlid(created),
  monotonicUlid(created),
];
console.log(batch.map((x) => x.slice(0, 10)).join(" "));
console.log(
  `strictly increasing: ${batch[0] < batch[1] && batch[1] < batch[2]}`,
);

/* Output:
...
length: 26
time part: 01M8KMH7A0
2026-11-29T12:30:00.000Z
01M8KMH7A0 01M8KMH7A0 01M8KMH7A0
strictly increasing: true
*/
