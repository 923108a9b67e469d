/**
 * title: Compress and decompress data with gzip
 * description: Gzip and gunzip bytes, strings and whole files with the built-in CompressionStream and DecompressionStream.
 * category: compression
 * check: run --allow-read --allow-write
 * keywords: gzip, gunzip, deflate, CompressionStream, DecompressionStream, .gz, compress file
 */

// `CompressionStream` is a web standard transform: bytes in, compressed bytes
// out. Wrapping the data in a `Blob` gives a stream to pipe through it, and
// `Response` collects the result. Repetitive text shrinks a lot.
const text = "Deno streams data. ".repeat(200);
const input = new TextEncoder().encode(text);
const gzipped = await new Response(
  new Blob([input]).stream().pipeThrough(new CompressionStream("gzip")),
).bytes();
console.log(`${input.length} bytes -> ${gzipped.length} bytes`);

// gzip data starts with the magic bytes `1f 8b`, which is how tools recognise
// it regardless of the file name.
console.log(gzipped[0].toString(16), gzipped[1].toString(16));

// `DecompressionStream` reverses it. The format name has to match: `"gzip"`,
// `"deflate"` (zlib-wrapped) or `"deflate-raw"`.
const restored = await new Response(
  new Blob([gzipped]).stream().pipeThrough(new DecompressionStream("gzip")),
).text();
console.log(restored === text);

// For files, stream from one to the other, so neither the original nor the
// compressed data has to fit in memory. This writes `notes.txt.gz` and then
// reads it back.
const dir = await Deno.makeTempDir();
await Deno.writeTextFile(`${dir}/notes.txt`, text);
await (await Deno.open(`${dir}/notes.txt`)).readable
  .pipeThrough(new CompressionStream("gzip"))
  .pipeTo(
    (await Deno.open(`${dir}/notes.txt.gz`, { write: true, create: true }))
      .writable,
  );

const unpacked = await new Response(
  (await Deno.open(`${dir}/notes.txt.gz`)).readable
    .pipeThrough(new DecompressionStream("gzip")),
).text();
console.log(`on disk: ${(await Deno.stat(`${dir}/notes.txt.gz`)).size} bytes`);
console.log(unpacked === text);

await Deno.remove(dir, { recursive: true });

/* Output:
3800 bytes -> 88 bytes
1f 8b
true
on disk: 88 bytes
true
*/
