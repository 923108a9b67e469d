/**
 * title: Delete a file
 * description: Remove files with Deno.remove, ignore ones that are already gone, and clear out files by extension.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: remove, unlink, rm, delete, cleanup, NotFound
 */

// Create a temporary directory with a few files to delete.
import { extname } from "jsr:@std/path@^1/extname";
import { join } from "jsr:@std/path@^1/join";

const dir = await Deno.makeTempDir();
for (const name of ["app.log", "error.log", "notes.txt", "draft.txt"]) {
  await Deno.writeTextFile(join(dir, name), `contents of ${name}`);
}

// `Deno.remove` deletes a single file. Removing something that is not there
// rejects with `Deno.errors.NotFound`.
await Deno.remove(join(dir, "draft.txt"));
try {
  await Deno.remove(join(dir, "draft.txt"));
} catch (error) {
  console.log(`second remove: ${error instanceof Deno.errors.NotFound}`);
}

// Cleanup code usually wants "make sure it is gone" rather than "delete it".
// Swallow only `NotFound`, so that real failures such as `PermissionDenied`
// still surface.
async function removeIfExists(path: string): Promise<void> {
  try {
    await Deno.remove(path);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
}
await removeIfExists(join(dir, "draft.txt"));
await removeIfExists(join(dir, "never-existed.tmp"));

// To delete several files, read the directory and pick them by name: here
// every regular file ending in `.log`. The names are sorted first because
// `Deno.readDir` returns entries in whatever order the file system keeps them.
const logs: string[] = [];
for await (const entry of Deno.readDir(dir)) {
  if (entry.isFile && extname(entry.name) === ".log") logs.push(entry.name);
}
for (const name of logs.sort()) {
  await Deno.remove(join(dir, name));
  console.log(`deleted ${name}`);
}

// Only `notes.txt` is left.
const left: string[] = [];
for await (const entry of Deno.readDir(dir)) left.push(entry.name);
console.log(left);

await Deno.remove(dir, { recursive: true });

/* Output:
second remove: true
deleted app.log
deleted error.log
[ "notes.txt" ]
*/
