/**
 * title: Read a file
 * description: Read a whole file as text or bytes, or just the part you need with open, seek and read.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: readTextFile, readFile, readFileSync, open, seek, bytes, Uint8Array
 */

// Write a small file to read back. Reading needs `--allow-read`; the write
// here is only for the demonstration, hence `--allow-write`.
const path = await Deno.makeTempFile({ suffix: ".txt" });
await Deno.writeTextFile(path, "alpha\nbeta\ngamma\n");

// `Deno.readTextFile` loads the whole file and decodes it as UTF-8. It is the
// simplest choice whenever the file comfortably fits in memory.
const text = await Deno.readTextFile(path);
console.log(text.trimEnd().split("\n"));

// `Deno.readFile` returns the raw bytes as a `Uint8Array`, for binary formats
// or when you want to choose the decoding yourself. Both also come in a
// blocking form (`readTextFileSync`, `readFileSync`) for scripts that do not
// need to wait on anything else.
const bytes = await Deno.readFile(path);
console.log(bytes.length, bytes.subarray(0, 5));
console.log(Deno.readTextFileSync(path).length);

// To read only part of a file, open it, move to an offset with `seek`, and
// `read` into a buffer. `read` returns how many bytes it got (or `null` at the
// end of the file), which may be fewer than the buffer holds. Declaring the
// handle with `using` closes it when the block ends.
{
  using file = await Deno.open(path);
  await file.seek(6, Deno.SeekMode.Start);
  const buffer = new Uint8Array(4);
  const count = await file.read(buffer);
  console.log(count, new TextDecoder().decode(buffer.subarray(0, count ?? 0)));
}

// Reading a missing file throws `Deno.errors.NotFound`. Catch it where a
// missing file is expected, rather than testing for existence first.
try {
  await Deno.readTextFile(`${path}.missing`);
} catch (error) {
  console.log(error instanceof Deno.errors.NotFound);
}

await Deno.remove(path);

/* Output:
[ "alpha", "beta", "gamma" ]
17 Uint8Array(5) [ 97, 108, 112, 104, 97 ]
17
4 beta
true
*/
