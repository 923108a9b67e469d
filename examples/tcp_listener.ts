/**
 * title: Listen for TCP connections
 * description: Run a TCP server with Deno.listen that speaks a small line-based protocol, handles each client concurrently and shuts down cleanly.
 * category: networking
 * check: run --allow-net=127.0.0.1
 * keywords: Deno.listen, Listener, accept, TCP server, line protocol, TextLineStream
 */

import { TextLineStream } from "jsr:@std/streams@^1/text-line-stream";

// `Deno.listen` binds a TCP port. `hostname: "127.0.0.1"` accepts only local clients (use
// `0.0.0.0` for every interface). With port `0` the OS chooses a free port, reported in `addr`.
const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
const { hostname, port } = listener.addr;
console.log(`listening on ${hostname} over ${listener.addr.transport}`);

// The protocol: one command per line, `SET key value`, `GET key` or `QUIT`. The store is
// shared by every connection. `TextLineStream` cuts the byte stream into lines, however the bytes
// were split into packets.
const store = new Map<string, string>();
const encoder = new TextEncoder();

async function handle(conn: Deno.TcpConn) {
  const reply = (text: string) => conn.write(encoder.encode(text + "\n"));
  const lines = conn.readable
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new TextLineStream());
  for await (const line of lines) {
    const [command, key, ...rest] = line.split(" ");
    if (command === "SET") {
      store.set(key, rest.join(" "));
      await reply("OK");
    } else if (command === "GET") {
      await reply(store.get(key) ?? "(nil)");
    } else if (command === "QUIT") {
      await reply("BYE");
      break; // leaving the loop cancels the stream and closes the connection
    } else {
      await reply(`ERR unknown command ${command}`);
    }
  }
}

// The accept loop hands each connection to `handle` without awaiting it, so one slow client
// cannot block the others. It ends when the listener is closed.
const serving = (async () => {
  for await (const conn of listener) {
    handle(conn).catch((err) => console.error("client error:", err));
  }
})();

// Two clients, one after the other, to show the shared state. Each sends its commands and reads
// until the server hangs up after `QUIT`.
async function session(commands: string[]) {
  const conn = await Deno.connect({ hostname, port });
  await conn.write(encoder.encode(commands.join("\n") + "\n"));
  console.log((await new Response(conn.readable).text()).trimEnd());
}
await session(["SET greeting hello world", "GET greeting", "QUIT"]);
await session(["GET greeting", "GET nothing", "PING", "QUIT"]);

// Closing the listener stops new connections and ends the accept loop.
listener.close();
await serving;

/* Output:
listening on 127.0.0.1 over tcp
OK
hello world
BYE
hello world
(nil)
ERR unknown command PING
BYE
*/
