/**
 * title: Sleep for a while
 * description: Pause an async function for some milliseconds without blocking the program, and make the pause cancellable.
 * category: web-apis
 * check: run
 * keywords: sleep, delay, wait, pause, setTimeout promise, @std/async delay, cancellable sleep
 */

import { delay } from "jsr:@std/async@^1/delay";

// JavaScript has no blocking `sleep`, and that is a feature: while one function waits, the rest
// of the program keeps running. Wrapping `setTimeout` in a promise gives an awaitable pause.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const started = performance.now();
console.log("step 1");
await sleep(100);
console.log("step 2, about 100 ms later:", performance.now() - started >= 99);

// The standard library's `delay` does the same and also accepts an `AbortSignal`, so a long
// wait can be cut short. An aborted delay rejects with the signal's reason.
const controller = new AbortController();
setTimeout(() => controller.abort(new Error("woken up early")), 50);
try {
  await delay(10_000, { signal: controller.signal });
} catch (err) {
  console.log("delay interrupted:", (err as Error).message);
}

// A typical use: poll for a condition, pausing between attempts instead of spinning the CPU.
let ready = false;
setTimeout(() => ready = true, 120);
let polls = 0;
while (!ready) {
  polls++;
  await sleep(50);
}
console.log(`ready, after ${polls > 1 ? "several polls" : "one poll"}`);

/* Output:
step 1
step 2, about 100 ms later: true
delay interrupted: woken up early
ready, after several polls
*/
