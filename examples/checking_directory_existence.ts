/**
 * title: Check if a directory exists
 * description: Tell a directory apart from a file or a missing path with Deno.stat, or with exists() from the standard library.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: exists, isDirectory, stat, folder, NotFound
 */

// Build a small playground: a temporary directory that holds one subdirectory
// and one plain file, so there is something of each kind to test.
import { exists } from "jsr:@std/fs@^1/exists";
import { join } from "jsr:@std/path@^1/join";

const root = await Deno.makeTempDir();
await Deno.mkdir(join(root, "logs"));
await Deno.writeTextFile(join(root, "notes.txt"), "hello");

// `Deno.stat` follows symlinks and returns a `Deno.FileInfo` whose
// `isDirectory` flag answers the question. A missing path is not a special
// return value: it rejects with `Deno.errors.NotFound`, so catch exactly that
// error and let anything else (such as a permission problem) propagate.
async function isDirectory(path: string): Promise<boolean> {
  try {
    const info = await Deno.stat(path);
    return info.isDirectory;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
}

for (const name of ["logs", "notes.txt", "missing"]) {
  console.log(`${name}: ${await isDirectory(join(root, name))}`);
}

// The standard library's `exists` wraps the same pattern. With
// `isDirectory: true` it returns `false` for a path that exists but is a file.
console.log(await exists(join(root, "logs"), { isDirectory: true }));
console.log(await exists(join(root, "notes.txt"), { isDirectory: true }));

// If you only check so that you can create the directory afterwards, skip the
// check: another process could create or delete it in between. `Deno.mkdir`
// with `recursive: true` succeeds whether or not the directory is already
// there, which makes it safe to call every time.
await Deno.mkdir(join(root, "logs"), { recursive: true });
await Deno.mkdir(join(root, "cache", "images"), { recursive: true });
console.log(await isDirectory(join(root, "cache", "images")));

await Deno.remove(root, { recursive: true });

/* Output:
logs: true
notes.txt: false
missing: false
true
false
true
*/
