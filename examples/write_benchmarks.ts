/**
 * title: Measure code speed with Deno.bench
 * description: Write benchmarks with Deno.bench, compare alternatives in a group against a baseline, and run them with deno bench.
 * category: testing
 * check: run --allow-read --allow-write --allow-run
 * keywords: deno bench, Deno.bench, benchmark, performance, baseline, group, microbenchmark
 */

// A benchmark module is ordinary TypeScript that calls `Deno.bench`. `deno bench` runs each
// function many times and reports the time per iteration. Here is a complete one, kept in a string
// so that this program can save it and run it for you; in a project it is its own file, named
// like `lookup_bench.ts` so that a plain `deno bench` finds it. (This one is saved as JavaScript,
// which `deno bench` runs without a type-check, to keep the demo quick.)
const benchModule = `
const words = Array.from({ length: 1_000 }, (_, i) => "word" + i);
const wordSet = new Set(words);
// Benchmarks in the same group are compared with each other; the baseline is
// the one the others are measured against in the summary.
Deno.bench("Array.includes", { group: "lookup", baseline: true }, () => {
  words.includes("word999");
});
Deno.bench("Set.has", { group: "lookup" }, () => {
  wordSet.has("word999");
});
// Only the part between b.start() and b.end() is timed, so making the fresh,
// unsorted input for each iteration is not counted.
Deno.bench("sort 2,000 numbers", (b) => {
  const numbers = Array.from({ length: 2_000 }, (_, i) => (i * 7919) % 2_003);
  b.start();
  numbers.sort((x, y) => x - y);
  b.end();
});
`;

// Save the module in a temporary folder. `Deno.bench` does nothing under `deno run`: benchmarks
// only run under `deno bench`, which wants a local file (it finds no benchmarks at a URL).
const dir = await Deno.makeTempDir();
const file = `${dir}/lookup_bench.js`;
await Deno.writeTextFile(file, benchModule);

// Run `deno bench` on it with the same Deno binary. It prints a table with a section per group,
// then a summary that says how many times slower or faster each group's baseline is than the
// others. The figures vary from run to run and machine to machine; the `...` lines in the output
// below stand for them. `NO_COLOR` keeps the report plain text.
const { code, stdout } = await new Deno.Command(Deno.execPath(), {
  args: ["bench", file],
  env: { NO_COLOR: "1" },
  stdout: "piped",
}).output();
console.log(new TextDecoder().decode(stdout));
console.log(`exit code: ${code}`);
await Deno.remove(dir, { recursive: true });

/* Output:
...
| benchmark            | time/iter (avg) |        iter/s |      (min … max)      |      p75 |      p99 |     p995 |
| -------------------- | --------------- | ------------- | --------------------- | -------- | -------- | -------- |
...
group lookup
...
summary
  Array.includes
...
exit code: 0
*/
