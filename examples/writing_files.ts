/**
 * title: Write a file
 * description: Save text, JSON or bytes to a file with Deno.writeTextFile and Deno.writeFile, and control overwriting, appending and permissions.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: writeTextFile, writeFile, save, overwrite, append, createNew, mode, JSON
 */

// All files go into a fresh temporary directory. Writing needs
// `--allow-write`; reading the results back needs `--allow-read`.
import { join } from "jsr:@std/path@^1/join";

const dir = await Deno.makeTempDir();
const notes = join(dir, "notes.txt");

// `Deno.writeTextFile` encodes a string as UTF-8 and writes it. The file is
// created if needed, and an existing file is replaced entirely, so a second
// write does not leave any of the first behind.
await Deno.writeTextFile(notes, "first draft, quite long");
await Deno.writeTextFile(notes, "final");
console.log(await Deno.readTextFile(notes));

// To save structured data, turn it into text first. Indenting with two spaces
// keeps the file readable and easy to diff.
const settings = { theme: "dark", fontSize: 14 };
await Deno.writeTextFile(
  join(dir, "settings.json"),
  JSON.stringify(settings, null, 2) + "\n",
);
console.log((await Deno.readTextFile(join(dir, "settings.json"))).trimEnd());

// `Deno.writeFile` writes raw bytes from a `Uint8Array`, for images, archives
// and other binary data.
const header = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
await Deno.writeFile(join(dir, "image.png"), header);
console.log(await Deno.readFile(join(dir, "image.png")));

// Options change the defaults. `append` adds to the end instead of
// replacing, `mode` sets the permission bits of a newly created file (`600`:
// only the owner may read it), and `create: false` refuses to create a file
// that is not there yet.
await Deno.writeTextFile(notes, " + addendum", { append: true });
console.log(await Deno.readTextFile(notes));
await Deno.writeTextFile(join(dir, "token"), "s3cret", { mode: 0o600 });
console.log(((await Deno.stat(join(dir, "token"))).mode! & 0o777).toString(8));
try {
  await Deno.writeTextFile(join(dir, "missing.txt"), "x", { create: false });
} catch (error) {
  console.log(`create: false -> ${(error as Error).name}`);
}

await Deno.remove(dir, { recursive: true });

/* Output:
final
{
  "theme": "dark",
  "fontSize": 14
}
Uint8Array(4) [ 137, 80, 78, 71 ]
final + addendum
600
create: false -> NotFound
*/
