/**
 * title: Retry, repeat, time-limit and sandbox a test
 * description: Use Deno.test options to retry a flaky test, repeat a test, give it a deadline and run it with fewer permissions.
 * category: testing
 * check: test --allow-env=PORT
 * env: PORT=9000
 * keywords: deno test, retry, repeats, timeout, permissions, flaky tests, test options
 */

// Each `Deno.test` can take an options object between its name and its function. The options
// below change how the runner treats the test, not what the test checks.
import { assertEquals, assertMatch } from "jsr:@std/assert@^1";

// `retry` re-runs a failing test up to that many more times, and the test passes if any attempt
// passes. This one imitates a service that fails twice before it answers. The report prints a
// `retrying` line per failed attempt and counts the test as flaky, so it is tolerated, not hidden.
let calls = 0;
function callService(): string {
  calls++;
  if (calls < 3) throw new Error(`attempt ${calls}: service unavailable`);
  return "pong";
}

Deno.test("service answers eventually", { retry: 2 }, () => {
  assertEquals(callService(), "pong");
});

// `repeats` is the opposite tool: it runs the test that many additional times, and every run
// must pass. Use it to flush out a test that only fails now and then.
Deno.test("ids always look like UUIDs", { repeats: 20 }, () => {
  assertMatch(crypto.randomUUID(), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
});

// `timeout` is a deadline in milliseconds. A test that takes longer fails with
// "Test timed out after 500ms." instead of stalling the whole run, whether it waits on a promise
// that never settles or spins in a loop.
Deno.test("answers within half a second", { timeout: 500 }, async () => {
  const answer = await new Promise((resolve) =>
    setTimeout(() => resolve("ok"), 20)
  );
  assertEquals(answer, "ok");
});

// `permissions` runs one test with fewer permissions than the command line granted; asking for
// more fails with "Can't escalate parent thread permissions".
// The file runs with `--allow-env=PORT`; the second test takes that away to prove the fallback.
function port(): number {
  try {
    return Number(Deno.env.get("PORT") ?? "8000");
  } catch (error) {
    if (error instanceof Deno.errors.NotCapable) return 8000;
    throw error;
  }
}

Deno.test("port comes from PORT", () => {
  assertEquals(port(), 9000);
});

Deno.test(
  "port falls back without env access",
  { permissions: { env: false } },
  () => {
    assertEquals(port(), 8000);
  },
);

/* Output:
running 5 tests from ./tests_run_control.ts
service answers eventually ... retrying (attempt 1 failed) (Uncaught Error: attempt 1: service unavailable)
service answers eventually ... retrying (attempt 2 failed) (Uncaught Error: attempt 2: service unavailable)
service answers eventually ... ok (1ms)
ids always look like UUIDs ... ok (1ms)
answers within half a second ... ok (21ms)
port comes from PORT ... ok (0ms)
port falls back without env access ... ok (0ms)

ok | 5 passed | 0 failed | 1 flaky (30ms)
*/
