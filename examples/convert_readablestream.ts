/**
 * title: Convert a ReadableStream to text, bytes or JSON
 * description: Collect a whole web ReadableStream into a string, Uint8Array, parsed JSON or an array, and make streams from those values again.
 * category: files
 * check: run
 * keywords: ReadableStream, toText, toBytes, toJson, Array.fromAsync, Response, Blob, stream to string
 */

// `@std/streams` has one-call collectors. Each reads the stream to the end,
// so use them only when the whole content fits in memory. A stream can be read
// once, which is why each call below gets a fresh one from `bytes()`.
import { toBytes } from "jsr:@std/streams@^1/to-bytes";
import { toJson } from "jsr:@std/streams@^1/to-json";
import { toText } from "jsr:@std/streams@^1/to-text";

const encoder = new TextEncoder();
function bytes(): ReadableStream<Uint8Array> {
  return ReadableStream.from(['{"name":', '"Ada",', '"year":1815}'])
    .pipeThrough(new TextEncoderStream());
}
console.log(await toText(bytes()));
const raw = await toBytes(bytes());
console.log(raw.constructor.name, raw.length);
console.log(await toJson(bytes()));

// Without the standard library, a `Response` does the same for byte streams:
// it wraps any `ReadableStream<Uint8Array>` and offers `text()`, `json()`,
// `bytes()` and `blob()`.
const response = new Response(bytes());
const blob = await response.blob();
console.log(blob.size, await blob.text());

// A stream of anything else (objects, numbers) collects into an array with
// `Array.fromAsync`, because every `ReadableStream` is async iterable.
const numbers = ReadableStream.from([1, 2, 3]);
console.log(await Array.fromAsync(numbers, (n) => n * 10));

// Going the other way: `ReadableStream.from` accepts arrays, generators and
// other (async) iterables, while a `Blob` or `Response` exposes its contents as
// a byte stream through `.stream()` or `.body`.
const fromBlob = new Blob([encoder.encode("from a blob")]).stream();
const fromResponse = new Response("from a response").body!;
console.log(await toText(fromBlob), "/", await toText(fromResponse));

/* Output:
{"name":"Ada","year":1815}
Uint8Array 26
{ name: "Ada", year: 1815 }
26 {"name":"Ada","year":1815}
[ 10, 20, 30 ]
from a blob / from a response
*/
