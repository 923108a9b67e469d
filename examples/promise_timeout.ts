/**
 * title: Add a timeout to any promise
 * description: Reject a promise that takes too long with Promise.race or the standard library's deadline, and clean up the timer either way.
 * category: web-apis
 * check: run
 * keywords: timeout, Promise.race, deadline, @std/async, TimeoutError, slow promise
 */

import { deadline } from "jsr:@std/async@^1/deadline";

// A stand-in for slow work, such as a query or a call into a library that takes no signal.
const slow = <T>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

// `Promise.race` settles with whichever promise settles first: the work, or a timer that
// rejects. The `finally` clears the timer when the work wins, so no stray timer keeps the
// program alive afterwards.
class TimeoutError extends Error {}
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new TimeoutError(`timed out after ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

console.log(await withTimeout(slow("fast answer", 10), 100));
try {
  await withTimeout(slow("too late", 300), 100);
} catch (err) {
  console.log(err instanceof TimeoutError, (err as Error).message);
}

// `deadline` from `jsr:@std/async` does the same; it rejects with a `DOMException` named
// `TimeoutError`. Either way, a timeout only stops the waiting, not the work: the slow promise
// still runs to its end. To stop the work itself, give it an `AbortSignal` it can react to.
console.log(await deadline(slow("within the deadline", 10), 100));
try {
  await deadline(slow("too late", 300), 100);
} catch (err) {
  console.log((err as DOMException).name);
}

/* Output:
fast answer
true timed out after 100 ms
within the deadline
TimeoutError
*/
