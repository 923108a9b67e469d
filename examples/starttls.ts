/**
 * title: Upgrade a plain TCP connection to TLS with STARTTLS
 * description: Talk in plain text first, then switch the same connection to TLS with Deno.startTls, as SMTP, IMAP and XMPP clients do.
 * category: networking
 * check: run --allow-net=127.0.0.1
 * keywords: STARTTLS, Deno.startTls, SMTP, opportunistic TLS, upgrade, node:tls, TLSSocket
 */

import net from "node:net";
import tls from "node:tls";
import * as x509 from "npm:@peculiar/x509@^1";

// The server needs a certificate for the TLS part. This example generates a self-signed one
// for `127.0.0.1` at startup, so it runs offline.
const alg = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };
const keys = await crypto.subtle.generateKey(alg, true, ["sign", "verify"]);
const certificate = await x509.X509CertificateGenerator.createSelfSigned({
  name: "CN=example mail server",
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

// A toy SMTP-style server built on `node:net`. It greets in plain text; on `STARTTLS` it answers
// `220`, then wraps the same socket in a server-side `tls.TLSSocket` and continues encrypted.
const server = net.createServer((socket) => {
  socket.write("220 mail.test ready\r\n");
  socket.once("data", (line) => {
    if (line.toString().trim() !== "STARTTLS") return socket.end("500 no\r\n");
    socket.write("220 go ahead\r\n", () => {
      const secure = new tls.TLSSocket(socket, { isServer: true, key, cert });
      secure.once("data", (msg) => {
        secure.end(`250 got "${msg.toString().trim()}" encrypted\r\n`);
      });
    });
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as net.AddressInfo).port;

// The client opens a normal TCP connection and speaks plain text. It reads with `conn.read`
// rather than `conn.readable`, because a locked stream would keep the connection busy and the
// upgrade below would fail.
const conn = await Deno.connect({ hostname: "127.0.0.1", port });
const buf = new Uint8Array(1024);
const readLine = async (c: Deno.Conn) =>
  new TextDecoder().decode(buf.subarray(0, (await c.read(buf)) ?? 0)).trim();
const send = (c: Deno.Conn, text: string) =>
  c.write(new TextEncoder().encode(text + "\r\n"));

console.log("plain:", await readLine(conn));
await send(conn, "STARTTLS");
console.log("plain:", await readLine(conn));

// `Deno.startTls` performs the TLS handshake over the existing connection and returns a
// `TlsConn`; the old `conn` must not be used afterwards. `hostname` is the name to verify the
// certificate against, and `caCerts` trusts the self-signed certificate.
const secure = await Deno.startTls(conn, {
  hostname: "127.0.0.1",
  caCerts: [cert],
});
await send(secure, "EHLO client.test");
console.log("tls:  ", await readLine(secure));

secure.close();
server.close();

/* Output:
plain: 220 mail.test ready
plain: 220 go ahead
tls:   250 got "EHLO client.test" encrypted
*/
