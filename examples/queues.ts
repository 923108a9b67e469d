/**
 * title: Process background jobs with Deno KV queues
 * description: Enqueue messages in Deno KV and handle them with a queue listener that retries failed deliveries.
 * category: kv
 * check: run --unstable-kv
 * keywords: queue, enqueue, listenQueue, background jobs, retry, backoff
 */

// A queue lives inside a KV database: `enqueue` stores a message and `listenQueue` registers
// the function that receives them. Describing each job as a plain object with a `type` keeps
// the handler easy to extend.
type Job = { type: "email"; to: string } | { type: "resize"; image: string };

const kv = await Deno.openKv(":memory:");
const done = Promise.withResolvers<void>();
const results: string[] = [];
let resizeAttempts = 0;

// The handler runs once per delivery. If it throws (or its promise rejects), the message is
// delivered again later, following the message's `backoffSchedule`. Here the resize job fails
// on its first try to show the retry; Deno logs the exception to stderr.
const listener = kv.listenQueue((job: Job) => {
  if (job.type === "email") {
    results.push(`emailed ${job.to}`);
  } else {
    resizeAttempts++;
    if (resizeAttempts === 1) throw new Error("image service busy");
    results.push(`resized ${job.image} on attempt ${resizeAttempts}`);
  }
  if (results.length === 3) done.resolve();
});

// `enqueue` returns as soon as the message is stored; delivery happens in the background.
// `backoffSchedule` lists the waits in milliseconds before each retry.
const retry = { backoffSchedule: [100, 500] };
await kv.enqueue({ type: "email", to: "ada@example.com" }, retry);
await kv.enqueue({ type: "resize", image: "cat.png" }, retry);
await kv.enqueue({ type: "email", to: "alan@example.com" }, retry);

// Once all three jobs are handled, closing the database also ends `listenQueue`, which would
// otherwise keep the program running to wait for more messages. Sorting the results gives a
// fixed order to print, whatever order the deliveries took.
await done.promise;
kv.close();
await listener;
console.log(results.sort().join("\n"));

/* Output:
emailed ada@example.com
emailed alan@example.com
resized cat.png on attempt 2
*/
