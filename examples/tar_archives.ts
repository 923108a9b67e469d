/**
 * title: Create and extract tar archives
 * description: Pack files into a .tar.gz with TarStream, list its entries, and unpack it safely with UntarStream from @std/tar.
 * category: compression
 * check: run --allow-read --allow-write
 * keywords: tar, tar.gz, tgz, tarball, archive, TarStream, UntarStream, extract, unpack
 */

// Create a few files to pack, inside a temporary directory.
import { TarStream, type TarStreamInput } from "jsr:@std/tar@^0.1/tar-stream";
import { UntarStream } from "jsr:@std/tar@^0.1/untar-stream";
import { dirname, join, normalize, relative, resolve } from "jsr:@std/path@^1";

const work = await Deno.makeTempDir();
const src = join(work, "project");
await Deno.mkdir(join(src, "src"), { recursive: true });
await Deno.writeTextFile(join(src, "README.md"), "# Demo\n");
await Deno.writeTextFile(join(src, "src", "main.ts"), 'console.log("hi");\n');

// `TarStream` turns a stream of entries into tar bytes. A file entry needs its
// size up front (the tar header stores it) and a readable for its contents,
// so nothing is loaded whole. Piping the result through
// `CompressionStream("gzip")` makes it a `.tar.gz`.
const entries: TarStreamInput[] = [{ type: "directory", path: "src" }];
for (const name of ["README.md", "src/main.ts"]) {
  const path = join(src, name);
  entries.push({
    type: "file",
    path: name,
    size: (await Deno.stat(path)).size,
    readable: (await Deno.open(path)).readable,
  });
}
const archive = join(work, "project.tar.gz");
await ReadableStream.from(entries)
  .pipeThrough(new TarStream())
  .pipeThrough(new CompressionStream("gzip"))
  .pipeTo((await Deno.create(archive)).writable);

// `UntarStream` reads it back entry by entry; only files have a `readable`.
// Each one must be consumed or cancelled before the next entry arrives, so
// listing the archive means cancelling them.
async function open(path: string) {
  const file = await Deno.open(path);
  return file.readable
    .pipeThrough(new DecompressionStream("gzip"))
    .pipeThrough(new UntarStream());
}
for await (const entry of await open(archive)) {
  const kind = entry.readable ? "file" : "dir ";
  console.log(`${kind} ${entry.path} (${entry.header.size} bytes)`);
  await entry.readable?.cancel();
}

// To extract, write each file under a target directory. Entry paths come from
// the archive, so check that each one stays inside the target: an entry named
// `../../.bashrc` must not escape it.
const out = join(work, "extracted");
for await (const entry of await open(archive)) {
  const path = resolve(out, normalize(entry.path));
  if (relative(out, path).startsWith("..")) {
    throw new Error(`unsafe path in archive: ${entry.path}`);
  }
  if (entry.readable) {
    await Deno.mkdir(dirname(path), { recursive: true });
    await entry.readable.pipeTo((await Deno.create(path)).writable);
  } else {
    await Deno.mkdir(path, { recursive: true });
  }
}
console.log((await Deno.readTextFile(join(out, "src", "main.ts"))).trimEnd());

await Deno.remove(work, { recursive: true });

/* Output:
dir  src (0 bytes)
file README.md (7 bytes)
file src/main.ts (19 bytes)
console.log("hi");
*/
