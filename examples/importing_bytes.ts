/**
 * title: Import a binary file as bytes
 * description: Load an image, font or archive as a Uint8Array with the unstable bytes import attribute, statically or with import().
 * category: basics
 * check: run --unstable-raw-imports --allow-read --allow-write
 * keywords: bytes module, import attributes, with type bytes, raw imports, Uint8Array, binary file, embed asset, unstable-raw-imports
 */

import { join } from "jsr:@std/path@^1/join";
import { toFileUrl } from "jsr:@std/path@^1/to-file-url";

// With the file next to your script, write
// `import archive from "./data.gz" with { type: "bytes" };` and `archive` is a `Uint8Array`
// holding the file's raw contents. The `bytes` type is still unstable: run (and `deno check`)
// with `--unstable-raw-imports`, or put `"unstable": ["raw-imports"]` in `deno.json`. Without
// it, Deno stops with `The import attribute type of "bytes" is unsupported`.
//
// This example runs from a URL, so it first writes a gzip file into a temporary directory.
const dir = await Deno.makeTempDir();
const path = join(dir, "greeting.txt.gz");
const gzipped = new Blob(["Hello from a gzip file!"]).stream()
  .pipeThrough(new CompressionStream("gzip"));
await Deno.writeFile(path, gzipped);

// `import()` takes the same attribute and resolves to a module whose `default` export is the
// `Uint8Array`. Importing a local file at run time needs `--allow-read`. Without the unstable
// flag this call rejects with `"bytes" is not a valid module type`.
const url = toFileUrl(path).href;
const mod = await import(url, { with: { type: "bytes" } });
const bytes: Uint8Array<ArrayBuffer> = mod.default;
const magic = Array.from(bytes.subarray(0, 2), (b) => b.toString(16)).join(" ");
console.log(bytes.constructor.name, "starting with", magic);

// The bytes arrive untouched, so any binary format can be decoded from them. Here a `Blob`
// turns them back into a stream, `DecompressionStream` unpacks the gzip data, and a `Response`
// collects the result as text.
const unpacked = new Blob([bytes]).stream()
  .pipeThrough(new DecompressionStream("gzip"));
console.log(await new Response(unpacked).text());

// Like every module, the file is loaded once per URL: importing it again returns the same
// array, shared with every other importer. Writing into it would change it for all of them, so
// take a copy with `bytes.slice()` before editing.
const again = await import(url, { with: { type: "bytes" } });
console.log("same array:", again.default === bytes);

await Deno.remove(dir, { recursive: true });

/* Output:
Uint8Array starting with 1f 8b
Hello from a gzip file!
same array: true
*/
