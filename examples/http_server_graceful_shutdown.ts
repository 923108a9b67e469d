/**
 * title: Shut down an HTTP server gracefully
 * description: On SIGINT or SIGTERM, stop accepting connections and let requests in flight finish before exiting.
 * category: http
 * check: run --allow-net=127.0.0.1
 * keywords: shutdown, SIGTERM, SIGINT, Ctrl+C, addSignalListener, drain, deploy restart
 */

// A handler that takes a while, like a report or a slow database query. A
// restart in the middle of it should not cut the client off.
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return new Response("report ready");
  },
);
const url = `http://127.0.0.1:${server.addr.port}/report`;

// `server.shutdown()` closes the listening socket at once, so no new
// connection is accepted, and resolves when the requests already running have
// been answered. Process managers and container runtimes send SIGTERM before
// they kill a process; Ctrl+C sends SIGINT.
async function stop(signal: Deno.Signal) {
  console.log(`${signal}: finishing open requests`);
  await server.shutdown();
  console.log("server closed");
}
const signals: Deno.Signal[] = ["SIGINT", "SIGTERM"];
const listeners = signals.map((signal) => () => stop(signal));
signals.forEach((s, i) => Deno.addSignalListener(s, listeners[i]));

// Start a slow request, then stop the server while it is being handled. The
// demo calls `stop` itself instead of waiting for a real signal.
const inFlight = fetch(url).then((res) => res.text());
await new Promise((resolve) => setTimeout(resolve, 50));
const [body] = await Promise.all([inFlight, stop("SIGTERM")]);

// The request that was already running still got its answer; a new one is
// refused because nothing listens on the port any more. A real program would
// now close its database connections and exit.
console.log("in-flight request:", body);
try {
  await fetch(url);
} catch (err) {
  console.log("new request:", (err as Error).name);
}
signals.forEach((s, i) => Deno.removeSignalListener(s, listeners[i]));

/* Output:
SIGTERM: finishing open requests
server closed
in-flight request: report ready
new request: TypeError
*/
