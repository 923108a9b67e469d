/**
 * title: Show download progress
 * description: Stream a fetch response body to a file while counting bytes against Content-Length to report progress.
 * category: files
 * check: run --allow-net=127.0.0.1 --allow-write --allow-read
 * keywords: fetch, progress bar, Content-Length, download file, response.body, stream to file
 */

// So the example runs anywhere, it downloads from a small server started in
// the same program. `port: 0` lets the system pick a free port, and
// `onListen` replaces the default "Listening on" message. The server sends
// 1 MiB in 64 KiB pieces and announces the size in `Content-Length`.
const size = 1024 * 1024;
const piece = new Uint8Array(64 * 1024).fill(42);
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  () =>
    new Response(ReadableStream.from(Array(size / piece.length).fill(piece)), {
      headers: { "content-length": String(size) },
    }),
);
const url = `http://127.0.0.1:${server.addr.port}/file.bin`;

// `fetch` resolves as soon as the headers arrive; the body is still on its
// way. The total comes from `Content-Length`, which a server may leave out
// (for example with compressed or generated responses), so treat it as
// optional.
const response = await fetch(url);
if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
const total = Number(response.headers.get("content-length")) || undefined;

// A pass-through `TransformStream` counts the bytes on their way to the file.
// Chunk sizes depend on the network, so it reports each quarter once instead of
// every chunk: the output stays short, and the same on every run.
let received = 0;
let reported = 0;
const progress = new TransformStream<Uint8Array, Uint8Array>({
  transform(chunk, controller) {
    received += chunk.length;
    const percent = total ? Math.floor((received / total) * 100) : 0;
    while (total && percent >= reported + 25) {
      reported += 25;
      console.log(`${reported}%`);
    }
    controller.enqueue(chunk);
  },
});

// Pipe the body through the counter into the file. `pipeTo` resolves when the
// last byte is written, and closes the file.
const path = await Deno.makeTempFile({ suffix: ".bin" });
const file = await Deno.open(path, { write: true });
await response.body.pipeThrough(progress).pipeTo(file.writable);
console.log(`saved ${(await Deno.stat(path)).size} bytes`);

// Stop the server so the program can exit.
await server.shutdown();
await Deno.remove(path);

/* Output:
25%
50%
75%
100%
saved 1048576 bytes
*/
