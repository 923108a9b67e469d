/**
 * title: Handle OS signals
 * description: React to SIGUSR1 and shut down cleanly on SIGTERM or SIGINT with Deno.addSignalListener.
 * category: cli
 * check: run --allow-run
 * keywords: SIGINT, SIGTERM, Ctrl+C, graceful shutdown, addSignalListener, Deno.kill, process.on
 */

// A signal listener replaces the default action of that signal. Without one, `SIGTERM` ends the
// process on the spot (exit code 143) and nothing gets cleaned up; with one, the program decides
// what happens. `SIGUSR1` has no fixed meaning, so daemons often use it for "reload" or
// "report status". (Windows supports only a few signals, such as `SIGINT` and `SIGTERM`.)
const onUsr1 = () => console.log("SIGUSR1: reloading configuration");
Deno.addSignalListener("SIGUSR1", onUsr1);

// For shutdown, resolve a promise from the handler instead of exiting inside it: the main code
// can then stop its work in order. `SIGINT` is what Ctrl+C sends, `SIGTERM` what `kill` and
// most process managers send.
const stop = Promise.withResolvers<string>();
const onStop = (name: string) => () => stop.resolve(name);
const onTerm = onStop("SIGTERM");
const onInt = onStop("SIGINT");
Deno.addSignalListener("SIGTERM", onTerm);
Deno.addSignalListener("SIGINT", onInt);

// A listener does not keep the program alive by itself, so some real work has to: here a timer
// that stands in for a server or a job queue.
let ticks = 0;
const work = setInterval(() => ticks++, 5);
console.log("working; send SIGUSR1 to reload, SIGTERM or Ctrl+C to stop");

// To make this example end on its own, it signals itself with `Deno.kill()`, which needs
// `--allow-run`. From a shell you would type `kill -USR1 <pid>` or press Ctrl+C instead.
// Signals arrive asynchronously, so wait a little after each one.
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
Deno.kill(Deno.pid, "SIGUSR1");
await pause(50);
Deno.kill(Deno.pid, "SIGTERM");

// Once the stop signal is in, finish the work, remove the listeners (so a second Ctrl+C kills
// the process the usual way) and leave with a success code.
const signal = await stop.promise;
clearInterval(work);
Deno.removeSignalListener("SIGUSR1", onUsr1);
Deno.removeSignalListener("SIGTERM", onTerm);
Deno.removeSignalListener("SIGINT", onInt);
console.log(
  `${signal} received; stopped after ${ticks > 0 ? "some" : "no"} work`,
);

/* Output:
working; send SIGUSR1 to reload, SIGTERM or Ctrl+C to stop
SIGUSR1: reloading configuration
SIGTERM received; stopped after some work
*/
