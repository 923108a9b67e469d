/**
 * title: Read file metadata
 * description: Get a file's size, type, permissions and timestamps with Deno.stat, and change them with chmod and utime.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: stat, FileInfo, size, mtime, modified time, permissions, chmod, utime
 */

// Create a file with known contents, so the numbers below are predictable.
const path = await Deno.makeTempFile({ suffix: ".csv" });
await Deno.writeTextFile(path, "id,name\n1,Ada\n2,Grace\n");

// `Deno.stat` returns a `Deno.FileInfo`. `size` is in bytes, and exactly one
// of `isFile`, `isDirectory` and `isSymlink` is true.
const info = await Deno.stat(path);
console.log(`size: ${info.size} bytes`);
console.log(`file: ${info.isFile}, directory: ${info.isDirectory}`);

// Timestamps are `Date` objects, or `null` where the platform does not record
// them. To get a predictable value, set the access and modification times
// with `Deno.utime` and read them back.
const released = new Date("2025-06-01T12:00:00Z");
await Deno.utime(path, released, released);
const touched = await Deno.stat(path);
console.log(`modified: ${touched.mtime?.toISOString()}`);
console.log(`accessed: ${touched.atime?.toISOString()}`);

// `mode` holds the raw Unix mode bits (it is `null` on Windows). Mask it with
// `0o777` to keep the permission part, and change it with `Deno.chmod`.
await Deno.chmod(path, 0o644);
const mode = (await Deno.stat(path)).mode;
if (mode !== null) console.log(`permissions: ${(mode & 0o777).toString(8)}`);

// An open file answers the same question through `stat()` on the handle. The
// size follows the writes made through it.
const file = await Deno.open(path, { append: true });
await file.write(new TextEncoder().encode("3,Linus\n"));
console.log(`size after append: ${(await file.stat()).size} bytes`);
file.close();

await Deno.remove(path);

/* Output:
size: 22 bytes
file: true, directory: false
modified: 2025-06-01T12:00:00.000Z
accessed: 2025-06-01T12:00:00.000Z
permissions: 644
size after append: 30 bytes
*/
