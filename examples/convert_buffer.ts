/**
 * title: Convert a Node.js Buffer to and from strings and Uint8Array
 * description: Use node:buffer in Deno to turn Buffers into strings in several encodings, into Uint8Array and ArrayBuffer, and back.
 * category: encoding
 * check: run
 * keywords: Buffer, node:buffer, Buffer.from, toString, hex, base64, Uint8Array, ArrayBuffer, npm compatibility
 */
import { Buffer } from "node:buffer";

// npm packages often take or return a Node.js `Buffer`. Deno provides it in
// `node:buffer`. `Buffer.from` reads a string in a given encoding, and
// `toString` writes one, so converting between encodings is one line each.
const buf = Buffer.from("Grüße", "utf8");
console.log(buf);
console.log(buf.toString("hex"));
console.log(buf.toString("base64"));
console.log(Buffer.from("R3LDvMOfZQ==", "base64").toString("utf8"));

// A `Buffer` is a subclass of `Uint8Array`, so it can go straight to any Web
// or Deno API that expects bytes. The reverse needs a wrapper: `Buffer.from`
// on a typed array copies it, while passing its `buffer`, offset and length
// creates a Buffer over the same memory.
console.log(buf instanceof Uint8Array);
const bytes = new Uint8Array([104, 105]);
const copy = Buffer.from(bytes);
const shared = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
bytes[0] = 72;
console.log(copy.toString(), shared.toString());

// Small Buffers are carved out of a shared 8 KiB pool, so `buf.buffer` can be
// far larger than the Buffer itself. Slice out exactly its bytes when an API
// wants an `ArrayBuffer`.
console.log(`buf.length ${buf.length}, buf.buffer ${buf.buffer.byteLength}`);
const exact = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length);
console.log(`exact ArrayBuffer: ${exact.byteLength} bytes`);

// Buffer also reads and writes integers at an offset, like `DataView` does.
const header = Buffer.alloc(6);
header.writeUInt16BE(443, 0);
header.writeUInt32LE(1_000_000, 2);
console.log(header, header.readUInt16BE(0), header.readUInt32LE(2));

/* Output:
<Buffer 47 72 c3 bc c3 9f 65>
4772c3bcc39f65
R3LDvMOfZQ==
Grüße
true
hi Hi
buf.length 7, buf.buffer 8192
exact ArrayBuffer: 7 bytes
<Buffer 01 bb 40 42 0f 00> 443 1000000
*/
