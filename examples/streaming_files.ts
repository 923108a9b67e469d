/**
 * title: Stream a large file
 * description: Process a file chunk by chunk through its readable and writable streams, so memory use stays flat however big the file is.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: stream, readable, writable, pipeTo, pipeThrough, TextLineStream, large file, chunks
 */

// Produce a file of 100,000 lines without ever holding it in memory:
// `Deno.writeTextFile` accepts a `ReadableStream<string>` and writes each
// chunk as it is pulled. `ReadableStream.from` turns a generator into one.
import { TextLineStream } from "jsr:@std/streams@^1/text-line-stream";

const path = await Deno.makeTempFile({ suffix: ".txt" });
function* numbers() {
  for (let i = 1; i <= 100_000; i++) yield `${i}\n`;
}
await Deno.writeTextFile(path, ReadableStream.from(numbers()));
console.log(`size: ${(await Deno.stat(path)).size} bytes`);

// `file.readable` delivers the file as a stream of byte chunks. A chunk ends
// wherever the read happened to stop, so decode the bytes with
// `TextDecoderStream` and regroup them into lines with `TextLineStream` before
// handling one line at a time.
const file = await Deno.open(path);
const lines = file.readable
  .pipeThrough(new TextDecoderStream())
  .pipeThrough(new TextLineStream());
let count = 0;
let sum = 0;
for await (const line of lines) {
  count++;
  sum += Number(line);
}
console.log(`lines: ${count}, sum: ${sum}`);

// The chunks themselves are plain `Uint8Array`s, and the file arrives as
// several of them rather than one big buffer. The stream closes the file once
// it has been read to the end, so no `close()` is needed.
let chunks = 0;
for await (const _chunk of (await Deno.open(path)).readable) chunks++;
console.log(`read in more than one chunk: ${chunks > 1}`);

// To copy a stream somewhere else, `pipeTo` moves chunks from a readable to a
// writable as fast as the destination accepts them, and closes both files
// at the end.
const copy = await Deno.makeTempFile();
const source = await Deno.open(path);
const target = await Deno.open(copy, { write: true, truncate: true });
await source.readable.pipeTo(target.writable);
console.log(`copy: ${(await Deno.stat(copy)).size} bytes`);

await Deno.remove(path);
await Deno.remove(copy);

/* Output:
size: 588895 bytes
lines: 100000, sum: 5000050000
read in more than one chunk: true
copy: 588895 bytes
*/
