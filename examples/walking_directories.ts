/**
 * title: Walk a directory tree
 * description: Visit every file and folder under a directory with walk() from @std/fs, filter by extension or depth, or recurse by hand with Deno.readDir.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: walk, recursive, readDir, tree, traverse, find, maxDepth, skip
 */

// Build a small tree in a temporary directory.
import { walk } from "jsr:@std/fs@^1/walk";
import { dirname } from "jsr:@std/path@^1/dirname";
import { join } from "jsr:@std/path@^1/join";
import { relative } from "jsr:@std/path@^1/relative";

const root = await Deno.makeTempDir();
const files: Record<string, string> = {
  "index.html": "<h1>Hi</h1>",
  "css/site.css": "body{}",
  "js/app.js": "go()",
  "js/vendor/lib.js": "lib()",
  ".git/HEAD": "ref: main",
};
for (const [name, content] of Object.entries(files)) {
  await Deno.mkdir(dirname(join(root, name)), { recursive: true });
  await Deno.writeTextFile(join(root, name), content);
}

// `walk` yields an entry for the root, each directory and each file, with its
// full `path` plus the `isFile`/`isDirectory` flags. The order follows the file
// system, so collect and sort the paths when the order matters.
const all: string[] = [];
for await (const entry of walk(root)) {
  const name = relative(root, entry.path) || ".";
  all.push(entry.isDirectory ? `${name}/` : name);
}
console.log(all.sort().join(" "));

// Options narrow the walk. `exts` keeps files with those extensions,
// `includeDirs: false` leaves directories out of the results, and `skip` takes
// regular expressions tested against each full path: a directory that
// matches is not entered at all.
const scripts: string[] = [];
for await (
  const entry of walk(root, {
    exts: [".js"],
    includeDirs: false,
    skip: [/[\\/]vendor$/],
  })
) {
  scripts.push(relative(root, entry.path));
}
console.log(scripts);

// `maxDepth: 1` lists only the direct children of the root (depth 0 is the
// root itself), much like a single `Deno.readDir`.
const top: string[] = [];
for await (const entry of walk(root, { maxDepth: 1, includeDirs: false })) {
  top.push(entry.name);
}
console.log(top);

// For custom logic, recurse with `Deno.readDir` yourself. This adds up the
// size of every file below a directory, leaving out hidden ones such as
// `.git`.
async function totalSize(dir: string): Promise<number> {
  let total = 0;
  for await (const entry of Deno.readDir(dir)) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory) total += await totalSize(path);
    else if (entry.isFile) total += (await Deno.stat(path)).size;
  }
  return total;
}
console.log(`${await totalSize(root)} bytes`);

await Deno.remove(root, { recursive: true });

/* Output:
./ .git/ .git/HEAD css/ css/site.css index.html js/ js/app.js js/vendor/ js/vendor/lib.js
[ "js/app.js" ]
[ "index.html" ]
26 bytes
*/
