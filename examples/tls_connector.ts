/**
 * title: Connect to a server over TLS
 * description: Open an encrypted TCP connection with Deno.connectTls, trust a private CA certificate, negotiate ALPN and see what an untrusted certificate does.
 * category: networking
 * check: run --allow-net=127.0.0.1
 * keywords: Deno.connectTls, TLS client, SSL, caCerts, self-signed certificate, ALPN, handshake
 */

import * as x509 from "npm:@peculiar/x509@^1";

// A TLS server needs a certificate. To stay offline and self-contained, this example makes a
// throwaway self-signed one with Web Crypto and `@peculiar/x509`, valid for the IP `127.0.0.1`
// for one hour. Deno takes certificates and keys as PEM text.
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

// A small TLS server to connect to: it answers each connection with one line, then closes it.
const listener = Deno.listenTls({
  hostname: "127.0.0.1",
  port: 0,
  cert,
  key,
  alpnProtocols: ["demo/1"],
});
const serving = (async () => {
  for await (const conn of listener) {
    conn.write(new TextEncoder().encode("hello over TLS\n"))
      .then(() => conn.close(), () => conn.close());
  }
})();

// `Deno.connectTls` verifies the server's certificate against the default root certificates
// plus any `caCerts` you pass, which is how you trust a private or self-signed CA. The
// `hostname` must match a name in the certificate. `handshake()` waits for the TLS negotiation
// and reports the ALPN protocol both sides agreed on.
const conn = await Deno.connectTls({
  hostname: "127.0.0.1",
  port: listener.addr.port,
  caCerts: [cert],
  alpnProtocols: ["demo/1"],
});
const info = await conn.handshake();
console.log("ALPN:", info.alpnProtocol);
console.log("server says:", (await new Response(conn.readable).text()).trim());

// Without `caCerts` the same certificate is unknown, so the handshake fails and no data flows.
// That check is what protects a client from talking to an impostor.
try {
  const untrusted = await Deno.connectTls({
    hostname: "127.0.0.1",
    port: listener.addr.port,
  });
  await untrusted.handshake();
} catch (err) {
  console.log("untrusted:", (err as Error).message);
}

listener.close();
await serving;

/* Output:
ALPN: demo/1
server says: hello over TLS
untrusted: invalid peer certificate: UnknownIssuer
*/
