/**
 * title: Create temporary files and directories
 * description: Make uniquely named scratch files and directories with Deno.makeTempFile and Deno.makeTempDir, and always clean them up.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: makeTempFile, makeTempDir, tmp, TMPDIR, scratch, cleanup, await using
 */

// `Deno.makeTempFile` creates an empty file with a random, unused name in the
// system's temporary directory (`TMPDIR`, usually `/tmp`) and returns its
// path. `prefix` and `suffix` go around the random part, which helps when you
// look at leftovers or when a tool cares about the extension.
import { basename } from "jsr:@std/path@^1/basename";
import { join } from "jsr:@std/path@^1/join";

const file = await Deno.makeTempFile({ prefix: "upload-", suffix: ".json" });
console.log(/^upload-\w+\.json$/.test(basename(file)));

// On Linux the new file is readable by its owner only (mode `600`), so
// other users on the machine cannot peek at what you put in it.
console.log(((await Deno.stat(file)).mode! & 0o777).toString(8));
await Deno.remove(file);

// `Deno.makeTempDir` does the same for a directory, where you can create as
// many files as you like. Nothing deletes it for you: remove it in `finally`
// so it goes away even when the work in between throws.
const dir = await Deno.makeTempDir({ prefix: "build-" });
try {
  await Deno.writeTextFile(join(dir, "step1.txt"), "compiled");
  const inside = await Deno.makeTempFile({ dir, suffix: ".log" });
  console.log(inside.startsWith(dir));
} finally {
  await Deno.remove(dir, { recursive: true });
}

// `await using` does that cleanup automatically. Wrap the path in an object
// with a `Symbol.asyncDispose` method, and it runs when the enclosing block
// ends, however the block is left.
async function tempDir(): Promise<AsyncDisposable & { path: string }> {
  const path = await Deno.makeTempDir();
  return {
    path,
    [Symbol.asyncDispose]: () => Deno.remove(path, { recursive: true }),
  };
}

let used = "";
{
  await using scratch = await tempDir();
  used = scratch.path;
  await Deno.writeTextFile(join(scratch.path, "data.bin"), "...");
}
try {
  await Deno.stat(used);
} catch (error) {
  console.log(`removed: ${error instanceof Deno.errors.NotFound}`);
}

/* Output:
true
600
true
removed: true
*/
