/**
 * title: Broadcast messages between workers with BroadcastChannel
 * description: Send one message to every worker listening on a named BroadcastChannel, and collect their replies.
 * category: web-apis
 * check: run
 * keywords: BroadcastChannel, pub/sub, workers, postMessage, fan-out
 */

// A `BroadcastChannel` is a named bus: every channel object with the same name, in any worker of
// this process, receives what one of them posts (except the sender itself). The worker code is
// built as a Blob URL so the example stays in one file. Each worker joins the `jobs` channel,
// tells the main thread it is ready, and answers every broadcast on the same channel.
const workerCode = `
  const channel = new BroadcastChannel("jobs");
  channel.onmessage = (e) => {
    if (e.data.type === "job") {
      channel.postMessage({ type: "done", by: self.name, result: e.data.text.length });
    } else if (e.data.type === "stop") {
      channel.close();
      self.close();
    }
  };
  self.postMessage("ready");
`;
const url = URL.createObjectURL(
  new Blob([workerCode], { type: "text/javascript" }),
);

// Start three workers and wait until each has subscribed, so none misses the broadcast.
const names = ["alpha", "beta", "gamma"];
await Promise.all(names.map((name) =>
  new Promise((resolve) => {
    new Worker(url, { type: "module", name }).onmessage = resolve;
  })
));

// One `postMessage` reaches all three workers. Their answers arrive on the main thread's own
// channel object in whatever order the workers finish, so sort them before printing.
const channel = new BroadcastChannel("jobs");
const replies: string[] = [];
const allDone = new Promise<void>((resolve) => {
  channel.onmessage = (e) => {
    if (e.data.type !== "done") return;
    replies.push(`${e.data.by} measured ${e.data.result}`);
    if (replies.length === names.length) resolve();
  };
});
channel.postMessage({ type: "job", text: "hello, workers" });
await allDone;
console.log(replies.sort().join("\n"));

// A broadcast is also a handy way to stop everyone. Closing the channel lets the process exit.
channel.postMessage({ type: "stop" });
channel.close();
URL.revokeObjectURL(url);

/* Output:
alpha measured 14
beta measured 14
gamma measured 14
*/
