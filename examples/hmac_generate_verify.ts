/**
 * title: Generate and verify an HMAC signature
 * description: Sign a payload with HMAC-SHA256 using a shared secret and verify incoming signatures, as webhook senders and receivers do.
 * category: crypto
 * check: run
 * keywords: hmac, sha256, webhook signature, message authentication code, shared secret, crypto.subtle
 */

import { decodeHex, encodeHex } from "jsr:@std/encoding@^1/hex";

// An HMAC proves that a message comes from someone who knows a shared secret
// and that it was not changed on the way. Import the secret as an HMAC key;
// the hash named here (SHA-256) is the one every signature will use.
const encoder = new TextEncoder();
const key = await crypto.subtle.importKey(
  "raw",
  encoder.encode("whsec_4f2a9c71e8b3"),
  { name: "HMAC", hash: "SHA-256" },
  false,
  ["sign", "verify"],
);

// The sender signs the exact bytes it sends and puts the hex signature in a
// header. The same key and payload always give the same 32-byte signature.
const body = JSON.stringify({ event: "invoice.paid", id: 1042 });
const signature = encodeHex(
  await crypto.subtle.sign("HMAC", key, encoder.encode(body)),
);
console.log(`X-Signature: ${signature}`);

// The receiver recomputes it with `crypto.subtle.verify` rather than comparing
// strings with `===`: verification compares in constant time, so response
// times reveal nothing about how much of a forged signature was right.
async function isAuthentic(payload: string, hexSignature: string) {
  return await crypto.subtle.verify(
    "HMAC",
    key,
    decodeHex(hexSignature),
    encoder.encode(payload),
  );
}
console.log(`original body: ${await isAuthentic(body, signature)}`);
const altered = body.replace("1042", "1043");
console.log(`altered body: ${await isAuthentic(altered, signature)}`);

/* Output:
X-Signature: 5074909da8d356f189927213d00e3a7b1486d0b8eef5d9e62530b75047b55e0a
original body: true
altered body: false
*/
