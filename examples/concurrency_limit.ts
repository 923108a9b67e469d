/**
 * title: Limit how many async tasks run at once
 * description: Run many async jobs with at most N in flight, with a small hand-written limiter and with pooledMap from @std/async.
 * category: workers
 * check: run
 * keywords: concurrency limit, semaphore, p-limit, pooledMap, parallel requests, throttle, rate limit
 */

import { pooledMap } from "jsr:@std/async@^1/pool";

// Starting 20 downloads at once can overwhelm a server or run out of file handles. This stand-in
// job takes a little time and records how many jobs are running at the same moment.
let running = 0;
let peak = 0;
async function job(id: number): Promise<string> {
  running++;
  peak = Math.max(peak, running);
  await new Promise((resolve) => setTimeout(resolve, 10 + (id % 3) * 10));
  running--;
  return `job ${id}`;
}

// A limiter is a counter plus a queue of waiting starts. `limit(fn)` runs `fn` at once if a slot
// is free, otherwise when a running task finishes; `finally` frees the slot even when `fn`
// throws.
function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(fn: () => Promise<T>): Promise<T> {
    if (active >= max) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active++;
    try {
      return await fn();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

// All 20 tasks are queued right away, yet never more than 3 run together. `Promise.all` returns
// the results in the order of the inputs.
const limit = createLimiter(3);
const ids = Array.from({ length: 20 }, (_, i) => i + 1);
const results = await Promise.all(ids.map((id) => limit(() => job(id))));
console.log(
  results.length,
  "done, first:",
  results[0],
  "last:",
  results.at(-1),
);
console.log("most jobs at once:", peak);

// `pooledMap` from `jsr:@std/async` does the same for a list of inputs and yields the results
// as an async iterator, also in input order.
peak = 0;
const names: string[] = [];
for await (const name of pooledMap(5, ids, job)) names.push(name);
console.log(names.slice(0, 3).join(", "), "...");
console.log("most jobs at once:", peak);

/* Output:
20 done, first: job 1 last: job 20
most jobs at once: 3
job 1, job 2, job 3 ...
most jobs at once: 5
*/
