/**
 * title: Copy a file
 * description: Copy a file with Deno.copyFile, and use copy() from the standard library to refuse overwrites or copy whole directories.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: copyFile, duplicate, cp, backup, copy directory
 */

// Work in a fresh temporary directory. The source file gets the mode `640`
// (owner read/write, group read) so we can see what the copy keeps.
import { copy } from "jsr:@std/fs@^1/copy";
import { join } from "jsr:@std/path@^1/join";

const dir = await Deno.makeTempDir();
const source = join(dir, "report.txt");
await Deno.writeTextFile(source, "quarterly numbers");
await Deno.chmod(source, 0o640);

// `Deno.copyFile` copies the bytes and the permission bits in one call. The
// copy is an independent file: changing one later does not change the other.
const backup = join(dir, "report.bak");
await Deno.copyFile(source, backup);
const info = await Deno.stat(backup);
console.log(await Deno.readTextFile(backup));
console.log(`mode: ${(info.mode! & 0o777).toString(8)}`);

// If the destination already exists, `Deno.copyFile` replaces it without
// asking. That is handy for refreshing a backup, and a trap when the target
// holds something you wanted to keep.
await Deno.writeTextFile(backup, "old backup");
await Deno.copyFile(source, backup);
console.log(await Deno.readTextFile(backup));

// `copy` from `@std/fs` is the careful variant: it throws
// `Deno.errors.AlreadyExists` unless you pass `overwrite: true`.
try {
  await copy(source, backup);
} catch (error) {
  console.log(`refused: ${error instanceof Deno.errors.AlreadyExists}`);
}
await copy(source, backup, { overwrite: true });

// `copy` also copies directories, with everything inside them.
await Deno.mkdir(join(dir, "site", "css"), { recursive: true });
await Deno.writeTextFile(join(dir, "site", "css", "main.css"), "body {}");
await copy(join(dir, "site"), join(dir, "site-copy"));
console.log(await Deno.readTextFile(join(dir, "site-copy", "css", "main.css")));

await Deno.remove(dir, { recursive: true });

/* Output:
quarterly numbers
mode: 640
quarterly numbers
refused: true
body {}
*/
