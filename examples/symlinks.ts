/**
 * title: Create and read symbolic links
 * description: Make symlinks with Deno.symlink, inspect them with lstat and readLink, resolve them with realPath, and spot broken ones.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: symlink, soft link, ln -s, readLink, lstat, realPath, dangling
 */

// Create a real directory with a file in it, inside a temporary directory.
import { join } from "jsr:@std/path@^1/join";

const dir = await Deno.makeTempDir();
await Deno.mkdir(join(dir, "releases", "v2"), { recursive: true });
await Deno.writeTextFile(join(dir, "releases", "v2", "app.js"), "// v2");

// `Deno.symlink(target, path)` creates `path` as a link that points at
// `target`. A relative target is resolved from the link's own directory, so
// the pair can be moved together. On Windows, pass `{ type: "dir" }` for a
// directory target; other systems ignore the option. Because a link can point
// anywhere, Deno requires `--allow-read` and `--allow-write` without a path
// list to create one.
const current = join(dir, "current");
await Deno.symlink("releases/v2", current, { type: "dir" });

// Most APIs follow the link transparently: reading through it reads the
// target, and `Deno.stat` describes the target. `Deno.lstat` describes the
// link itself, and `Deno.readLink` returns the target exactly as stored.
console.log(await Deno.readTextFile(join(current, "app.js")));
console.log(`stat: directory=${(await Deno.stat(current)).isDirectory}`);
console.log(`lstat: symlink=${(await Deno.lstat(current)).isSymlink}`);
console.log(`points to: ${await Deno.readLink(current)}`);

// `Deno.realPath` follows every link and returns the canonical absolute path.
// Comparing it with the real location shows where the link ends up.
const real = await Deno.realPath(join(dir, "releases", "v2"));
console.log(`resolves to v2: ${(await Deno.realPath(current)) === real}`);

// A link whose target disappears stays behind, dangling: `lstat` still finds
// the link, but `stat` (which follows it) throws `NotFound`.
const broken = join(dir, "broken");
await Deno.symlink(join(dir, "gone.txt"), broken);
try {
  await Deno.stat(broken);
} catch (error) {
  const isLink = (await Deno.lstat(broken)).isSymlink;
  console.log(`dangling: ${error instanceof Deno.errors.NotFound && isLink}`);
}

// Removing a link deletes only the link, never what it points to.
await Deno.remove(current);
console.log(await Deno.readTextFile(join(dir, "releases", "v2", "app.js")));

await Deno.remove(dir, { recursive: true });

/* Output:
// v2
stat: directory=true
lstat: symlink=true
points to: releases/v2
resolves to v2: true
dangling: true
// v2
*/
