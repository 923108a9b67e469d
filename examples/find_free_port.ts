/**
 * title: Find a free TCP port
 * description: Ask the operating system for an unused port, try a preferred port first, and avoid the race between checking and using a port.
 * category: networking
 * check: run --allow-net=127.0.0.1
 * keywords: free port, available port, port 0, getAvailablePort, AddrInUse, EADDRINUSE
 */

// Binding to port `0` tells the OS to pick any unused port. Open a listener, read the port it
// got, and close it again: `using` closes the listener when the function returns. (The
// standard library's `getAvailablePort` in `jsr:@std/net` works the same way but binds every
// interface, `0.0.0.0`, which needs a wider `--allow-net`.)
function freePort(hostname = "127.0.0.1"): number {
  using listener = Deno.listen({ hostname, port: 0 });
  return listener.addr.port;
}
const port = freePort();
console.log("got a port in the valid range:", port > 0 && port < 65536);

// To prefer a well-known port (say 8000) but fall back when it is taken, try it and catch
// `Deno.errors.AddrInUse`. Here the preferred port is deliberately occupied first.
function portPreferring(preferred: number, hostname = "127.0.0.1"): number {
  try {
    using listener = Deno.listen({ hostname, port: preferred });
    return listener.addr.port;
  } catch (err) {
    if (!(err instanceof Deno.errors.AddrInUse)) throw err;
    return freePort(hostname);
  }
}
const busy = Deno.listen({ hostname: "127.0.0.1", port: 0 });
const fallback = portPreferring(busy.addr.port);
console.log(
  "preferred port was busy, got another:",
  fallback !== busy.addr.port,
);
busy.close();

// A port found this way is free only at that moment; another process could take it before you
// bind it again. When the code that needs the port is your own, skip the lookup and listen on
// port `0` directly, then read the real port from the server.
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  () => new Response("ok"),
);
const res = await fetch(`http://127.0.0.1:${server.addr.port}/`);
console.log("server on its own free port answered:", await res.text());
await server.shutdown();

/* Output:
got a port in the valid range: true
preferred port was busy, got another: true
server on its own free port answered: ok
*/
