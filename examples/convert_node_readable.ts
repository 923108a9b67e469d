/**
 * title: Convert between Node.js streams and web streams
 * description: Turn a Node.js Readable into a web ReadableStream with Readable.toWeb, and back with Readable.fromWeb, to mix npm libraries with Deno APIs.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: node:stream, Readable.toWeb, Readable.fromWeb, Writable.toWeb, createReadStream, interop
 */

// Deno's own APIs speak web streams, while many npm packages and `node:`
// modules hand out Node.js streams. `node:stream` converts between the two.
// Start with a file, read through Node's `fs.createReadStream`.
import { createReadStream, createWriteStream } from "node:fs";
import { Readable, Writable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

const path = await Deno.makeTempFile({ suffix: ".txt" });
await Deno.writeTextFile(path, "red\ngreen\nblue\n");

// `Readable.toWeb` wraps a Node.js readable as a web `ReadableStream`, so the
// usual `pipeThrough` stages and `for await` apply. Byte chunks come out as
// `Uint8Array`s.
const nodeStream = createReadStream(path);
const webStream = Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>;
let text = "";
for await (const chunk of webStream.pipeThrough(new TextDecoderStream())) {
  text += chunk;
}
console.log(text.split("\n").filter(Boolean));

// `Readable.fromWeb` goes the other way, for code that expects Node's API:
// events such as `data` and `end`, or `.pipe()`. Here a `fetch`-style body
// from a `Response` becomes a Node.js stream. The type declarations of
// `node:stream/web` differ in a detail from the global `ReadableStream`
// type, so TypeScript needs a cast; at runtime they are the same class.
const body = new Response("from the web side").body!;
const asNode = Readable.fromWeb(body as NodeReadableStream, {
  encoding: "utf8",
});
const received: string[] = [];
asNode.on("data", (chunk: string) => received.push(chunk));
await finished(asNode);
console.log(received.join(""));

// Writables convert too. `Writable.toWeb` turns Node's file writer into a
// `WritableStream`, so a web stream can `pipeTo` it.
const outPath = await Deno.makeTempFile();
const sink = Writable.toWeb(createWriteStream(outPath));
await ReadableStream.from(["written ", "through ", "node:fs"])
  .pipeThrough(new TextEncoderStream())
  .pipeTo(sink);
console.log(await Deno.readTextFile(outPath));

await Deno.remove(path);
await Deno.remove(outPath);

/* Output:
[ "red", "green", "blue" ]
from the web side
written through node:fs
*/
