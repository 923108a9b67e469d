/**
 * title: Debounce a function
 * description: Collapse a burst of calls into one call after things go quiet, with a hand-written debounce and the standard library's.
 * category: web-apis
 * check: run
 * keywords: debounce, throttle, rate limit calls, @std/async, burst, file watcher, search as you type
 */

import { debounce } from "jsr:@std/async@^1/debounce";

// A debounced function waits until it has not been called for `ms` milliseconds, then runs once
// with the latest arguments. Each call restarts the wait. That fits "save after the user stops
// typing" or "rebuild once after a burst of file change events".
function debounced<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Five keystrokes 20 ms apart form one burst, so the search runs once, with the final text.
// After a longer pause, the next keystroke starts a new burst.
const search = debounced(
  (query: string) => console.log(`search: ${query}`),
  100,
);
for (const query of ["d", "de", "den", "deno", "deno!"]) {
  search(query);
  await sleep(20);
}
await sleep(200);
search("again");
await sleep(200);

// `debounce` from `jsr:@std/async` behaves the same and adds `clear()` to drop a pending call,
// `flush()` to run it right away, and a `pending` flag.
const save = debounce((doc: string) => console.log(`saved: ${doc}`), 100);
save("draft 1");
save("draft 2");
console.log("pending:", save.pending);
save.flush(); // e.g. on exit: run the pending call now
save("draft 3");
save.clear(); // e.g. after discarding changes: forget it
await sleep(200);
console.log("pending:", save.pending);

/* Output:
search: deno!
search: again
pending: true
saved: draft 2
pending: false
*/
