/**
 * title: Pipe streams together
 * description: Chain web streams with pipeThrough and pipeTo, split one stream in two with tee, and stop a pipe with an AbortSignal.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: pipeTo, pipeThrough, tee, ReadableStream, WritableStream, pipeline, AbortSignal, backpressure
 */

// A pipeline has a source (`ReadableStream`), any number of transforms
// (`{ readable, writable }` pairs such as `TextEncoderStream`) and a sink
// (`WritableStream`). `pipeThrough` returns the transform's readable side, so
// calls chain; `pipeTo` ends the chain and resolves when everything is
// written. Here text goes through gzip and lands in a file.
const path = await Deno.makeTempFile({ suffix: ".gz" });
const file = await Deno.open(path, { write: true });
await ReadableStream.from(["alpha\n", "beta\n", "gamma\n"])
  .pipeThrough(new TextEncoderStream())
  .pipeThrough(new CompressionStream("gzip"))
  .pipeTo(file.writable);

// Reading it back is the same chain in reverse. `Array.fromAsync` drains any
// stream into an array, here of decoded text pieces.
const pieces = await Array.fromAsync(
  (await Deno.open(path)).readable
    .pipeThrough(new DecompressionStream("gzip"))
    .pipeThrough(new TextDecoderStream()),
);
const text = pieces.join("");
console.log(JSON.stringify(text));

// A stream can only be read once. `tee` splits it into two branches that each
// receive every chunk, for example to save data and measure it at the same
// time. Consume both branches concurrently.
const [forCount, forUpper] = ReadableStream.from(["x", "yy", "zzz"]).tee();
const [length, upper] = await Promise.all([
  Array.fromAsync(forCount, (s) => s.length),
  Array.fromAsync(forUpper, (s) => s.toUpperCase()),
]);
console.log(length, upper);

// An error anywhere in the chain rejects `pipeTo` and cancels the source. An
// `AbortSignal` stops a pipe from outside in the same way, here while the
// source would otherwise tick forever.
let ticks = 0;
const endless = new ReadableStream<number>({ pull: (c) => c.enqueue(ticks++) });
const controller = new AbortController();
const sink = new WritableStream<number>({
  write(n) {
    if (n === 3) controller.abort(new Error("enough"));
  },
});
try {
  await endless.pipeTo(sink, { signal: controller.signal });
} catch (error) {
  console.log(`stopped: ${(error as Error).message}`);
}

await Deno.remove(path);

/* Output:
"alpha\nbeta\ngamma\n"
[ 1, 2, 3 ] [ "X", "YY", "ZZZ" ]
stopped: enough
*/
