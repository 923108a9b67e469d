/**
 * title: Publish and subscribe over WebSockets
 * description: A WebSocket server where clients subscribe to topics and every message published to a topic reaches all its subscribers.
 * category: http
 * check: run --allow-net=127.0.0.1
 * keywords: pubsub, publish subscribe, broadcast, topics, rooms, channels, chat, fan-out, websocket
 */

// The server keeps, for each topic, the set of sockets subscribed to it.
// Clients speak small JSON commands: `sub` joins a topic, `pub` sends to it.
const topics = new Map<string, Set<WebSocket>>();
type Command =
  | { type: "sub"; topic: string }
  | { type: "pub"; topic: string; text: string };

// Publishing fans the message out to every open subscriber. When a socket
// closes, it leaves all its topics, so nobody sends to a dead connection.
function handle(socket: WebSocket, command: Command): void {
  if (command.type === "sub") {
    const subscribers = topics.get(command.topic) ?? new Set();
    topics.set(command.topic, subscribers.add(socket));
    socket.send(`subscribed to ${command.topic}`);
    return;
  }
  for (const subscriber of topics.get(command.topic) ?? []) {
    if (subscriber.readyState === WebSocket.OPEN) {
      subscriber.send(`[${command.topic}] ${command.text}`);
    }
  }
}
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  (req) => {
    const { socket, response } = Deno.upgradeWebSocket(req);
    socket.onmessage = (event) => handle(socket, JSON.parse(event.data));
    socket.onclose = () => topics.forEach((set) => set.delete(socket));
    return response;
  },
);

// A test client that records what it receives and can wait for the n-th
// message.
async function connect(name: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.addr.port}`);
  const inbox: string[] = [];
  let wake = () => {};
  ws.onmessage = (e) => {
    inbox.push(`${name} got ${e.data}`);
    wake();
  };
  await new Promise((r) => ws.onopen = r);
  const until = (n: number) =>
    new Promise<void>((resolve) => {
      wake = () => inbox.length >= n && resolve();
      wake();
    });
  const send = (command: Command) => ws.send(JSON.stringify(command));
  return { ws, inbox, until, send };
}

// Alice follows news, Bob follows news and sports, and Carol publishes. Each
// subscriber gets exactly the topics it asked for; the publisher gets nothing
// back because it subscribed to nothing.
const alice = await connect("alice");
const bob = await connect("bob");
const carol = await connect("carol");
alice.send({ type: "sub", topic: "news" });
bob.send({ type: "sub", topic: "news" });
bob.send({ type: "sub", topic: "sports" });
await Promise.all([alice.until(1), bob.until(2)]);
carol.send({ type: "pub", topic: "news", text: "storm warning for Tuesday" });
carol.send({ type: "pub", topic: "sports", text: "2-1 at half time" });
await Promise.all([alice.until(2), bob.until(4)]);
console.log([...alice.inbox, ...bob.inbox, ...carol.inbox].join("\n"));
for (const client of [alice, bob, carol]) client.ws.close();
await server.shutdown();

/* Output:
alice got subscribed to news
alice got [news] storm warning for Tuesday
bob got subscribed to news
bob got subscribed to sports
bob got [news] storm warning for Tuesday
bob got [sports] 2-1 at half time
*/
