/**
 * title: Use WebSockets as streams with WebSocketStream
 * description: Read and write a WebSocket through a ReadableStream and a WritableStream with the unstable WebSocketStream API, with backpressure built in.
 * category: http
 * check: run --unstable-net --allow-net=127.0.0.1
 * keywords: WebSocketStream, websocket, streams, ReadableStream, WritableStream, backpressure, --unstable-net, for await
 */

// A small echo server to talk to; any WebSocket server works, since
// `WebSocketStream` speaks the ordinary WebSocket protocol.
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  (req) => {
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.onmessage = (event) => {
      if (event.data === "bye") socket.close(1000, "done");
      else socket.send(`echo: ${event.data}`);
    };
    return response;
  },
);

// `WebSocketStream` is unstable in Deno and needs `--unstable-net`. Instead
// of events, `opened` resolves to a pair of streams. Writing returns a promise
// that waits while the socket's send buffer is full, and reading only pulls
// messages as fast as you consume them: backpressure that the event-based
// `WebSocket` does not give you.
const wss = new WebSocketStream(`ws://127.0.0.1:${server.addr.port}`);
const { readable, writable } = await wss.opened;
const writer = writable.getWriter();
for (const word of ["one", "two", "three"]) await writer.write(word);

// Incoming messages are the chunks of the readable stream, read in order
// with a reader. (A `for await` loop works too, but leaving it early cancels
// the stream, and with it the connection.)
const reader = readable.getReader();
for (let i = 0; i < 3; i++) {
  const { value } = await reader.read();
  console.log(value);
}

// Either side may end the conversation. Here the server closes when it reads
// "bye", and `closed` resolves with the reason it sent. (At run time the
// result also carries the code as `closeCode`, a field that Deno 2.9's type
// declarations call `code`.) To close from the client, call
// `wss.close({ reason: "done" })`, which sends code 1000. In Deno 2.9 that can
// race the read the stream starts on its own after your last one, and now and
// then report an uncaught WebSocketError; a close from the server avoids it.
await writer.write("bye");
const info = await wss.closed;
console.log("closed:", info.reason);
await server.shutdown();

/* Output:
echo: one
echo: two
echo: three
closed: done
*/
