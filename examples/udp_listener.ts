/**
 * title: Receive UDP datagrams
 * description: Bind a UDP socket with Deno.listenDatagram, receive datagrams with their sender's address and reply to each.
 * category: networking
 * check: run --unstable-net --allow-net=127.0.0.1
 * keywords: UDP, datagram, Deno.listenDatagram, DatagramConn, StatsD, unstable-net
 */

// `Deno.listenDatagram` is still unstable, so it needs the `--unstable-net` flag. It binds a UDP
// socket; with `port: 0` the OS picks a free port. There is no connection and no `accept`: every
// datagram arrives on its own, together with the address it came from.
const server = Deno.listenDatagram({
  hostname: "127.0.0.1",
  port: 0,
  transport: "udp",
});
const serverAddr = server.addr as Deno.NetAddr;

// This server collects StatsD-like metrics such as `requests:1|c`. Iterating the socket yields
// `[bytes, address]` pairs. The reply goes back with `send` to the sender's address, because
// the socket itself is not tied to any peer.
const decoder = new TextDecoder();
const encoder = new TextEncoder();
const totals = new Map<string, number>();
const serving = (async () => {
  for await (const [data, from] of server) {
    const [name, rest = ""] = decoder.decode(data).split(":");
    const value = Number(rest.split("|")[0]);
    totals.set(name, (totals.get(name) ?? 0) + value);
    await server.send(encoder.encode(`ack ${name}=${totals.get(name)}`), from);
  }
})(); // the loop ends when the socket is closed

// A client is just another UDP socket. Datagrams keep their boundaries: each `send` arrives as
// one message, never merged with or split across others (unlike TCP).
const client = Deno.listenDatagram({
  hostname: "127.0.0.1",
  port: 0,
  transport: "udp",
});
for (const metric of ["requests:1|c", "requests:1|c", "bytes:512|c"]) {
  await client.send(encoder.encode(metric), serverAddr);
  const [reply] = await client.receive();
  console.log(`sent ${metric.padEnd(13)} got ${decoder.decode(reply)}`);
}

// Close both sockets so the process can exit.
client.close();
server.close();
await serving;

/* Output:
sent requests:1|c  got ack requests=1
sent requests:1|c  got ack requests=2
sent bytes:512|c   got ack bytes=512
*/
