/**
 * title: Bundle a program into one JavaScript file
 * description: Run deno bundle on a small TypeScript project to get a single JavaScript file with its imports inlined and unused code dropped.
 * category: tooling
 * check: run --allow-read --allow-write --allow-run
 * keywords: deno bundle, bundler, single file, esbuild, tree shaking, minify, build
 */

// A tiny project to bundle: an entry module that imports one function from a helper module.
// The helper exports a second function that nothing uses. Both are TypeScript.
const dir = await Deno.makeTempDir();
await Deno.mkdir(`${dir}/src`);
await Deno.writeTextFile(
  `${dir}/src/money.ts`,
  `export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2) + " EUR";
}

export function parseCents(text: string): number {
  return Math.round(Number.parseFloat(text) * 100);
}
`,
);
await Deno.writeTextFile(
  `${dir}/src/main.ts`,
  `import { formatCents } from "./money.ts";

const basket: number[] = [1999, 250, 4];
const total = basket.reduce((sum, cents) => sum + cents, 0);
console.log("Total: " + formatCents(total));
`,
);

// `deno bundle <entry> -o <file>` follows the imports from the entry module and writes one
// JavaScript file. It strips the types, inlines the imported modules and leaves out exports that
// nothing imports. It does not type-check unless you pass `--check`, creates the output folder if
// needed, and warns on stderr that the command is still experimental.
async function deno(...args: string[]): Promise<string> {
  const { success, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: dir,
    env: { NO_COLOR: "1" },
  }).output();
  if (!success) throw new Error(new TextDecoder().decode(stderr));
  return new TextDecoder().decode(stdout);
}
await deno("bundle", "-o", "dist/app.js", "src/main.ts");

// Here is the result: each module's code under a comment naming its file, with `parseCents` gone.
console.log((await Deno.readTextFile(`${dir}/dist/app.js`)).trimEnd());

// The bundle is plain JavaScript with no imports left, so it runs on its own, here with
// `deno run`. Add `--platform browser` to bundle code meant for a web page, and `--minify` to
// shrink it.
console.log("---");
console.log((await deno("run", "dist/app.js")).trimEnd());
await Deno.remove(dir, { recursive: true });

/* Output:
// src/money.ts
function formatCents(cents) {
  return (cents / 100).toFixed(2) + " EUR";
}

// src/main.ts
var basket = [
  1999,
  250,
  4
];
var total = basket.reduce((sum, cents) => sum + cents, 0);
console.log("Total: " + formatCents(total));
---
Total: 22.53 EUR
*/
