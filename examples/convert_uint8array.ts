/**
 * title: Convert a Uint8Array to other types
 * description: Turn a Uint8Array into a number array, JSON, text, hex, base64, an ArrayBuffer, a stream, and other typed arrays, and back again.
 * category: encoding
 * check: run
 * keywords: Uint8Array, bytes, Array.from, JSON, ReadableStream, Response.bytes, Uint16Array, Uint32Array, convert
 */

// `Uint8Array` is what Deno's file, network and crypto APIs read and write,
// so most conversions start or end here. A plain number array is one
// `Array.from` away, useful because `JSON.stringify` turns a typed array
// into an object with index keys, not a list.
const bytes = new Uint8Array([72, 101, 108, 108, 111, 33]);
console.log(JSON.stringify(bytes));
console.log(JSON.stringify(Array.from(bytes)));
console.log(Uint8Array.from(JSON.parse("[72,105]")));

// Text, hex and base64 each have a built-in path in both directions.
console.log(new TextDecoder().decode(bytes), bytes.toHex(), bytes.toBase64());
console.log(Uint8Array.fromBase64("SGVsbG8h").length);

// A `ReadableStream` of bytes is what `fetch` bodies, files and
// subprocess pipes produce. `ReadableStream.from` streams an array of
// chunks, and a `Response` collects a stream back into one `Uint8Array`.
const stream = ReadableStream.from([bytes.subarray(0, 3), bytes.subarray(3)]);
const collected = await new Response(stream).bytes();
console.log(collected);

// Other typed arrays reinterpret the same bytes at a wider width. The byte
// offset must be a multiple of the element size, so copy (`slice`) a
// misaligned window first. The numbers follow the machine's byte order:
// little-endian on x86 and ARM, so the first word is 72 + 101 * 256.
const words = new Uint16Array(bytes.buffer, 0, 3);
console.log(words, words[0] === 72 + 101 * 256);
const odd = bytes.subarray(1, 5);
const aligned = new Uint16Array(odd.slice().buffer);
console.log(aligned);

/* Output:
{"0":72,"1":101,"2":108,"3":108,"4":111,"5":33}
[72,101,108,108,111,33]
Uint8Array(2) [ 72, 105 ]
Hello! 48656c6c6f21 SGVsbG8h
6
Uint8Array(6) [ 72, 101, 108, 108, 111, 33 ]
Uint16Array(3) [ 25928, 27756, 8559 ] true
Uint16Array(2) [ 27749, 28524 ]
*/
