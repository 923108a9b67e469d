/**
 * title: Write a TCP echo server
 * description: Accept TCP connections in a loop and stream every byte back to its sender, serving many clients at once.
 * category: networking
 * check: run --allow-net=127.0.0.1
 * keywords: echo server, Deno.listen, pipeTo, TcpConn, socket server
 */

// `Deno.listen` opens a TCP listener. Port `0` asks the OS for any free port; the one it chose
// is in `listener.addr`. A real server would pick a fixed port such as 7.
const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });

// Iterating a listener yields each accepted connection. The echo itself is one line: pipe the
// connection's `readable` into its own `writable`. That call is not awaited, so a slow client
// never holds up the loop, and `pipeTo` closes the connection once the client stops sending.
async function serve() {
  for await (const conn of listener) {
    conn.readable.pipeTo(conn.writable).catch((err) =>
      console.error("connection failed:", err)
    );
  }
}
const serving = serve();

// Three clients talk to the server at the same time. Each sends its message, half-closes its
// side with `closeWrite()` to say it is done, and collects the echoed bytes until EOF.
async function echo(message: string): Promise<string> {
  const conn = await Deno.connect({
    hostname: "127.0.0.1",
    port: listener.addr.port,
  });
  await conn.write(new TextEncoder().encode(message));
  await conn.closeWrite();
  return await new Response(conn.readable).text();
}
const replies = await Promise.all(
  ["one", "two two", "three three three"].map(echo),
);
for (const reply of replies) console.log("echoed:", reply);

// Closing the listener ends the `for await` loop, so `serve()` returns and the process can exit.
listener.close();
await serving;
console.log("server stopped");

/* Output:
echoed: one
echoed: two two
echoed: three three three
server stopped
*/
