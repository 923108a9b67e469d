/**
 * title: Sign and verify data with ECDSA
 * description: Create a P-256 key pair, sign a message with the private key and verify the signature with the public key.
 * category: crypto
 * check: run
 * keywords: ecdsa, p-256, elliptic curve, signature, sign, verify, jwk, crypto.subtle
 */

// Generate an ECDSA key pair on the NIST P-256 curve. The private key signs and
// the public key verifies, so the public half can be handed to anyone who needs
// to check your signatures.
const { privateKey, publicKey } = await crypto.subtle.generateKey(
  { name: "ECDSA", namedCurve: "P-256" },
  true,
  ["sign", "verify"],
);

// Sign the bytes of a message. ECDSA hashes the data first, and the hash is
// named at signing time. Web Crypto returns the signature as the two 32-byte
// numbers r and s side by side.
const algorithm = { name: "ECDSA", hash: "SHA-256" };
const message = new TextEncoder().encode("release v1.4.2, sha256 9f86d08...");
const signature = await crypto.subtle.sign(algorithm, privateKey, message);
console.log(`signature: ${signature.byteLength} bytes`);

// Share the public key, for example as a JSON Web Key. It holds the curve and
// the point (x, y), but never the private scalar `d`.
const jwk = await crypto.subtle.exportKey("jwk", publicKey);
console.log(`public JWK: kty=${jwk.kty} crv=${jwk.crv} has d: ${"d" in jwk}`);

// The receiver imports the JWK and verifies. A signature only matches the
// exact bytes that were signed: one changed character makes `verify` return
// `false` (it does not throw).
const receiverKey = await crypto.subtle.importKey(
  "jwk",
  jwk,
  { name: "ECDSA", namedCurve: "P-256" },
  false,
  ["verify"],
);
const forged = new TextEncoder().encode("release v1.4.3, sha256 9f86d08...");
for (
  const [label, data] of [["original", message], ["altered", forged]] as const
) {
  const ok = await crypto.subtle.verify(
    algorithm,
    receiverKey,
    signature,
    data,
  );
  console.log(`${label} message valid: ${ok}`);
}

/* Output:
signature: 64 bytes
public JWK: kty=EC crv=P-256 has d: false
original message valid: true
altered message valid: false
*/
