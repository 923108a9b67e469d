/**
 * title: Encode and decode MessagePack
 * description: Pack values into compact MessagePack bytes with @std/msgpack, compare the size with JSON, and unpack them again.
 * category: encoding
 * check: run
 * keywords: msgpack, messagepack, binary, serialize, encode, decode, compact
 */
import { decode, encode } from "jsr:@std/msgpack@^1";

// MessagePack is a binary encoding of JSON-like data. Small values take very
// few bytes: this one-entry map is 4 bytes, a map marker with its size, a
// short string marker with the key's length, the key, and the number.
console.log(encode({ a: 1 }).toHex());

// For typical records the saving over JSON text is real, because numbers
// and structure take fewer bytes than their text spelling.
const users = [
  { id: 1, name: "Ada", admin: true, score: 98.5 },
  { id: 2, name: "Linus", admin: false, score: 71.25 },
  { id: 3, name: "Grace", admin: true, score: 88 },
];
const packed = encode(users);
const json = new TextEncoder().encode(JSON.stringify(users));
console.log(`msgpack ${packed.length} bytes, JSON ${json.length} bytes`);

// `decode` rebuilds the values. The result is typed as the union of all
// MessagePack values, so cast it (or validate it) to the shape you expect.
const decoded = decode(packed) as typeof users;
console.log(decoded[1]);

// Unlike JSON, MessagePack carries raw bytes and 64-bit integers as they
// are: a `Uint8Array` and a `bigint` come back as the same types.
const blob = decode(
  encode({ thumbnail: new Uint8Array([137, 80, 78, 71]), big: 2n ** 63n }),
);
console.log(blob);

/* Output:
81a16101
msgpack 105 bytes, JSON 149 bytes
{ id: 2, name: "Linus", admin: false, score: 71.25 }
{
  thumbnail: Uint8Array(4) [ 137, 80, 78, 71 ],
  big: 9223372036854775808n
}
*/
