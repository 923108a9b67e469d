/**
 * title: Import a text file as a string
 * description: Load a template, SQL query or any other file as a string with the text import attribute, statically or with import().
 * category: basics
 * check: run --allow-read --allow-write
 * keywords: text module, import attributes, with type text, raw import, import txt, template, embed file, string
 */

import { join } from "jsr:@std/path@^1/join";
import { toFileUrl } from "jsr:@std/path@^1/to-file-url";

// With the file next to your script, write
// `import template from "./welcome.txt" with { type: "text" };` and `template` is a `string`
// holding the file's contents; TypeScript knows it is a string. Static imports are loaded before
// the program starts and need no `--allow-read`. This example runs from a URL, so it writes its
// files into a temporary directory and imports them with `import()`.
const dir = await Deno.makeTempDir();
const templatePath = join(dir, "welcome.txt");
// The file starts with a byte order mark, "\uFEFF", as some UTF-8 files do.
await Deno.writeTextFile(
  templatePath,
  "\uFEFFGrüße, {name}!\nYour order {order} has shipped.\n",
);

// `import()` with `{ type: "text" }` resolves to a module whose `default` export is the string.
// Importing a local file at run time needs `--allow-read`. The bytes are decoded as UTF-8, and a
// leading byte order mark is dropped, so the text starts with the first real character.
const mod = await import(toFileUrl(templatePath).href, {
  with: { type: "text" },
});
const template: string = mod.default;
console.log("starts with BOM:", template.startsWith("\uFEFF"));

// From there it is an ordinary string: here each `{key}` placeholder is filled in from an object.
const values: Record<string, string> = { name: "Ada", order: "#1042" };
const message = template.replace(
  /\{(\w+)\}/g,
  (_, key: string) => values[key] ?? `{${key}}`,
);
console.log(message.trimEnd());

// The attribute, not the file name, decides what an import means. Imported as text, a
// TypeScript file is just its source: nothing in it runs, so its `console.log()` prints nothing.
const scriptPath = join(dir, "hello.ts");
await Deno.writeTextFile(scriptPath, 'console.log("I ran!");\n');
const source = await import(toFileUrl(scriptPath).href, {
  with: { type: "text" },
});
console.log("source:", JSON.stringify(source.default));

await Deno.remove(dir, { recursive: true });

/* Output:
starts with BOM: false
Grüße, Ada!
Your order #1042 has shipped.
source: "console.log(\"I ran!\");\n"
*/
