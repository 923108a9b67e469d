/**
 * title: Connect to a WebSocket server
 * description: Open a WebSocket from Deno, send JSON messages, react to incoming ones and to the server closing the connection.
 * category: http
 * check: run --allow-net=127.0.0.1
 * keywords: websocket client, new WebSocket, ws://, wss://, onmessage, close code, realtime, JSON messages
 */

// A stand-in ticker service so the example runs anywhere: after a client
// subscribes, it sends three price updates and closes the connection with a
// reason. Point the client at any real `ws://` or `wss://` URL instead.
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  (req) => {
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.onmessage = (event) => {
      const { subscribe } = JSON.parse(event.data);
      [101.5, 102.25, 101.75].forEach((price, i) =>
        socket.send(JSON.stringify({ symbol: subscribe, price, seq: i + 1 }))
      );
      socket.close(1000, "market closed");
    };
    return response;
  },
);

// `new WebSocket(url)` starts connecting at once; sending has to wait for the
// `open` event. Messages are strings (or binary data), so JSON goes through
// `JSON.stringify` and `JSON.parse` at either end.
const ws = new WebSocket(`ws://127.0.0.1:${server.addr.port}/prices`);
ws.addEventListener("open", () => {
  ws.send(JSON.stringify({ subscribe: "DENO" }));
});
ws.addEventListener("message", (event) => {
  const tick = JSON.parse(event.data);
  console.log(`#${tick.seq} ${tick.symbol} ${tick.price.toFixed(2)}`);
});

// The `close` event says who closed and why. Code 1000 is a normal closure;
// 1006 means the connection dropped without a close handshake, which is the
// usual cue to reconnect. `error` fires before `close` when connecting fails.
ws.addEventListener("error", () => console.log("connection failed"));
const closed = new Promise<CloseEvent>((resolve) => {
  ws.addEventListener("close", resolve);
});
const { code, reason, wasClean } = await closed;
console.log(`closed: ${code} ${reason} (clean: ${wasClean})`);
await server.shutdown();

/* Output:
#1 DENO 101.50
#2 DENO 102.25
#3 DENO 101.75
closed: 1000 market closed (clean: true)
*/
