/**
 * title: Talk over QUIC with multiplexed streams
 * description: Run a QUIC server and client with Deno's unstable QUIC API, open several independent streams on one connection and send a datagram.
 * category: networking
 * check: run --unstable-net --allow-net=127.0.0.1
 * keywords: QUIC, HTTP/3, Deno.connectQuic, QuicEndpoint, streams, multiplexing, UDP, datagram
 */

import * as x509 from "npm:@peculiar/x509@^1";

// QUIC runs over UDP but always encrypts with TLS 1.3, so the server needs a certificate. This
// one is self-signed for `127.0.0.1` and made at startup, so the example runs offline.
const alg = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };
const keys = await crypto.subtle.generateKey(alg, true, ["sign", "verify"]);
const certificate = await x509.X509CertificateGenerator.createSelfSigned({
  name: "CN=example quic server",
  keys,
  signingAlgorithm: alg,
  notBefore: new Date(Date.now() - 60_000),
  notAfter: new Date(Date.now() + 3_600_000),
  extensions: [
    new x509.SubjectAlternativeNameExtension([{
      type: "ip",
      value: "127.0.0.1",
    }]),
  ],
});
const cert = certificate.toString("pem");
const pkcs8 = await crypto.subtle.exportKey("pkcs8", keys.privateKey);
const key = x509.PemConverter.encode(pkcs8, "PRIVATE KEY");

// The QUIC API is unstable: it needs `--unstable-net`. A `QuicEndpoint` is the UDP socket; its
// `listen` method takes the certificate and the ALPN protocols, which QUIC requires. The server
// accepts one connection and upper-cases whatever arrives on each stream the client opens.
const endpoint = new Deno.QuicEndpoint({ hostname: "127.0.0.1", port: 0 });
const listener = endpoint.listen({ cert, key, alpnProtocols: ["shout"] });
const serving = (async () => {
  const conn = await listener.accept();
  const datagram = await conn.readDatagram();
  console.log("server got datagram:", new TextDecoder().decode(datagram));
  for await (const stream of conn.incomingBidirectionalStreams) {
    stream.readable
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(
        new TransformStream<string, string>({
          transform: (text, ctl) => ctl.enqueue(text.toUpperCase()),
        }),
      )
      .pipeThrough(new TextEncoderStream())
      .pipeTo(stream.writable);
  }
})();

// The client connects with the same ALPN protocol and trusts the certificate via `caCerts`.
const conn = await Deno.connectQuic({
  hostname: "127.0.0.1",
  port: endpoint.addr.port,
  alpnProtocols: ["shout"],
  caCerts: [cert],
});
console.log("protocol:", conn.protocol);

// Datagrams are small messages on the encrypted connection that are never resent if lost, good
// for data that is stale by the time a resend would arrive. `maxDatagramSize` is the limit.
await conn.sendDatagram(new TextEncoder().encode("position 3,4"));

// One connection carries many streams. Each is a reliable, ordered byte stream of its own with
// a numeric id, and they run side by side: here three requests are in flight at once.
async function ask(text: string): Promise<string> {
  const stream = await conn.createBidirectionalStream();
  const id = stream.writable.id; // read it while the stream is open
  const writer = stream.writable.getWriter();
  await writer.write(new TextEncoder().encode(text));
  await writer.close(); // finishes the sending side; the reply keeps flowing
  return `stream ${id}: ${await new Response(stream.readable).text()}`;
}
console.log((await Promise.all(["one", "two", "three"].map(ask))).join("\n"));

// Closing the connection with a code and reason ends the server's stream loop; closing the
// endpoint releases the UDP port.
conn.close({ closeCode: 0, reason: "done" });
await serving.catch(() => {});
endpoint.close();

/* Output:
protocol: shout
server got datagram: position 3,4
stream 0: ONE
stream 4: TWO
stream 8: THREE
*/
