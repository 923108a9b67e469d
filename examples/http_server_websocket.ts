/**
 * title: Accept WebSocket connections in an HTTP server
 * description: Upgrade requests to WebSockets in Deno.serve with Deno.upgradeWebSocket, answer messages, and see it work with a WebSocket client.
 * category: http
 * check: run --allow-net=127.0.0.1
 * keywords: websocket, ws, upgradeWebSocket, realtime, socket server, Upgrade header, 101 Switching Protocols
 */

// A WebSocket starts life as an ordinary GET request with an
// `Upgrade: websocket` header. Anything else gets a normal HTTP answer.
// `Deno.upgradeWebSocket` returns the server's end of the socket and the
// response that completes the handshake; the handler must return that
// response.
let serverClosed: (code: number) => void;
const closedOnServer = new Promise<number>((r) => serverClosed = r);
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  (req) => {
    if (req.headers.get("upgrade") !== "websocket") {
      return new Response("This endpoint speaks WebSocket\n", { status: 426 });
    }
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.onopen = () => socket.send("welcome");
    socket.onmessage = (event) => socket.send(`echo: ${event.data}`);
    socket.onclose = (event) => serverClosed(event.code);
    return response;
  },
);

// The server end is a standard `WebSocket`, the same class a browser uses,
// so the client below is what you would write in a web page. Wait for a
// given number of messages with a small helper.
const socket = new WebSocket(`ws://127.0.0.1:${server.addr.port}/chat`);
const inbox: string[] = [];
let notify = () => {};
socket.onmessage = (event) => {
  inbox.push(event.data);
  notify();
};
function received(count: number): Promise<void> {
  return new Promise((resolve) => {
    notify = () => inbox.length >= count && resolve();
    notify();
  });
}

// Talk, then close. The close handshake reaches the server's `onclose`, with
// the code the client chose (1000 means a normal closure).
await new Promise((resolve) => socket.onopen = resolve);
await received(1);
socket.send("hello");
socket.send("how are you?");
await received(3);
console.log(inbox.join("\n"));
socket.close(1000, "done");
console.log("server saw close code", await closedOnServer);
await server.shutdown();

/* Output:
welcome
echo: hello
echo: how are you?
server saw close code 1000
*/
