/**
 * title: Schedule code with setTimeout and setInterval
 * description: Run code later or repeatedly with timers, cancel them, pass arguments, and let a background timer not keep the program alive.
 * category: web-apis
 * check: run
 * keywords: setTimeout, setInterval, clearTimeout, clearInterval, Deno.unrefTimer, schedule, delay, repeat
 */

// `setTimeout` runs a function once after at least the given delay and returns a handle for
// cancelling it (in Deno 2.9 a Node.js-style `Timeout` object, not a number). Extra arguments
// are passed to the function. Callbacks run in order of their due time, not in the order they
// were created.
const t0 = performance.now();
const log = (msg: string) => console.log(msg);
setTimeout(log, 60, "third (60 ms)");
setTimeout(log, 20, "first (20 ms)");
setTimeout(log, 40, "second (40 ms)");

// `clearTimeout(id)` cancels a timer that has not fired yet; cancelling one that already ran
// is harmless.
const cancelled = setTimeout(log, 30, "never printed");
clearTimeout(cancelled);

// `setInterval` repeats until `clearInterval` stops it. Here it ticks every 25 ms and stops
// itself after three ticks.
let ticks = 0;
const interval = setInterval(() => {
  ticks++;
  console.log(`tick ${ticks}`);
  if (ticks === 3) clearInterval(interval);
}, 25);

// Pending timers keep the program running. `Deno.unrefTimer(id)` opts a timer out: this
// once-a-minute heartbeat would otherwise keep the process alive for a minute, but now the
// program exits as soon as the other timers are done, and the heartbeat never fires.
const heartbeat = setInterval(() => console.log("heartbeat"), 60_000);
Deno.unrefTimer(heartbeat);

// A timer with delay 0 still waits for the current code to finish; it never runs synchronously.
// The `unload` event fires when the program is about to exit.
setTimeout(log, 0, "zero delay, but after the synchronous code");
console.log("synchronous code done");
globalThis.addEventListener("unload", () => {
  const seconds = (performance.now() - t0) / 1000;
  console.log("exited without waiting for the heartbeat:", seconds < 5);
});

/* Output:
synchronous code done
zero delay, but after the synchronous code
first (20 ms)
tick 1
second (40 ms)
tick 2
third (60 ms)
tick 3
exited without waiting for the heartbeat: true
*/
