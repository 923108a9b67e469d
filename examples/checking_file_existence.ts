/**
 * title: Check if a file exists
 * description: Test whether a path is an existing file, and avoid the race between checking and using it.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: exists, isFile, stat, NotFound, AlreadyExists, createNew
 */

// Set up a temporary directory with one file and one subdirectory, so each
// kind of path can be tested.
import { exists } from "jsr:@std/fs@^1/exists";
import { join } from "jsr:@std/path@^1/join";

const dir = await Deno.makeTempDir();
const config = join(dir, "config.json");
await Deno.writeTextFile(config, '{"debug":true}');
await Deno.mkdir(join(dir, "data"));

// `Deno.stat` rejects with `Deno.errors.NotFound` when nothing is at the path.
// When something is there, `isFile` tells a regular file apart from a
// directory, so `data` does not count as a file.
async function fileExists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
}

for (const name of ["config.json", "data", "nope.txt"]) {
  console.log(`${name}: ${await fileExists(join(dir, name))}`);
}

// `exists` from the standard library does the same with the `isFile` option.
console.log(await exists(config, { isFile: true }));

// A check is out of date as soon as it returns. To read a file that may be
// missing, read it and handle `NotFound` instead of checking first.
async function readOr(path: string, fallback: string): Promise<string> {
  try {
    return await Deno.readTextFile(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return fallback;
    throw error;
  }
}
console.log(await readOr(join(dir, "settings.json"), "{}"));

// To create a file only if it is not there yet, let the operating system do
// the check: with `createNew: true` the write fails with
// `Deno.errors.AlreadyExists` rather than overwrite an existing file.
try {
  await Deno.writeTextFile(config, "{}", { createNew: true });
} catch (error) {
  if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
  console.log(
    "config.json already exists, kept it:",
    await Deno.readTextFile(config),
  );
}

await Deno.remove(dir, { recursive: true });

/* Output:
config.json: true
data: false
nope.txt: false
true
{}
config.json already exists, kept it: {"debug":true}
*/
