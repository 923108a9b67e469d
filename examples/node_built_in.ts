/**
 * title: Use Node.js built-in modules
 * description: Import node:fs, node:path and node:os in Deno, and see that Deno's permissions still guard them.
 * category: node
 * check: run --allow-read --allow-write --allow-env=TMPDIR,TMP,TEMP
 * keywords: node:fs, node:path, node:os, node compatibility, built-ins, fs/promises
 */

// Deno implements Node's built-in modules itself, so they need no npm package. Import them with
// the `node:` prefix, exactly as modern Node code does; the types come with Deno too.
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { EOL, tmpdir } from "node:os";
import { extname, join } from "node:path";
import process from "node:process";

// `os.tmpdir()` looks at the `TMPDIR`, `TMP` and `TEMP` variables, which is why this example is
// run with `--allow-env` for just those three names. `mkdtemp` adds a random suffix to the prefix.
const dir = await mkdtemp(join(tmpdir(), "node-demo-"));
await writeFile(join(dir, "notes.txt"), ["first", "second"].join(EOL));
await writeFile(join(dir, "data.json"), JSON.stringify({ ok: true }));

// The rest is ordinary Node code: list the folder, then `stat` each entry for its size.
for (const name of (await readdir(dir)).sort()) {
  const { size } = await stat(join(dir, name));
  console.log(`${name} (${extname(name)}): ${size} bytes`);
}
await rm(dir, { recursive: true });

// Node APIs do not bypass the sandbox: each call goes through the same permission checks as
// `Deno.*`. Reading `HOME` was not allowed on the command line, so it throws `NotCapable`.
try {
  console.log(process.env.HOME);
} catch (error) {
  console.log((error as Error).name);
}

/* Output:
data.json (.json): 11 bytes
notes.txt (.txt): 12 bytes
NotCapable
*/
