/**
 * title: Find files with glob patterns
 * description: List the files that match a wildcard pattern with expandGlob, and test paths against globs with globToRegExp.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: glob, expandGlob, globToRegExp, globstar, find files, exclude, pattern matching
 */

// Lay out a small project in a temporary directory to search through.
import { expandGlob } from "jsr:@std/fs@^1/expand-glob";
import { dirname } from "jsr:@std/path@^1/dirname";
import { globToRegExp } from "jsr:@std/path@^1/glob-to-regexp";
import { join } from "jsr:@std/path@^1/join";
import { relative } from "jsr:@std/path@^1/relative";

const root = await Deno.makeTempDir();
const files = [
  "main.ts",
  "README.md",
  "src/server.ts",
  "src/server_test.ts",
  "src/util/strings.ts",
  "src/util/logo.png",
  "node_modules/pkg/index.ts",
];
for (const file of files) {
  await Deno.mkdir(dirname(join(root, file)), { recursive: true });
  await Deno.writeTextFile(join(root, file), "");
}

// `expandGlob` walks the directory tree and yields each entry that matches.
// `*` stays within one path segment, while `**` crosses any number of
// directories. `root` says where the pattern starts, and `exclude` prunes
// whole subtrees. The results are sorted because the walk order depends on
// the file system.
async function glob(pattern: string, exclude: string[] = []): Promise<string> {
  const found: string[] = [];
  for await (const entry of expandGlob(pattern, { root, exclude })) {
    found.push(relative(root, entry.path));
  }
  return found.sort().join(", ");
}
console.log(await glob("*.ts"));
console.log(await glob("**/*.ts", ["node_modules"]));

// Extended syntax is on by default: `{a,b}` picks alternatives and
// `!(pattern)` negates part of a segment.
console.log(await glob("**/*.{png,md}", ["node_modules"]));
console.log(await glob("src/!(*_test).ts"));

// To match paths you already have (from an upload list or a config file),
// turn the glob into a regular expression with `globToRegExp`.
const isTest = globToRegExp("**/*_test.ts");
for (const file of files) {
  if (isTest.test(file)) console.log(`test file: ${file}`);
}

await Deno.remove(root, { recursive: true });

/* Output:
main.ts
main.ts, src/server.ts, src/server_test.ts, src/util/strings.ts
README.md, src/util/logo.png
src/server.ts
test file: src/server_test.ts
*/
