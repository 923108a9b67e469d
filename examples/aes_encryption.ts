/**
 * title: Encrypt and decrypt data with AES-GCM
 * description: Encrypt a message with a 256-bit AES-GCM key from the Web Crypto API, decrypt it, and see tampering rejected.
 * category: crypto
 * check: run
 * keywords: aes, gcm, encrypt, decrypt, symmetric, crypto.subtle, webcrypto, iv, nonce
 */

// Generate a random 256-bit AES key. `extractable: true` lets us export it
// later; pass `false` for keys that should never leave the process. The key
// usages list what the key may be used for, and Web Crypto enforces them.
const key = await crypto.subtle.generateKey(
  { name: "AES-GCM", length: 256 },
  true,
  ["encrypt", "decrypt"],
);
const raw = new Uint8Array(await crypto.subtle.exportKey("raw", key));
console.log(`key: ${raw.length} bytes`);

// AES-GCM needs a 12-byte initialization vector (IV) that is unique for every
// message encrypted with the same key. It is not secret, so the usual practice
// is to store it right in front of the ciphertext.
const iv = crypto.getRandomValues(new Uint8Array(12));
const plaintext = new TextEncoder().encode("Meet me at the bridge at noon.");
const ciphertext = new Uint8Array(
  await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, plaintext),
);
const message = new Uint8Array([...iv, ...ciphertext]);
console.log(`plaintext: ${plaintext.length} bytes`);
console.log(`ciphertext: ${ciphertext.length} bytes (16-byte tag included)`);
console.log(`stored message: ${message.length} bytes`);

// To decrypt, split the IV off again and hand both to `decrypt`. The result is
// an `ArrayBuffer` holding the original bytes.
async function open(sealed: Uint8Array): Promise<string> {
  const decrypted = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: sealed.slice(0, 12) },
    key,
    sealed.slice(12),
  );
  return new TextDecoder().decode(decrypted);
}
console.log(`decrypted: ${await open(message)}`);

// GCM is authenticated encryption: the tag covers every byte, so flipping a
// single bit makes decryption throw instead of returning garbage.
const tampered = message.slice();
tampered[20] ^= 1;
try {
  await open(tampered);
} catch (error) {
  console.log(`tampered message rejected: ${(error as Error).name}`);
}

/* Output:
key: 32 bytes
plaintext: 30 bytes
ciphertext: 46 bytes (16-byte tag included)
stored message: 58 bytes
decrypted: Meet me at the bridge at noon.
tampered message rejected: OperationError
*/
