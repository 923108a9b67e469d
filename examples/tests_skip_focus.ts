/**
 * title: Skip or focus tests
 * description: Skip tests with ignore, focus on a few with --filter or only, and see what deno test reports for each.
 * category: testing
 * check: run --allow-read --allow-write --allow-run
 * keywords: deno test, ignore, only, skip, focus, filter, Deno.test.ignore, Deno.test.only
 */

// A small test module. `ignore` skips a test; because it is an ordinary value, a condition works
// (here: skip on Windows). `Deno.test.ignore` is the shorthand for a test skipped outright, and a
// step can be ignored the same way. Skipped tests are reported, so they are not forgotten.
const tests = `
Deno.test("parses ISO dates", () => {});
Deno.test({
  name: "keeps POSIX file modes",
  ignore: Deno.build.os === "windows",
  fn() {},
});
Deno.test.ignore("imports the 2 GB archive", () => {});
Deno.test("formats prices", async (t) => {
  await t.step("in euros", () => {});
  await t.step({ name: "in yen", ignore: true, fn() {} });
});
`;

// This program saves the module in a temporary folder (as JavaScript, which `deno test` does not
// type-check, to keep the demo quick) and runs `deno test` on it. It prints the report without
// colors and timings, then the exit code and any error line.
const dir = await Deno.makeTempDir();
await Deno.writeTextFile(`${dir}/prices_test.js`, tests);

async function denoTest(...args: string[]): Promise<void> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["test", ...args, "prices_test.js"],
    cwd: dir,
    env: { NO_COLOR: "1" },
  }).output();
  const report = new TextDecoder().decode(stdout).replace(
    / \([\d.]+(ms|µs|s)\)/g,
    "",
  );
  console.log(report.trim());
  const error = new TextDecoder().decode(stderr).split("\n").find((l) =>
    l.startsWith("error")
  );
  console.log(`exit code ${code}${error ? `, ${error}` : ""}\n`);
}
await denoTest();

// To focus without editing code, pass `--filter`: only tests whose name contains the text (or
// matches a `/regexp/`) run, and the rest are counted as filtered out. The run still succeeds.
await denoTest("--filter", "dates");

// `Deno.test.only` (or `only: true`) focuses from the code instead. The focused tests run, but
// the run then fails on purpose, so that a forgotten `only` cannot pass CI with tests left out.
const focused = 'Deno.test.only("the bug I am fixing", () => {});\n';
await Deno.writeTextFile(`${dir}/prices_test.js`, focused, { append: true });
await denoTest();
await Deno.remove(dir, { recursive: true });

/* Output:
running 4 tests from ./prices_test.js
parses ISO dates ... ok
keeps POSIX file modes ... ok
imports the 2 GB archive ... ignored
formats prices ...
  in euros ... ok
  in yen ... ignored
formats prices ... ok

ok | 3 passed (1 step) | 0 failed | 1 ignored (1 step)
exit code 0

running 1 test from ./prices_test.js
parses ISO dates ... ok

ok | 1 passed | 0 failed | 3 filtered out
exit code 0

running 1 test from ./prices_test.js
the bug I am fixing ... ok

ok | 1 passed | 0 failed | 4 filtered out
exit code 1, error: Test failed because the "only" option was used
*/
