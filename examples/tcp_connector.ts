/**
 * title: Connect to a TCP server
 * description: Open a TCP connection with Deno.connect, send bytes, read the reply until the server closes, and close cleanly.
 * category: networking
 * check: run --allow-net=127.0.0.1
 * keywords: Deno.connect, TcpConn, socket, client, closeWrite, half-close
 */

// The server side, so the client has something to talk to: it greets, then answers with the
// upper-cased version of everything the client sends, and hangs up when the client is done.
const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
const serverDone = (async () => {
  const conn = await listener.accept();
  await conn.write(new TextEncoder().encode("HELLO\n"));
  await conn.readable
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(
      new TransformStream<string, string>({
        transform: (chunk, ctl) => ctl.enqueue(chunk.toUpperCase()),
      }),
    )
    .pipeThrough(new TextEncoderStream())
    .pipeTo(conn.writable); // closes the connection when the input ends
})();

// `Deno.connect` resolves once the TCP handshake is done. The connection knows both ends'
// addresses; `setNoDelay` sends small writes at once instead of batching them.
const conn = await Deno.connect({
  hostname: "127.0.0.1",
  port: listener.addr.port,
});
conn.setNoDelay(true);
console.log(
  "connected to",
  conn.remoteAddr.hostname,
  "from",
  conn.localAddr.hostname,
);

// `write` sends raw bytes and returns how many were written. `closeWrite` half-closes the
// connection: the server sees end-of-input, while the client can still read the answer.
const sent = await conn.write(new TextEncoder().encode("ping\nhow are you?\n"));
console.log("sent", sent, "bytes");
await conn.closeWrite();

// TCP is a byte stream, so replies may arrive in any number of chunks. Reading the `readable`
// stream to the end collects them all; it ends when the server closes its side.
let reply = "";
for await (const chunk of conn.readable.pipeThrough(new TextDecoderStream())) {
  reply += chunk;
}
console.log(reply.trimEnd());

await serverDone;
listener.close();

/* Output:
connected to 127.0.0.1 from 127.0.0.1
sent 18 bytes
HELLO
PING
HOW ARE YOU?
*/
