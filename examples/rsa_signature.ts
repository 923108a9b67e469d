/**
 * title: Sign and verify with RSA
 * description: Generate an RSA-PSS key pair, share the public key as PEM, and sign and verify a document with the Web Crypto API.
 * category: crypto
 * check: run
 * keywords: rsa, rsa-pss, pkcs1, signature, sign, verify, pem, spki, public key, crypto.subtle
 */

import { encodeBase64 } from "jsr:@std/encoding@^1/base64";

// Generate a 2048-bit RSA key pair for RSA-PSS signatures with SHA-256. The
// public exponent 65537 (bytes 1, 0, 1) is the value nearly everyone uses.
const algorithm = {
  name: "RSA-PSS",
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: "SHA-256",
};
const { privateKey, publicKey } = await crypto.subtle.generateKey(
  algorithm,
  true,
  ["sign", "verify"],
);

// Other tools (OpenSSL, other languages) expect public keys as PEM: the DER
// bytes of the SPKI export, in base64, split into 64-character lines between
// header and footer lines.
const spki = encodeBase64(await crypto.subtle.exportKey("spki", publicKey));
const pem = [
  "-----BEGIN PUBLIC KEY-----",
  ...spki.match(/.{1,64}/g)!,
  "-----END PUBLIC KEY-----",
].join("\n");
console.log(pem);

// Sign the document with the private key. PSS mixes a random salt into every
// signature, so signing the same data twice gives different signatures; both
// verify. The signature is as long as the modulus: 256 bytes.
const doc = new TextEncoder().encode("I owe Bob 10 EUR. -- Alice");
const params = { name: "RSA-PSS", saltLength: 32 };
const signature = await crypto.subtle.sign(params, privateKey, doc);
console.log(`signature: ${signature.byteLength} bytes`);

// Anyone holding the public key can check the signature. Changing the
// document, even by one character, makes verification fail.
const altered = new TextEncoder().encode("I owe Bob 100 EUR. -- Alice");
console.log(
  `original: ${await crypto.subtle.verify(params, publicKey, signature, doc)}`,
);
console.log(
  `altered: ${await crypto.subtle.verify(
    params,
    publicKey,
    signature,
    altered,
  )}`,
);

/* Output:
-----BEGIN PUBLIC KEY-----
...
-----END PUBLIC KEY-----
signature: 256 bytes
original: true
altered: false
*/
