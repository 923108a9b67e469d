/**
 * title: Keep per-connection state for WebSocket clients
 * description: Authenticate a WebSocket at upgrade time and keep each connection's user and counters in a context object its handlers share.
 * category: http
 * check: run --allow-net=127.0.0.1
 * keywords: websocket, context, per-connection state, authentication, token, query parameter, session
 */

// Everything the server knows about one connection lives in one object:
// who is on the other end and what they have done so far.
interface Context {
  user: string;
  messages: number;
}
const tokens = new Map([["t-ada", "ada"], ["t-linus", "linus"]]);

// Check credentials before upgrading: a browser's `WebSocket` cannot set
// headers, so the token travels in the URL (or a cookie). A bad token gets a
// plain 401 and no socket at all.
function contextFor(req: Request): Context | undefined {
  const token = new URL(req.url).searchParams.get("token") ?? "";
  const user = tokens.get(token);
  return user ? { user, messages: 0 } : undefined;
}

// The handlers are closures created per connection, so each one sees its own
// `ctx`. (Code that only has the socket, such as a broadcast loop, can find
// the context in a `Map` keyed by socket.)
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  (req) => {
    const ctx = contextFor(req);
    if (!ctx) return new Response("unauthorized", { status: 401 });
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.onmessage = (event) => {
      ctx.messages++;
      socket.send(`${ctx.user} #${ctx.messages}: ${event.data}`);
    };
    return response;
  },
);

// Two clients with different tokens, and one without a valid token. Each
// connection's counter is independent of the other's.
async function chat(token: string, lines: string[]): Promise<void> {
  const url = `ws://127.0.0.1:${server.addr.port}/?token=${token}`;
  const ws = new WebSocket(url);
  const failed = new Promise((r) => ws.onerror = r).then(() => "rejected");
  const opened = new Promise((r) => ws.onopen = r).then(() => "open");
  if (await Promise.race([opened, failed]) === "rejected") {
    console.log(`${token}: connection refused`);
    return;
  }
  for (const line of lines) {
    ws.send(line);
    console.log(await new Promise((r) => ws.onmessage = (e) => r(e.data)));
  }
  ws.close();
  await new Promise((r) => ws.onclose = r);
}
await chat("t-ada", ["hi", "anyone here?"]);
await chat("t-linus", ["hello"]);
await chat("forged", ["let me in"]);
await server.shutdown();

/* Output:
ada #1: hi
ada #2: anyone here?
linus #1: hello
forged: connection refused
*/
