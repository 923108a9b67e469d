/**
 * title: Write unit tests with Deno.test
 * description: Register tests with Deno.test, check results with @std/assert, and group related checks as steps.
 * category: testing
 * check: test
 * keywords: deno test, Deno.test, assertEquals, assertThrows, assertRejects, unit test, t.step
 */

// Tests need no framework: `Deno.test` is built in, and `deno test` finds and runs every test the
// file registers. The assertions come from the standard library; each throws a readable error
// when it fails, and a test passes when its function returns (or resolves) without throwing.
import { assertEquals, assertRejects, assertThrows } from "jsr:@std/assert@^1";

// The code under test. In a real project it lives in its own module and the test file imports it.
export function slugify(title: string): string {
  if (title.trim() === "") throw new RangeError("title is empty");
  return title.toLowerCase().trim().replace(/[^a-z0-9]+/g, "-").replace(
    /^-|-$/g,
    "",
  );
}

export async function loadTitle(id: number): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  if (id !== 1) throw new Error(`no post ${id}`);
  return "Hello, Deno!";
}

// The simplest form is a name and a function. `assertEquals` compares deeply, so it works for
// arrays and objects as well as strings.
Deno.test("slugify lowercases and joins words with dashes", () => {
  assertEquals(slugify("Hello, Deno!"), "hello-deno");
  assertEquals(["A b", " c "].map(slugify), ["a-b", "c"]);
});

// Errors are behaviour too. `assertThrows` checks the error's class and, optionally, a part of
// its message.
Deno.test("slugify rejects an empty title", () => {
  assertThrows(() => slugify("   "), RangeError, "empty");
});

// An async test returns a promise; `deno test` waits for it. Steps (`t.step`) split one test into
// named parts that are reported on their own lines; await each one.
Deno.test("loadTitle", async (t) => {
  await t.step("finds a known post", async () => {
    assertEquals(slugify(await loadTitle(1)), "hello-deno");
  });
  await t.step("rejects an unknown id", async () => {
    await assertRejects(() => loadTitle(2), Error, "no post 2");
  });
});

/* Output:
running 3 tests from ./writing_tests.ts
slugify lowercases and joins words with dashes ... ok (0ms)
slugify rejects an empty title ... ok (0ms)
loadTitle ...
  finds a known post ... ok (5ms)
  rejects an unknown id ... ok (5ms)
loadTitle ... ok (12ms)

ok | 3 passed (2 steps) | 0 failed (14ms)
*/
