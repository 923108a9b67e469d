/**
 * title: Retry with exponential backoff
 * description: Retry a failing operation with growing, jittered delays and a cap, by hand and with @std/async's retry.
 * category: web-apis
 * check: run --allow-net=127.0.0.1
 * keywords: retry, backoff, exponential backoff, jitter, 503, transient error, @std/async retry, RetryError
 */

import { retry, RetryError } from "jsr:@std/async@^1/retry";

// A local server that is "overloaded": it answers `503` to the first three requests and `200`
// after that, like a service that recovers after a moment.
let hits = 0;
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  () =>
    ++hits <= 3
      ? new Response("busy", { status: 503 })
      : new Response("finally some data"),
);
const url = `http://127.0.0.1:${server.addr.port}/`;

// Backoff doubles the wait after each failure (10, 20, 40 ms here), so a struggling server gets
// more room each time, and caps it at `maxMs`. Random jitter (a delay between zero and the
// computed value) keeps many clients from retrying in lockstep. Only transient errors such as
// 503 are worth retrying; give up after `attempts` tries.
async function fetchWithBackoff(attempts = 5, baseMs = 10, maxMs = 1000) {
  for (let attempt = 1;; attempt++) {
    const res = await fetch(url);
    if (res.ok) return await res.text();
    await res.body?.cancel();
    if (res.status !== 503 || attempt === attempts) {
      throw new Error(`giving up: HTTP ${res.status}`);
    }
    const backoff = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
    console.log(
      `attempt ${attempt}: ${res.status}, backing off up to ${backoff} ms`,
    );
    await new Promise((resolve) =>
      setTimeout(resolve, Math.random() * backoff)
    );
  }
}
console.log(await fetchWithBackoff());

// `retry` from `jsr:@std/async` implements the same policy: `minTimeout`, `multiplier`,
// `maxTimeout`, `jitter` and `maxAttempts`. It retries whenever the function throws, and
// rejects with a `RetryError` once the attempts run out. Here the server is reset to fail again
// and two attempts are not enough.
hits = 0;
try {
  await retry(async () => {
    const res = await fetch(url);
    await res.body?.cancel();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  }, { minTimeout: 10, multiplier: 2, maxTimeout: 1000, maxAttempts: 2 });
} catch (err) {
  console.log(err instanceof RetryError, (err as Error).message);
}

await server.shutdown();

/* Output:
attempt 1: 503, backing off up to 10 ms
attempt 2: 503, backing off up to 20 ms
attempt 3: 503, backing off up to 40 ms
finally some data
true Retrying exceeded the maxAttempts (2).
*/
