/**
 * title: Send UDP datagrams to a server
 * description: Use a connected UDP socket from node:dgram to send requests to one server, wait for replies with a timeout, and close it.
 * category: networking
 * check: run --allow-net=127.0.0.1
 * keywords: UDP client, node:dgram, datagram, connect, createSocket, send, timeout
 */

import dgram from "node:dgram";
import { once } from "node:events";

// A UDP server to talk to, also built with `node:dgram` (which, unlike `Deno.listenDatagram`,
// needs no unstable flag). It answers `ping <n>` with `pong <n>` and ignores anything else,
// which lets the client see what an unanswered datagram looks like.
const server = dgram.createSocket("udp4");
server.on("message", (msg, rinfo) => {
  const text = msg.toString();
  if (text.startsWith("ping")) {
    server.send(text.replace("ping", "pong"), rinfo.port, rinfo.address);
  }
});
server.bind(0, "127.0.0.1");
await once(server, "listening");
const { port } = server.address();

// `connect` ties the client socket to one remote address, so `send` needs no address. Binding
// the client to `127.0.0.1` first keeps it inside `--allow-net=127.0.0.1`; otherwise `connect`
// would bind it to `0.0.0.0`, which needs a wider permission.
const client = dgram.createSocket("udp4");
client.bind(0, "127.0.0.1");
await once(client, "listening");
client.connect(port, "127.0.0.1");
await once(client, "connect");
console.log("connected to", client.remoteAddress().address);

// UDP gives no delivery guarantee, so a request/response client must wait with a deadline.
// This helper sends one datagram and resolves with the next reply, or `null` after `ms`.
function request(text: string, ms = 200): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off("message", onMessage);
      resolve(null);
    }, ms);
    const onMessage = (msg: Uint8Array) => {
      clearTimeout(timer);
      resolve(new TextDecoder().decode(msg));
    };
    client.once("message", onMessage);
    client.send(text);
  });
}

for (const text of ["ping 1", "ping 2", "hello?"]) {
  console.log(`${text} -> ${(await request(text)) ?? "(no reply, timed out)"}`);
}

// Sockets keep the process alive until they are closed.
client.close();
server.close();

/* Output:
connected to 127.0.0.1
ping 1 -> pong 1
ping 2 -> pong 2
hello? -> (no reply, timed out)
*/
