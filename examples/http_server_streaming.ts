/**
 * title: Stream an HTTP response
 * description: Send a response body piece by piece from an async generator, so clients see data before it is all ready and memory stays flat.
 * category: http
 * check: serve --allow-net
 * keywords: streaming response, ReadableStream, ReadableStream.from, async generator, chunked transfer, TextEncoderStream, backpressure
 */

// Produce the body lazily. An async generator yields each piece when it is
// ready: rows from a database cursor, lines of a big export, or here a
// countdown with a pause between lines.
async function* countdown(from: number): AsyncGenerator<string> {
  for (let n = from; n > 0; n--) {
    yield `${n}...\n`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  yield "liftoff!\n";
}

// `ReadableStream.from` wraps the generator, and `TextEncoderStream` turns
// the strings into the bytes a response body needs. Deno sends each chunk as
// soon as it is produced and only asks the generator for the next one when
// the client keeps up, so a slow client never makes the server buffer the
// whole body. If the client disconnects, the generator is stopped. Run
// `curl -N` against it to watch the lines arrive one by one.
Deno.serve((req) => {
  const from = Number(new URL(req.url).searchParams.get("from") ?? 3);
  const body = ReadableStream.from(countdown(Math.min(from, 10)))
    .pipeThrough(new TextEncoderStream());
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
});

/* Output:
$ curl 'http://localhost:8000/?from=3'
3...
2...
1...
liftoff!
*/
