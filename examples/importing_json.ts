/**
 * title: Import a JSON file as a module
 * description: Load JSON with an import attribute, statically or with import(), and see how module caching differs from reading the file.
 * category: basics
 * check: run --allow-read --allow-write
 * keywords: json module, import attributes, with type json, import json, dynamic import, config file, resolveJsonModule
 */

import { join } from "jsr:@std/path@^1/join";
import { toFileUrl } from "jsr:@std/path@^1/to-file-url";

// With the file next to your script, one line does it:
// `import config from "./config.json" with { type: "json" };`. The `with { type: "json" }`
// attribute is required; without it Deno refuses to load the file. Static imports are loaded
// before the program starts, need no `--allow-read`, and TypeScript infers the object's type
// from the file's contents. This example runs from a URL, so it writes its JSON file into a
// temporary directory first.
const dir = await Deno.makeTempDir();
const path = join(dir, "config.json");
await Deno.writeTextFile(
  path,
  JSON.stringify({ name: "shop", port: 8080, debug: false }),
);

// For a file whose location is known only at run time, pass the same attribute to `import()`.
// It takes a URL, and importing a local file this way needs `--allow-read`. A JSON module has
// one export, `default`, holding the parsed value (`import { port } from ...` fails), and here
// TypeScript cannot see the file, so the type is declared by hand.
type Config = { name: string; port: number; debug: boolean };
const url = toFileUrl(path).href;
const mod = await import(url, { with: { type: "json" } });
const config: Config = mod.default;
console.log(Object.keys(mod), config.name, config.port);

// A module is loaded once per URL. After the file changes, importing it again still returns the
// first result, and every importer shares that one object. That suits settings fixed at start
// up; for data that changes while the program runs, read the file and parse it each time.
await Deno.writeTextFile(
  path,
  JSON.stringify({ name: "shop", port: 9090, debug: true }),
);
const again = await import(url, { with: { type: "json" } });
console.log("import again:", again.default.port, again === mod);
const fresh: Config = JSON.parse(await Deno.readTextFile(path));
console.log("read and parse:", fresh.port);

// Leaving out the attribute is an error, and so is a file that is not valid JSON: the import
// rejects with a `SyntaxError`, which a static import would report before any code runs.
try {
  await import(url);
} catch (error) {
  console.log((error as Error).message);
}
await Deno.remove(dir, { recursive: true });

/* Output:
[ "default" ] shop 8080
import again: 8080 true
read and parse: 9090
Attempted to load JSON module without specifying "type": "json" attribute in the import statement.
*/
