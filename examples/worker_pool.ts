/**
 * title: Share work across a pool of workers
 * description: Keep a fixed number of Web Workers busy with a queue of tasks and collect the results in order.
 * category: workers
 * check: run
 * keywords: worker pool, thread pool, Worker, queue, parallel, navigator.hardwareConcurrency
 */

// The worker's job: the n-th Fibonacci number the slow, recursive way, so that running tasks in
// parallel makes a difference. The code is a Blob URL to keep the example in one file; in a
// project it would be its own module file.
const workerCode = `
  const fib = (n) => (n < 2 ? n : fib(n - 1) + fib(n - 2));
  self.onmessage = (e) => self.postMessage(fib(e.data));
`;
const url = URL.createObjectURL(
  new Blob([workerCode], { type: "text/javascript" }),
);

// The pool starts `size` workers once and reuses them, because starting a worker costs far more
// than sending it a message. `run` hands a task to an idle worker, or queues it until one
// finishes. Each worker does one task at a time, so its next message is the answer.
class WorkerPool {
  #idle: Worker[] = [];
  #queue: { input: number; resolve: (value: number) => void }[] = [];
  #all: Worker[] = [];

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(url, { type: "module" });
      this.#all.push(worker);
      this.#idle.push(worker);
    }
  }

  run(input: number): Promise<number> {
    return new Promise((resolve) => {
      this.#queue.push({ input, resolve });
      this.#next();
    });
  }

  #next() {
    if (this.#queue.length === 0 || this.#idle.length === 0) return;
    const worker = this.#idle.pop()!;
    const { input, resolve } = this.#queue.shift()!;
    worker.onmessage = (event) => {
      resolve(event.data);
      this.#idle.push(worker);
      this.#next();
    };
    worker.postMessage(input);
  }

  close() {
    for (const worker of this.#all) worker.terminate();
  }
}

// Size the pool to the machine's cores (here at most 4). `Promise.all` keeps the results in the
// order of the inputs, whichever worker finished first.
const size = Math.min(navigator.hardwareConcurrency, 4);
const pool = new WorkerPool(size);
const inputs = [30, 25, 31, 20, 28, 29, 27, 26];
const results = await Promise.all(inputs.map((n) => pool.run(n)));
inputs.forEach((n, i) => console.log(`fib(${n}) = ${results[i]}`));

// Terminate the workers, or they keep the process running.
pool.close();
URL.revokeObjectURL(url);

/* Output:
fib(30) = 832040
fib(25) = 75025
fib(31) = 1346269
fib(20) = 6765
fib(28) = 317811
fib(29) = 514229
fib(27) = 196418
fib(26) = 121393
*/
