/**
 * title: Look up DNS records
 * description: Query A, TXT and MX records with Deno.resolveDns against a chosen name server, and handle names that do not exist.
 * category: networking
 * check: run --allow-net=127.0.0.1
 * keywords: DNS, Deno.resolveDns, A record, TXT, MX, name server, NXDOMAIN, lookup
 */

import dgram from "node:dgram";
import { once } from "node:events";

// `Deno.resolveDns` sends real DNS queries, by default to the system's name servers. This
// example has no internet, so it starts a toy name server on `127.0.0.1` that knows one zone.
// It reads the question (a dotted name plus a record type) from the UDP packet and answers with
// matching records, or with the `NXDOMAIN` code for unknown names.
const txt = new TextEncoder().encode("v=demo");
const zone: Record<string, { type: number; data: Uint8Array }[]> = {
  "app.example.test": [
    { type: 1, data: new Uint8Array([10, 0, 0, 7]) }, // A 10.0.0.7
    { type: 1, data: new Uint8Array([10, 0, 0, 8]) }, // A 10.0.0.8
    { type: 16, data: new Uint8Array([txt.length, ...txt]) }, // TXT "v=demo"
    { type: 15, data: new Uint8Array([0, 10, 4, 109, 97, 105, 108, 0xc0, 12]) }, // MX 10 mail.<name>
  ],
};
const server = dgram.createSocket("udp4");
server.on("message", (query, peer) => {
  const labels: string[] = [];
  let i = 12; // the question starts after the 12-byte header
  while (query[i] !== 0) {
    labels.push(query.subarray(i + 1, i + 1 + query[i]).toString());
    i += query[i] + 1;
  }
  const question = query.subarray(12, i + 5); // name, type and class
  const type = query.readUInt16BE(i + 1);
  const records = zone[labels.join(".").toLowerCase()];
  const answers = (records ?? []).filter((r) => r.type === type).map((r) => {
    const rr = Buffer.alloc(12 + r.data.length);
    rr.writeUInt16BE(0xc00c, 0); // the answer's name: a pointer to the question's name
    rr.writeUInt16BE(r.type, 2);
    rr.writeUInt16BE(1, 4); // class IN
    rr.writeUInt32BE(300, 6); // TTL in seconds
    rr.writeUInt16BE(r.data.length, 10);
    rr.set(r.data, 12);
    return rr;
  });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0); // same id as the query
  header.writeUInt16BE(records ? 0x8580 : 0x8583, 2); // answer flags; rcode 3 is NXDOMAIN
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  server.send(
    Buffer.concat([header, question, ...answers]),
    peer.port,
    peer.address,
  );
});
server.bind(0, "127.0.0.1");
await once(server, "listening");

// `nameServer` sends the queries to a server of your choice instead of the system's. The
// record type decides the result's shape: `A` and `AAAA` give address strings, `TXT` gives
// arrays of strings, `MX` gives objects with `preference` and `exchange`.
const nameServer = { ipAddr: "127.0.0.1", port: server.address().port };
const name = "app.example.test";
console.log("A:  ", await Deno.resolveDns(name, "A", { nameServer }));
console.log("TXT:", await Deno.resolveDns(name, "TXT", { nameServer }));
const mx = await Deno.resolveDns(name, "MX", { nameServer });
console.log("MX: ", mx.map((r) => `${r.preference} ${r.exchange}`));

// A name that does not exist makes the promise reject with `Deno.errors.NotFound`.
try {
  await Deno.resolveDns("missing.example.test", "A", { nameServer });
} catch (err) {
  console.log("missing:", err instanceof Deno.errors.NotFound);
}

server.close();

/* Output:
A:   [ "10.0.0.7", "10.0.0.8" ]
TXT: [ [ "v=demo" ] ]
MX:  [ "10 mail.app.example.test." ]
missing: true
*/
