/**
 * title: Exchange messages with a child process (IPC)
 * description: Start a worker module with fork() from node:child_process and talk to it with send() and the "message" event over an IPC channel.
 * category: subprocesses
 * check: run --allow-run --allow-write --allow-env
 * keywords: fork, ipc, process.send, child_process, message passing, worker process, disconnect
 */

import { fork } from "node:child_process";

// `fork()` runs a module in a new Deno process with an extra channel for messages, besides
// stdin and stdout. It needs a file to run, so the worker's code is written to a temporary
// directory first. The worker answers each `sum` request and leaves when told to `stop`.
// `process.disconnect()` closes its end of the channel, which lets the worker exit. (`fork()`
// hands the parent's environment to the child, hence `--allow-env`.)
const dir = await Deno.makeTempDir();
const workerPath = `${dir}/worker.ts`;
await Deno.writeTextFile(
  workerPath,
  `import process from "node:process";
process.on("message", (msg: { type: string; id?: number; numbers?: number[] }) => {
  if (msg.type === "stop") return process.disconnect();
  const sum = msg.numbers!.reduce((a, b) => a + b, 0);
  process.send!({ type: "result", id: msg.id, sum });
});
const net = Deno.permissions.querySync({ name: "net" }).state;
process.send!({ type: "ready", net });
`,
);

// Messages are plain values, serialized on one side and rebuilt on the other, so objects and
// arrays arrive as copies. The parent reacts to each one: it sends work once the worker is
// ready and asks it to stop after the last answer.
type Reply =
  | { type: "ready"; net: string }
  | { type: "result"; id: number; sum: number };
const child = fork(workerPath);
const jobs = [[1, 2, 3], [10, 20], [7]];
let answered = 0;
child.on("message", (reply: Reply) => {
  if (reply.type === "ready") {
    console.log(`worker is ready; its net permission: ${reply.net}`);
    jobs.forEach((numbers, id) => child.send({ type: "sum", id, numbers }));
    return;
  }
  console.log(`job ${reply.id}: sum ${reply.sum}`);
  if (++answered === jobs.length) child.send({ type: "stop" });
});

// The worker reported `granted` for network access although this program was started without
// `--allow-net`: in this Deno version the forked module runs with all permissions. Fork only
// code you trust. The `exit` event tells the parent that the worker is gone.
const code = await new Promise<number | null>((resolve) =>
  child.on("exit", resolve)
);
console.log("worker exited with code", code);
await Deno.remove(dir, { recursive: true });

/* Output:
worker is ready; its net permission: granted
job 0: sum 6
job 1: sum 30
job 2: sum 7
worker exited with code 0
*/
