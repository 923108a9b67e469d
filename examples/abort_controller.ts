/**
 * title: Cancel work with AbortController
 * description: Use one AbortController to stop timers, event listeners and your own async functions, with a reason.
 * category: web-apis
 * check: run
 * keywords: AbortSignal, cancel, cancellation, abort reason, throwIfAborted, AbortSignal.any
 */

// An `AbortController` owns a `signal`. Code that should be cancellable takes the signal, and
// whoever holds the controller decides when to stop. Here a worker loop checks the signal
// between steps; `throwIfAborted()` throws the abort reason if the signal has fired.
async function countSlowly(signal: AbortSignal): Promise<number> {
  let n = 0;
  while (true) {
    signal.throwIfAborted();
    n++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// `abort(reason)` fires the signal once. The reason can be any value; an `Error` gives callers
// a message to show. Without a reason, the signal's reason is a `DOMException` named `AbortError`.
const controller = new AbortController();
setTimeout(() => controller.abort(new Error("user pressed stop")), 110);
try {
  await countSlowly(controller.signal);
} catch (err) {
  console.log("stopped:", (err as Error).message);
}
console.log("aborted?", controller.signal.aborted);

// A signal can also remove event listeners: passing it to `addEventListener` detaches the
// listener on abort, so there is no need to keep the function around for
// `removeEventListener`.
const target = new EventTarget();
const listening = new AbortController();
target.addEventListener("ping", () => console.log("got ping"), {
  signal: listening.signal,
});
target.dispatchEvent(new Event("ping"));
listening.abort();
target.dispatchEvent(new Event("ping")); // nobody listens any more

// Listen for the `abort` event to run cleanup when cancellation happens, and combine signals
// with `AbortSignal.any`: the result fires as soon as any of its inputs does.
const user = new AbortController();
const shutdown = new AbortController();
const combined = AbortSignal.any([user.signal, shutdown.signal]);
combined.addEventListener("abort", () => {
  console.log("cleanup, reason:", (combined.reason as DOMException).name);
});
user.abort();

/* Output:
stopped: user pressed stop
aborted? true
got ping
cleanup, reason: AbortError
*/
