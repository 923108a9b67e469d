/**
 * title: Use await at the top level of a module
 * description: Await promises directly in a module's top level, load configuration before the rest runs, and see how it orders imports.
 * category: basics
 * check: run --allow-read --allow-write
 * keywords: top-level await, TLA, async main, ES modules, dynamic import
 */

// In a Deno module, `await` works outside any function: no `async function main()` wrapper and
// no `.then()` chain. The next line only runs once the awaited promise has settled.
const dir = await Deno.makeTempDir();
await Deno.writeTextFile(
  `${dir}/config.json`,
  '{ "greeting": "hello", "retries": 3 }',
);
const config = JSON.parse(await Deno.readTextFile(`${dir}/config.json`));
console.log("config loaded:", config);

// Errors from a top-level `await` are ordinary exceptions, so `try`/`catch` works as usual. An
// uncaught one would stop the program with a non-zero exit code.
try {
  await Deno.readTextFile(`${dir}/missing.json`);
} catch (err) {
  console.log("no optional file:", err instanceof Deno.errors.NotFound);
}

// A module that uses top-level `await` delays everyone who imports it until it has finished
// evaluating. This one, written as a `data:` URL to keep the example in one file, waits for a
// timer; the importer can use its exports the moment `import()` resolves.
const source = `
  await new Promise((resolve) => setTimeout(resolve, 50));
  export const status = "finished its own top-level await";
`;
const mod = await import(`data:text/javascript,${encodeURIComponent(source)}`);
console.log("imported module:", mod.status);

// `Promise.all` at the top level runs independent work concurrently, then continues when all of
// it is done.
const [a, b] = await Promise.all([
  new Promise((resolve) => setTimeout(() => resolve("first"), 20)),
  new Promise((resolve) => setTimeout(() => resolve("second"), 10)),
]);
console.log(a, b);

await Deno.remove(dir, { recursive: true });

/* Output:
config loaded: { greeting: "hello", retries: 3 }
no optional file: true
imported module: finished its own top-level await
first second
*/
