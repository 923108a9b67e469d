/**
 * title: Exchange data with WebTransport
 * description: Serve WebTransport over QUIC with Deno.upgradeWebTransport and connect with the browser-standard WebTransport client, trusting a certificate by its hash.
 * category: networking
 * check: run --unstable-net --allow-net=127.0.0.1
 * keywords: WebTransport, HTTP/3, QUIC, upgradeWebTransport, serverCertificateHashes, bidirectional stream, datagrams
 */

import * as x509 from "npm:@peculiar/x509@^1";

// WebTransport runs over HTTP/3, that is over QUIC, so the server needs a TLS certificate. This
// example creates a short-lived self-signed ECDSA certificate at startup, so it runs offline.
const alg = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };
const keys = await crypto.subtle.generateKey(alg, true, ["sign", "verify"]);
const certificate = await x509.X509CertificateGenerator.createSelfSigned({
  name: "CN=example webtransport server",
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

// Messages are framed as lines. In Deno 2.9.6, closing a WebTransport stream's writable side does
// not yet tell the peer that the stream has ended (denoland/deno#36822), so reading "until the
// end" would wait forever; a delimiter marks where each message stops.
const encoder = new TextEncoder();
async function* lines(readable: ReadableStream<Uint8Array>) {
  let buffered = "";
  for await (const text of readable.pipeThrough(new TextDecoderStream())) {
    buffered += text;
    let newline;
    while ((newline = buffered.indexOf("\n")) >= 0) {
      yield buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
    }
  }
}

// The server side uses Deno's unstable QUIC API (`--unstable-net`): listen with the `h3`
// protocol, accept a QUIC connection, and `Deno.upgradeWebTransport` turns it into a
// `WebTransport` session that knows the URL the client asked for. For each stream the client
// opens, the server answers every line with the line reversed.
const endpoint = new Deno.QuicEndpoint({ hostname: "127.0.0.1", port: 0 });
const listener = endpoint.listen({ cert, key, alpnProtocols: ["h3"] });
(async () => {
  const session = await Deno.upgradeWebTransport(await listener.accept());
  await session.ready;
  console.log("server: session for", new URL(session.url).pathname);
  for await (const stream of session.incomingBidirectionalStreams) {
    const writer = stream.writable.getWriter();
    for await (const line of lines(stream.readable)) {
      await writer.write(encoder.encode([...line].reverse().join("") + "\n"));
    }
  }
})().catch(() => {}); // the loops fail once the session is closed

// The client is the same `WebTransport` class browsers have. `serverCertificateHashes` trusts
// exactly this certificate by its SHA-256 hash, with no certificate authority involved.
// `ready` resolves once the session is established.
const hash = await crypto.subtle.digest("SHA-256", certificate.rawData);
const transport = new WebTransport(
  `https://127.0.0.1:${endpoint.addr.port}/echo`,
  { serverCertificateHashes: [{ algorithm: "sha-256", value: hash }] },
);
await transport.ready;

// A bidirectional stream works like a small socket inside the session: write a line, read the
// answering line, as often as needed.
const stream = await transport.createBidirectionalStream();
const writer = stream.writable.getWriter();
const replies = lines(stream.readable);
for (const message of ["hello", "webtransport"]) {
  await writer.write(encoder.encode(message + "\n"));
  console.log(`client: ${message} -> ${(await replies.next()).value}`);
}

// Closing the session and the endpoint ends both sides and frees the UDP port.
transport.close();
endpoint.close();

/* Output:
server: session for /echo
client: hello -> olleh
client: webtransport -> tropsnartbew
*/
