/**
 * title: Create a hard link
 * description: Give one file a second name with Deno.link, and see how the names share contents, inode and lifetime.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: link, ln, hardlink, inode, nlink
 */

// Start with one ordinary file in a temporary directory.
import { join } from "jsr:@std/path@^1/join";

const dir = await Deno.makeTempDir();
const original = join(dir, "data.txt");
await Deno.writeTextFile(original, "version 1");

// `Deno.link` adds a second directory entry for the same file. Unlike a copy,
// no data is duplicated, and unlike a symlink, neither name is the "real" one:
// both point at the same inode, and the file's link count goes up to 2.
const alias = join(dir, "alias.txt");
await Deno.link(original, alias);
const a = await Deno.stat(original);
const b = await Deno.stat(alias);
console.log(`same inode: ${a.ino === b.ino}, links: ${a.nlink}`);

// Because there is only one file, writing through either name changes what
// both names read.
await Deno.writeTextFile(alias, "version 2");
console.log(await Deno.readTextFile(original));

// Removing a name only removes that directory entry. The data stays on disk
// until the last link is gone, so the alias still works after the original
// name is deleted.
await Deno.remove(original);
console.log(await Deno.readTextFile(alias));
console.log(`links: ${(await Deno.stat(alias)).nlink}`);

// Hard links have limits: the target must be on the same file system, it
// cannot be a directory, and the new name must not exist yet.
try {
  await Deno.link(dir, join(dir, "dir-link"));
} catch {
  console.log("cannot hard-link a directory");
}

await Deno.remove(dir, { recursive: true });

/* Output:
same inode: true, links: 2
version 2
version 2
links: 1
cannot hard-link a directory
*/
