/**
 * title: Create and remove directories
 * description: Make directories (with their parents) using Deno.mkdir, and delete empty or full ones with Deno.remove.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: mkdir, rmdir, rm -rf, mkdir -p, folder, recursive
 */

// Everything happens inside a temporary directory, so the program never
// touches your own files.
import { join } from "jsr:@std/path@^1/join";

const base = await Deno.makeTempDir();

// `Deno.mkdir` creates one directory. Its parent must already exist, so asking
// for `a/b/c` in one go fails with `NotFound`.
await Deno.mkdir(join(base, "build"));
try {
  await Deno.mkdir(join(base, "a", "b", "c"));
} catch (error) {
  console.log(`without recursive: ${(error as Error).name}`);
}

// With `recursive: true` it behaves like `mkdir -p`: missing parents are
// created, and a directory that already exists is not an error. `mode` sets
// the permission bits (reduced by the process umask); `0o700` keeps the
// directory private to its owner.
await Deno.mkdir(join(base, "a", "b", "c"), { recursive: true });
await Deno.mkdir(join(base, "secrets"), { mode: 0o700 });
const mode = (await Deno.stat(join(base, "secrets"))).mode! & 0o777;
console.log(`secrets mode: ${mode.toString(8)}`);

// List what exists now, sorted, because the order of `Deno.readDir` is up to
// the file system.
async function list(): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(base)) names.push(entry.name);
  return names.sort();
}
console.log(await list());

// `Deno.remove` deletes an empty directory directly. A directory with
// something in it is refused, which protects you from deleting more than you
// meant to.
await Deno.remove(join(base, "build"));
try {
  await Deno.remove(join(base, "a"));
} catch {
  console.log("a is not empty, not removed");
}

// Pass `recursive: true` to delete a directory and everything below it, like
// `rm -r`. Use it with care: nothing asks for confirmation.
await Deno.remove(join(base, "a"), { recursive: true });
console.log(await list());

await Deno.remove(base, { recursive: true });

/* Output:
without recursive: NotFound
secrets mode: 700
[ "a", "build", "secrets" ]
a is not empty, not removed
[ "secrets" ]
*/
