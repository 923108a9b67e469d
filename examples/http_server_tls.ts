/**
 * title: Serve HTTPS with a TLS certificate
 * description: Start Deno.serve with a certificate and private key, here a self-signed one made at startup, and call it over HTTPS with a client that trusts it.
 * category: http
 * check: run --allow-net=127.0.0.1,localhost
 * keywords: https, tls, ssl, certificate, self-signed, cert, key, pem, createHttpClient, caCerts
 */

import { generate } from "npm:selfsigned@^5";

// `Deno.serve` needs a certificate chain and its private key, both as PEM
// text. In production they come from your certificate authority (read them
// with `Deno.readTextFile`). For local testing, `selfsigned` makes one in
// memory: an EC key and a certificate valid for `localhost` and 127.0.0.1.
const pems = await generate([{ name: "commonName", value: "localhost" }], {
  keyType: "ec",
  algorithm: "sha256",
  extensions: [{
    name: "subjectAltName",
    altNames: [{ type: 2, value: "localhost" }, { type: 7, ip: "127.0.0.1" }],
  }],
});

// Passing `cert` and `key` is all it takes to turn the server into an HTTPS
// server; the handler does not change. (On port 443 you would drop `port`
// and `onListen`, which here pick a free port quietly.)
const server = Deno.serve({
  hostname: "127.0.0.1",
  port: 0,
  cert: pems.cert,
  key: pems.private,
  onListen() {},
}, (req) => new Response(`secure hello over ${new URL(req.url).protocol}`));

// A browser or plain `fetch` rejects a self-signed certificate, as it should.
// A client that knows this certificate can trust it explicitly with
// `caCerts`, and the connection is verified like any other.
const url = `https://localhost:${server.addr.port}/`;
try {
  await fetch(url);
} catch (err) {
  const cause = String((err as Error).cause);
  console.log("default client:", /invalid peer certificate.*/.exec(cause)?.[0]);
}
const client = Deno.createHttpClient({ caCerts: [pems.cert] });
const res = await fetch(url, { client });
console.log("trusting client:", await res.text());
client.close();
await server.shutdown();

/* Output:
default client: invalid peer certificate: UnknownIssuer
trusting client: secure hello over https:
*/
