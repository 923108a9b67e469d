/**
 * title: Convert an ArrayBuffer to and from other types
 * description: Read an ArrayBuffer through typed arrays and DataView, turn it into text, base64 or a Blob, and get a correctly sized ArrayBuffer out of a Uint8Array.
 * category: encoding
 * check: run
 * keywords: ArrayBuffer, Uint8Array, DataView, TextDecoder, arrayBuffer(), buffer, byteOffset, convert, binary
 */

// APIs such as `crypto.subtle.digest`, `Response.arrayBuffer()` and
// `Blob.arrayBuffer()` hand back an `ArrayBuffer`: raw memory with no way to
// index it. To read or change the bytes, put a view on it. Views share the
// buffer, so a write through one is seen by all. Typed arrays such as
// `Float32Array` use the machine's byte order (little-endian on x86 and ARM),
// while `DataView` defaults to big-endian, hence the `true` below.
const buffer = new ArrayBuffer(8);
const bytes = new Uint8Array(buffer);
const view = new DataView(buffer);
view.setUint32(0, 0xcafebabe);
view.setFloat32(4, 1.5, true);
console.log(bytes);
console.log(view.getUint16(0).toString(16), new Float32Array(buffer, 4, 1)[0]);

// Text, base64, and a `Blob` or `Response` body take an `ArrayBuffer` as it
// is, or through a `Uint8Array` view.
const textBuffer = await new Response("héllo").arrayBuffer();
console.log(
  `${textBuffer.byteLength} bytes -> ${new TextDecoder().decode(textBuffer)}`,
);
console.log(new Uint8Array(textBuffer).toBase64());
console.log(await new Blob([textBuffer]).text());

// The other way, watch out: a `Uint8Array` may be a window into a larger
// buffer, and its `.buffer` is always the whole thing. Copy out just the
// window with `slice` when an API wants an `ArrayBuffer` of exactly those
// bytes.
const packet = new TextEncoder().encode("HDR:payload");
const body = packet.subarray(4);
console.log(`body.buffer: ${body.buffer.byteLength} bytes (the whole packet)`);
const exact = body.buffer.slice(
  body.byteOffset,
  body.byteOffset + body.byteLength,
);
console.log(`exact: ${exact.byteLength} bytes`);
console.log(`body.slice().buffer: ${body.slice().buffer.byteLength} bytes`);

/* Output:
Uint8Array(8) [
  202, 254, 186, 190,
    0,   0, 192,  63
]
cafe 1.5
6 bytes -> héllo
aMOpbGxv
héllo
body.buffer: 11 bytes (the whole packet)
exact: 7 bytes
body.slice().buffer: 7 bytes
*/
