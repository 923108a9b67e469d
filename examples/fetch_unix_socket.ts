/**
 * title: Send HTTP requests over a Unix socket
 * description: Serve HTTP on a Unix domain socket and call it with fetch through a client whose transport is that socket.
 * category: web-apis
 * check: run --allow-net=localhost,unix:/tmp/deno-example-api.sock --allow-read=/tmp/deno-example-api.sock --allow-write=/tmp/deno-example-api.sock
 * keywords: unix domain socket, createHttpClient, transport unix, Docker socket, IPC
 */

// Local daemons such as Docker expose their HTTP API on a Unix socket file instead of a TCP
// port. To have one to talk to, this example serves HTTP on a socket of its own. Socket access
// needs net access (`--allow-net=unix:<absolute path>` grants just one socket) as well as
// read and write access to the socket file.
const socketPath = "/tmp/deno-example-api.sock";
await Deno.remove(socketPath).catch(() => {}); // left over from an earlier run?
const server = Deno.serve(
  { path: socketPath, onListen() {} },
  (req) =>
    Response.json({
      method: req.method,
      path: new URL(req.url).pathname,
      host: req.headers.get("host"),
    }),
);

// `fetch` still needs a URL, but with a `unix` transport its host only fills the `Host` header:
// every connection goes to the socket file. Deno checks the permission for that host all the
// same, which is why `localhost` is in `--allow-net` too.
const client = Deno.createHttpClient({
  proxy: { transport: "unix", path: socketPath },
});
const res = await fetch("http://localhost/v1/containers?all=true", { client });
console.log(res.status, await res.json());

const posted = await fetch("http://localhost/v1/ping", {
  method: "POST",
  client,
});
console.log(posted.status, await posted.json());

// Close the client, then the server. Shutting down a Unix-socket server also deletes the
// socket file.
client.close();
await server.shutdown();
console.log(
  "socket file left behind?",
  await Deno.stat(socketPath).then(() => true, () => false),
);

/* Output:
200 { method: "GET", path: "/v1/containers", host: "localhost" }
200 { method: "POST", path: "/v1/ping", host: "localhost" }
socket file left behind? false
*/
