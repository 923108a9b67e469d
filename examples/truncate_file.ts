/**
 * title: Truncate a file
 * description: Cut a file down to a given length, empty it, or extend it with zero bytes, using Deno.truncate and FsFile.truncate.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: truncate, ftruncate, shrink, empty file, clear file, resize
 */

// Start with a file of 26 bytes: the alphabet.
const path = await Deno.makeTempFile();
await Deno.writeTextFile(path, "abcdefghijklmnopqrstuvwxyz");

// `Deno.truncate(path, length)` sets the file's size. Bytes past `length` are
// discarded, and the start of the file is left as it was.
await Deno.truncate(path, 10);
console.log(await Deno.readTextFile(path));

// Without a length, the file is emptied but not deleted: it keeps its name,
// permissions and any open handles. That is how you clear a log file that
// another process still has open.
await Deno.truncate(path);
console.log(`size: ${(await Deno.stat(path)).size}`);

// A length larger than the file grows it, filling the new space with zero
// bytes.
await Deno.writeTextFile(path, "abc");
await Deno.truncate(path, 6);
console.log(await Deno.readFile(path));

// An open file has its own `truncate`, which needs the file opened for
// writing. Truncating does not move the file position: after reading the 6
// bytes, a write would land at offset 6, behind a gap of zeros. Seek back to
// the start first.
{
  using file = await Deno.open(path, { read: true, write: true });
  await file.read(new Uint8Array(6));
  await file.truncate(0);
  await file.seek(0, Deno.SeekMode.Start);
  await file.write(new TextEncoder().encode("fresh start"));
}
console.log(await Deno.readTextFile(path));

await Deno.remove(path);

/* Output:
abcdefghij
size: 0
Uint8Array(6) [ 97, 98, 99, 0, 0, 0 ]
fresh start
*/
