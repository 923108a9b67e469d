/**
 * title: Watch Deno KV keys for changes
 * description: Get a stream that emits the latest values of a set of keys every time one of them is written.
 * category: kv
 * check: run --unstable-kv
 * keywords: watch, realtime, subscribe, changes, ReadableStream
 */

// A job's status and progress are kept in two keys. Another part of the program (or another
// process sharing the database) updates them as the job advances.
const kv = await Deno.openKv(":memory:");
await kv.set(["job", 1, "status"], "queued");

// `kv.watch()` takes a list of keys and returns a `ReadableStream`. It first emits the current
// entries, then a new array whenever any of the keys changes, in the same order as the keys
// passed in. A key that does not exist yet comes back with a `null` value.
const stream = kv.watch<[string, number]>([
  ["job", 1, "status"],
  ["job", 1, "progress"],
]);

// The watcher runs in the background and stops reading once the job is done. Breaking out of
// the `for await` loop cancels the stream.
const watcher = (async () => {
  for await (const [status, progress] of stream) {
    console.log(`status=${status.value} progress=${progress.value}`);
    if (status.value === "done") break;
  }
})();

// The worker updates the keys with short pauses in between. Watch only promises the latest
// state, not every intermediate write, so writes made in quick succession may arrive as a
// single change. The last step writes both keys in one atomic operation, which the watcher
// sees as one change.
const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
await pause();
await kv.set(["job", 1, "status"], "running");
await pause();
await kv.set(["job", 1, "progress"], 50);
await pause();
await kv.atomic()
  .set(["job", 1, "status"], "done")
  .set(["job", 1, "progress"], 100)
  .commit();

await watcher;
kv.close();

/* Output:
status=queued progress=null
status=running progress=null
status=running progress=50
status=done progress=100
*/
