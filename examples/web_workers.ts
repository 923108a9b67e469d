/**
 * title: Run code in parallel with Web Workers
 * description: Move CPU-heavy work off the main thread with a Web Worker, exchange messages with it, handle its errors and terminate it.
 * category: workers
 * check: run
 * keywords: Worker, Web Worker, postMessage, onmessage, thread, parallel, background, CPU-bound
 */

// A worker runs a module on its own thread, with its own global scope. In a project the module
// is a file next to yours: `new Worker(new URL("./worker.ts", import.meta.url), { type:
// "module" })`. To keep this example in one file, the worker's code is a string turned into a
// Blob URL. It counts the primes below a limit, a deliberately slow loop.
const workerCode = `
  self.onmessage = (event) => {
    const { id, limit } = event.data;
    if (limit < 2) throw new RangeError("limit must be at least 2");
    let count = 0;
    for (let n = 2; n < limit; n++) {
      let prime = true;
      for (let d = 2; d * d <= n; d++) if (n % d === 0) { prime = false; break; }
      if (prime) count++;
    }
    self.postMessage({ id, count });
  };
`;
const url = URL.createObjectURL(
  new Blob([workerCode], { type: "text/javascript" }),
);
const worker = new Worker(url, { type: "module" });

// Messages are copied with the structured clone algorithm, so send plain data. A small wrapper
// turns one request/response pair into a promise, matched by `id`.
let nextId = 0;
function countPrimes(limit: number): Promise<number> {
  const id = nextId++;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.data.id !== id) return;
      worker.removeEventListener("message", onMessage);
      resolve(event.data.count);
    };
    worker.addEventListener("message", onMessage);
    worker.postMessage({ id, limit });
  });
}

// While the worker computes, the main thread stays free: the interval timer keeps firing during
// the long count.
let ticks = 0;
const ticker = setInterval(() => ticks++, 10);
console.log("primes below 100:", await countPrimes(100));
console.log("primes below 1000000:", await countPrimes(1_000_000));
clearInterval(ticker);
console.log("main thread stayed responsive:", ticks > 0);

// An exception thrown inside the worker arrives as an `error` event on the `Worker` object.
// Calling `preventDefault()` marks it handled; without that, the program would stop with
// "Unhandled error in child worker". Deno still prints the worker's stack trace to stderr.
worker.onerror = (event) => {
  event.preventDefault();
  console.log("worker error:", event.message);
};
worker.postMessage({ id: -1, limit: 1 });
await new Promise((resolve) => setTimeout(resolve, 100));

// A worker keeps the process alive until it is terminated (or closes itself).
worker.terminate();
URL.revokeObjectURL(url);

/* Output:
primes below 100: 25
primes below 1000000: 78498
main thread stayed responsive: true
worker error: Uncaught RangeError: limit must be at least 2
*/
