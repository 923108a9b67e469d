/**
 * title: Generate and validate UUIDs
 * description: Make random v4 UUIDs with crypto.randomUUID, time-ordered v7 and name-based v5 UUIDs with @std/uuid, and check UUID strings.
 * category: crypto
 * check: run
 * keywords: uuid, guid, randomUUID, uuid v4, uuid v7, uuid v5, unique id, validate
 */

import { validate, version } from "jsr:@std/uuid@^1/common";
import { NAMESPACE_URL } from "jsr:@std/uuid@^1/constants";
import * as v5 from "jsr:@std/uuid@^1/v5";
import * as v7 from "jsr:@std/uuid@^1/v7";

// For a random identifier, the built-in `crypto.randomUUID()` is all you need.
// It returns a version 4 UUID: 122 random bits in the familiar 8-4-4-4-12 hex
// layout.
const id = crypto.randomUUID();
console.log(id);
console.log(`valid: ${validate(id)}, version: ${version(id)}`);

// Random v4 ids carry no order. A version 7 UUID starts with the creation
// time in milliseconds, so ids made later sort later, and the time can be read
// back out. Here the timestamps are fixed to show that.
const earlier = v7.generate(Date.UTC(2026, 10, 29, 9, 0));
const later = v7.generate(Date.UTC(2026, 10, 29, 9, 1));
console.log(earlier);
console.log(`sorted by time: ${[later, earlier].sort()[0] === earlier}`);
console.log(new Date(v7.extractTimestamp(later)).toISOString());

// A version 5 UUID is not random at all: it is a SHA-1 hash of a namespace
// UUID and a name. The same name always maps to the same id, which is handy
// for deriving stable ids from URLs or emails.
const data = new TextEncoder().encode("https://deno.com/");
console.log(await v5.generate(NAMESPACE_URL, data));
console.log(await v5.generate(NAMESPACE_URL, data));

// `validate` checks the format of untrusted input, and `version` reads the
// version digit (the first digit of the third group).
for (const input of ["not-a-uuid", "018f3c1e-7b2a-7c4d-9e5f-0123456789ab"]) {
  console.log(
    `${input}: ${validate(input) ? `v${version(input)}` : "invalid"}`,
  );
}

/* Output:
...
valid: true, version: 4
...
sorted by time: true
2026-11-29T09:01:00.000Z
98dde5f0-cd9e-5d3d-bc32-881d4cf6c506
98dde5f0-cd9e-5d3d-bc32-881d4cf6c506
not-a-uuid: invalid
018f3c1e-7b2a-7c4d-9e5f-0123456789ab: v7
*/
