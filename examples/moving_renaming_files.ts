/**
 * title: Move or rename a file
 * description: Rename and move files and directories with Deno.rename, replace files atomically, and fall back to copying across file systems.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: rename, mv, move, atomic write, EXDEV, cross-device
 */

// Set up a temporary directory holding one file and an empty `archive` folder.
import { join } from "jsr:@std/path@^1/join";

const dir = await Deno.makeTempDir();
await Deno.writeTextFile(join(dir, "draft.md"), "# Plan");
await Deno.mkdir(join(dir, "archive"));

// Renaming and moving are the same operation: `Deno.rename` gives the entry a
// new path, and the path may be in another directory, as long as that
// directory exists. No data is copied, so it is fast even for large files.
await Deno.rename(join(dir, "draft.md"), join(dir, "plan.md"));
await Deno.rename(join(dir, "plan.md"), join(dir, "archive", "plan.md"));
console.log(await Deno.readTextFile(join(dir, "archive", "plan.md")));

// Directories move the same way, with their contents.
await Deno.rename(join(dir, "archive"), join(dir, "old"));
console.log(await Deno.readTextFile(join(dir, "old", "plan.md")));

// When the destination is an existing file, `rename` replaces it. On one file
// system the switch is atomic: a reader sees the old contents or the new, never
// half a file. That makes "write a temporary file, then rename it over the
// real one" a safe way to update a file in place.
const settings = join(dir, "settings.json");
await Deno.writeTextFile(settings, '{"theme":"light"}');
const temp = await Deno.makeTempFile({ dir, suffix: ".tmp" });
await Deno.writeTextFile(temp, '{"theme":"dark"}');
await Deno.rename(temp, settings);
console.log(await Deno.readTextFile(settings));

// Between file systems (another disk, or a `tmpfs` such as `/dev/shm`)
// `rename` fails, and on Linux the error's `code` is `EXDEV`. Then the only
// way is to copy the file and delete the original.
async function move(from: string, to: string): Promise<void> {
  try {
    await Deno.rename(from, to);
  } catch (error) {
    if ((error as { code?: string }).code !== "EXDEV") throw error;
    await Deno.copyFile(from, to);
    await Deno.remove(from);
  }
}
await move(settings, join(dir, "old", "settings.json"));

const names: string[] = [];
for await (const entry of Deno.readDir(join(dir, "old"))) {
  names.push(entry.name);
}
console.log(names.sort());

await Deno.remove(dir, { recursive: true });

/* Output:
# Plan
# Plan
{"theme":"dark"}
[ "plan.md", "settings.json" ]
*/
