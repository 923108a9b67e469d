/**
 * title: Build and parse binary data with Uint8Array and DataView
 * description: Assemble a binary message from parts, read and write integers with DataView, and search and compare bytes with @std/bytes.
 * category: encoding
 * check: run
 * keywords: bytes, Uint8Array, DataView, binary, endianness, concat, indexOfNeedle, startsWith, equals, subarray
 */

import { concat } from "jsr:@std/bytes@^1/concat";
import { equals } from "jsr:@std/bytes@^1/equals";
import { indexOfNeedle } from "jsr:@std/bytes@^1/index-of-needle";
import { startsWith } from "jsr:@std/bytes@^1/starts-with";

// Binary formats mix text, integers and raw payloads. Here a message is a
// 4-byte magic "MSG1", a 2-byte type and a 4-byte length, both big-endian,
// then the payload. `DataView` writes integers of a chosen size and byte
// order into a buffer; `concat` joins the pieces into one `Uint8Array`.
const encoder = new TextEncoder();
const payload = encoder.encode("temperature=21.5\r\nhumidity=40");
const header = new Uint8Array(6);
const view = new DataView(header.buffer);
view.setUint16(0, 7); // message type (big-endian unless told otherwise)
view.setUint32(2, payload.length);
const message = concat([encoder.encode("MSG1"), header, payload]);
console.log(
  `${message.length} bytes, header ${message.subarray(0, 10).toHex()}`,
);

// Parsing goes the other way. `startsWith` checks the magic bytes, and a
// `DataView` over the same memory reads the integers back; `byteOffset`
// matters when the array is a view into a larger buffer.
if (!startsWith(message, encoder.encode("MSG1"))) throw new Error("bad magic");
const reader = new DataView(
  message.buffer,
  message.byteOffset,
  message.byteLength,
);
const type = reader.getUint16(4);
const length = reader.getUint32(6);
console.log(`type ${type}, payload length ${length}`);

// `subarray` cuts out the payload without copying (`slice` would copy).
// `indexOfNeedle` finds a byte sequence, here the CRLF line break, the way
// `indexOf` finds a substring.
const body = message.subarray(10, 10 + length);
const crlf = indexOfNeedle(body, encoder.encode("\r\n"));
const decoder = new TextDecoder();
console.log(decoder.decode(body.subarray(0, crlf)));
console.log(decoder.decode(body.subarray(crlf + 2)));

// `===` on two arrays compares identity, not content; `equals` compares the
// bytes. Writing through a subarray changes the original, since they share
// memory.
console.log(body === payload, equals(body, payload));
body[0] = "T".charCodeAt(0);
console.log(decoder.decode(message.subarray(10, 21)));

/* Output:
39 bytes, header 4d53473100070000001d
type 7, payload length 29
temperature=21.5
humidity=40
false true
Temperature
*/
