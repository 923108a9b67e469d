/**
 * title: Run a TLS server
 * description: Accept encrypted TCP connections with Deno.listenTls, using a certificate made at startup, and pick a protocol with ALPN.
 * category: networking
 * check: run --allow-net=127.0.0.1
 * keywords: Deno.listenTls, TLS server, SSL, certificate, private key, PEM, ALPN, TlsConn
 */

import * as x509 from "npm:@peculiar/x509@^1";

// `Deno.listenTls` needs a certificate chain and its private key as PEM strings; in production
// you would read them from files (`Deno.readTextFileSync`). To run anywhere, this example
// generates a self-signed certificate for `127.0.0.1` with Web Crypto and `@peculiar/x509`.
const alg = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };
const keys = await crypto.subtle.generateKey(alg, true, ["sign", "verify"]);
const certificate = await x509.X509CertificateGenerator.createSelfSigned({
  name: "CN=example test server",
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

// The listener works like `Deno.listen`, but every accepted connection is a `TlsConn` that
// encrypts transparently. `alpnProtocols` lists the application protocols the server offers,
// in order of preference.
const listener = Deno.listenTls({
  hostname: "127.0.0.1",
  port: 0,
  cert,
  key,
  alpnProtocols: ["time/2", "time/1"],
});

// After `accept`, `handshake()` completes the TLS negotiation and says which protocol the
// client chose. The server then answers in that protocol and closes the connection.
async function handle(conn: Deno.TlsConn) {
  const { alpnProtocol } = await conn.handshake();
  const answer = alpnProtocol === "time/2"
    ? JSON.stringify({ year: 2026 })
    : "year 2026";
  await conn.write(new TextEncoder().encode(`${answer}\n`));
  conn.close();
}
const serving = (async () => {
  for await (const conn of listener) {
    handle(conn).catch((err) =>
      console.error("handshake failed:", err.message)
    );
  }
})();

// Two clients that trust the generated certificate through `caCerts`, one for each protocol.
for (const protocol of ["time/1", "time/2"]) {
  const conn = await Deno.connectTls({
    hostname: "127.0.0.1",
    port: listener.addr.port,
    caCerts: [cert],
    alpnProtocols: [protocol],
  });
  const reply = await new Response(conn.readable).text();
  console.log(`${protocol}: ${reply.trim()}`);
}

listener.close();
await serving;

/* Output:
time/1: year 2026
time/2: {"year":2026}
*/
