/**
 * title: Reload an HTTP server when its code changes
 * description: Restart a server on every save with --watch, or swap changed code into the running process with --hmr.
 * category: http
 * check: serve --watch --allow-net
 * keywords: watch mode, hot reload, hmr, hot module replacement, live reload, restart on change, deno serve --watch
 */

// Save this file locally and start it with `deno run --watch --allow-net
// server.ts`. Deno watches every local file the program imports and, when one
// changes, stops the process and starts it again, so the server always runs
// your latest code. Add paths to watch as `--watch=templates/`, and skip some
// with `--watch-exclude`.
let served = 0;

// Edit this text and save: the next request shows it. With `--watch` the
// counter starts over, because the whole process restarted; with `--hmr` (next
// step) it keeps counting.
function greeting(): string {
  return "Hello from a hot-reloaded server";
}

// `deno run --hmr` goes further: it keeps the process and its state, patches
// the changed function bodies in place, and dispatches an `hmr` event naming
// the module. An edit outside a function body, even to a top-level comment,
// cannot be patched, and Deno restarts the process as `--watch` would. For a
// module that does `export default { fetch }`, the same switches are
// `deno serve --watch` and `deno serve --watch-hmr`.
addEventListener("hmr", (event) => {
  const { path } = (event as CustomEvent<{ path: string }>).detail;
  console.log(`replaced ${path}`);
});

// The request counter lives in module state, so each answer shows whether the
// process survived your last edit.
Deno.serve(() => {
  served++;
  return new Response(`${greeting()} (request ${served})\n`);
});

/* Output:
$ curl http://localhost:8000/
Hello from a hot-reloaded server (request 1)
$ curl http://localhost:8000/
Hello from a hot-reloaded server (request 2)
*/
