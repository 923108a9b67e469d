/**
 * title: Use Node.js streams in an HTTP server
 * description: Convert between Node.js streams and web streams to send a file with createReadStream and transform a request body in Deno.serve.
 * category: http
 * check: serve --allow-net --allow-read --allow-write
 * keywords: node:stream, Readable.toWeb, Readable.fromWeb, Transform, createReadStream, npm compatibility
 */

import { createReadStream } from "node:fs";
import { Readable, Transform } from "node:stream";

// A file to stream. Libraries from npm often hand you Node.js streams like
// the one `createReadStream` returns, while `Deno.serve` speaks web streams.
// The file is removed when you stop the server with Ctrl+C.
const path = await Deno.makeTempFile({ suffix: ".log" });
await Deno.writeTextFile(path, "boot ok\nlisten ok\n");
Deno.addSignalListener("SIGINT", () => {
  Deno.removeSync(path);
  Deno.exit();
});

// `Readable.toWeb` wraps a Node.js readable as a web `ReadableStream`, which a
// `Response` can send chunk by chunk without reading the whole file first.
function sendFile(): Response {
  const body = Readable.toWeb(createReadStream(path));
  return new Response(body, { headers: { "content-type": "text/plain" } });
}

// The other direction: `Readable.fromWeb` turns the request body into a
// Node.js readable, so it can flow through a Node.js `Transform`; the result
// goes back to a web stream for the response. The `utf8` encoding decodes
// the bytes before the transform sees them, so a character split across two
// chunks stays whole.
function shout(body: ReadableStream<Uint8Array>): Response {
  const upper = new Transform({
    transform(chunk, _encoding, done) {
      done(null, chunk.toString().toUpperCase());
    },
  });
  const input = Readable.fromWeb(body, { encoding: "utf8" });
  return new Response(Readable.toWeb(input.pipe(upper)));
}

// A GET request has no body, so `req.body` is `null` there and `/shout` only
// answers requests that send one.
Deno.serve((req) => {
  const { pathname } = new URL(req.url);
  if (pathname === "/log") return sendFile();
  if (pathname === "/shout" && req.body) return shout(req.body);
  return new Response("Try /log or POST /shout\n", { status: 404 });
});

/* Output:
$ curl http://localhost:8000/log
boot ok
listen ok
$ curl -d 'streams meet streams' http://localhost:8000/shout
STREAMS MEET STREAMS
*/
