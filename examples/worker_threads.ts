/**
 * title: Use Node.js worker_threads
 * description: Run code on another thread with the node:worker_threads API, passing workerData and sharing memory through a SharedArrayBuffer.
 * category: workers
 * check: run --allow-read --allow-write
 * keywords: node:worker_threads, Worker, parentPort, workerData, isMainThread, SharedArrayBuffer, Atomics, Node.js compatibility
 */

import { Worker } from "node:worker_threads";

// Code written for Node.js can keep using `node:worker_threads` in Deno. Its `Worker` takes a
// file path, so the worker script is written to a temporary directory (which is what
// `--allow-read` and `--allow-write` are for). Inside, `parentPort` talks to the parent and
// `workerData` holds the value passed at start-up.
const dir = await Deno.makeTempDir();
const script = `${dir}/sum_worker.mjs`;
await Deno.writeTextFile(
  script,
  `
  import { parentPort, workerData, isMainThread } from "node:worker_threads";
  const { from, to, shared } = workerData;
  const counter = new Int32Array(shared);
  let sum = 0;
  for (let n = from; n <= to; n++) {
    sum += n;
    Atomics.add(counter, 0, 1); // count processed numbers in shared memory
  }
  parentPort.postMessage({ from, to, sum, isMainThread });
`,
);

// Start two workers, each summing half of 1..1,000,000. A `SharedArrayBuffer` is not copied:
// both workers and the main thread see the same memory, and `Atomics` updates it safely.
const shared = new SharedArrayBuffer(4);
type Part = { from: number; to: number; sum: number; isMainThread: boolean };
function runWorker(from: number, to: number) {
  return new Promise<Part>(
    (resolve, reject) => {
      const worker = new Worker(script, { workerData: { from, to, shared } });
      worker.once("message", (result) => {
        resolve(result);
        worker.terminate();
      });
      worker.once("error", reject);
    },
  );
}
const parts = await Promise.all([
  runWorker(1, 500_000),
  runWorker(500_001, 1_000_000),
]);

// Each result says it did not run on the main thread. The parts add up to the full sum, and the
// shared counter shows how many numbers the workers processed together.
for (const { from, to, sum, isMainThread } of parts) {
  console.log(`${from}..${to}: ${sum} (main thread: ${isMainThread})`);
}
console.log("total:", parts.reduce((total, part) => total + part.sum, 0));
console.log("numbers processed:", new Int32Array(shared)[0]);

await Deno.remove(dir, { recursive: true });

/* Output:
1..500000: 125000250000 (main thread: false)
500001..1000000: 375000250000 (main thread: false)
total: 500000500000
numbers processed: 1000000
*/
