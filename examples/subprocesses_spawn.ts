/**
 * title: Spawn a long-running process and stream its output
 * description: Start a child process with spawn(), read its output line by line while it runs, stop it with kill(), a timeout or `await using`, and read its exit status.
 * category: subprocesses
 * check: run --allow-run
 * keywords: spawn, ChildProcess, kill, background process, stream stdout, timeout, AbortSignal, child.status
 */

import { TextLineStream } from "jsr:@std/streams@^1/text-line-stream";

// The child is a small Deno program that prints a line every 50 ms and never ends by itself,
// like a dev server or `tail -f`. `spawn()` starts it and returns at once with a
// `ChildProcess`; `stdout: "piped"` makes its output a stream we can read.
const ticker = "let n = 0; setInterval(() => console.log(`tick ${++n}`), 50);";
const child = new Deno.Command(Deno.execPath(), {
  args: ["eval", ticker],
  stdout: "piped",
}).spawn();
console.log("started the ticker");

// Decode the bytes and split them into lines to handle each one as it arrives. Leaving the loop
// with `break` cancels the stream, so nobody listens any more, but it does not stop the process.
const lines = child.stdout
  .pipeThrough(new TextDecoderStream())
  .pipeThrough(new TextLineStream());
for await (const line of lines) {
  console.log("child says:", line);
  if (line === "tick 3") break;
}

// `kill()` sends `SIGTERM` unless told otherwise. `status` resolves when the process has
// ended: `code` 143 is 128 + 15, the number of `SIGTERM`, and `signal` names it.
child.kill();
const { success, code, signal } = await child.status;
console.log({ success, code, signal });

// Two shortcuts stop a child for you. An `AbortSignal` in the options kills it when the signal
// fires, which makes a timeout one line. With `await using`, the child is killed when the block
// ends, even if the block throws.
const slow = new Deno.Command(Deno.execPath(), {
  args: ["eval", "setTimeout(() => {}, 60_000)"],
  signal: AbortSignal.timeout(200),
}).spawn();
console.log("timed out:", (await slow.status).signal);

let pending: Promise<Deno.CommandStatus>;
{
  await using sleeper = new Deno.Command(Deno.execPath(), {
    args: ["eval", "setTimeout(() => {}, 60_000)"],
  }).spawn();
  pending = sleeper.status;
}
console.log("disposed:", (await pending).signal);

/* Output:
started the ticker
child says: tick 1
child says: tick 2
child says: tick 3
{ success: false, code: 143, signal: "SIGTERM" }
timed out: SIGTERM
disposed: SIGTERM
*/
