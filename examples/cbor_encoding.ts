/**
 * title: Encode and decode CBOR
 * description: Serialize values to compact binary CBOR with @std/cbor, keeping types JSON cannot carry such as bytes, dates and bigints.
 * category: encoding
 * check: run
 * keywords: cbor, binary, serialize, encodeCbor, decodeCbor, rfc 8949, webauthn, cose
 */
import { decodeCbor } from "jsr:@std/cbor@^0.1/decode-cbor";
import { encodeCbor } from "jsr:@std/cbor@^0.1/encode-cbor";
import { decodeCborSequence } from "jsr:@std/cbor@^0.1/decode-cbor-sequence";
import { encodeCborSequence } from "jsr:@std/cbor@^0.1/encode-cbor-sequence";
import { CborTag } from "jsr:@std/cbor@^0.1/tag";

// CBOR (RFC 8949) is a binary format with the data model of JSON plus more:
// raw bytes, dates, big integers, maps with non-string keys. `encodeCbor`
// turns such a value into a compact `Uint8Array`, where `JSON.stringify`
// gives up on the `bigint` and would flatten the date and the bytes.
const reading = {
  sensor: "greenhouse-3",
  takenAt: new Date("2026-11-29T08:00:00Z"),
  values: [21.5, 40, -3],
  raw: new Uint8Array([0xde, 0xad, 0xbe, 0xef]),
  counter: 2n ** 64n,
};
const bytes = encodeCbor(reading);
console.log(`CBOR: ${bytes.length} bytes`);
try {
  JSON.stringify(reading);
} catch (error) {
  console.log(`JSON: ${(error as Error).message}`);
}

// `decodeCbor` gives the values back with their types: a real `Date`, a
// `Uint8Array` and a `bigint`, with no custom revivers.
const decoded = decodeCbor(bytes) as typeof reading;
console.log(decoded);
console.log(decoded.takenAt instanceof Date, typeof decoded.counter);

// Tags give a value a meaning the format itself lacks. `CborTag` wraps any
// content with a tag number. Tags that `@std/cbor` does not interpret, like
// 32 (a URI), decode as `CborTag` objects, so nothing is lost in transit.
const tagged = decodeCbor(encodeCbor(new CborTag(32, "https://deno.com/")));
console.log(tagged);

// A CBOR sequence is several items back to back with no wrapper, handy for
// appending records to a log file one at a time.
const log = encodeCborSequence([{ event: "start" }, {
  event: "stop",
  code: 0,
}]);
console.log(decodeCborSequence(log));

/* Output:
CBOR: 83 bytes
JSON: Do not know how to serialize a BigInt
{
  sensor: "greenhouse-3",
  takenAt: 2026-11-29T08:00:00.000Z,
  values: [ 21.5, 40, -3 ],
  raw: Uint8Array(4) [ 222, 173, 190, 239 ],
  counter: 18446744073709551616n
}
true bigint
CborTag { tagNumber: 32, tagContent: "https://deno.com/" }
[ { event: "start" }, { event: "stop", code: 0 } ]
*/
