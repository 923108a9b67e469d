/**
 * title: Derive an AES key from a password
 * description: Turn a password and a salt into an AES-GCM key with PBKDF2, then use it to encrypt and decrypt.
 * category: crypto
 * check: run
 * keywords: pbkdf2, password, salt, deriveKey, key derivation, kdf, crypto.subtle, aes-gcm
 */

// A password is not a key: it is short and guessable. PBKDF2 stretches it by
// hashing it many times with a salt. First import the password as raw key
// material that may only be used for derivation.
async function keyFromPassword(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password),
    "PBKDF2",
    false,
    ["deriveKey"],
  );
  // Then derive a 256-bit AES-GCM key from it. The iteration count makes
  // every guess of an attacker expensive; the salt makes each derived key
  // unique even when two users pick the same password.
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations: 600_000 },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

// Encrypting: pick a fresh random salt and IV, derive the key, encrypt. The
// salt and IV are not secret; keep them with the ciphertext, because the same
// salt is needed to derive the same key again.
const salt = crypto.getRandomValues(new Uint8Array(16));
const iv = crypto.getRandomValues(new Uint8Array(12));
const key = await keyFromPassword("correct horse battery staple", salt);
const ciphertext = await crypto.subtle.encrypt(
  { name: "AES-GCM", iv },
  key,
  new TextEncoder().encode("the vault code is 4711"),
);
console.log(
  `salt ${salt.length} B, iv ${iv.length} B, ciphertext ${ciphertext.byteLength} B`,
);

// Decrypting later: derive the key again from the password and the stored
// salt. The right password yields the identical key; a wrong one yields a
// different key, and AES-GCM's authentication tag rejects it.
for (const attempt of ["correct horse battery staple", "Tr0ub4dor&3"]) {
  const again = await keyFromPassword(attempt, salt);
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv },
      again,
      ciphertext,
    );
    console.log(`${attempt}: ${new TextDecoder().decode(plain)}`);
  } catch (error) {
    console.log(`${attempt}: ${(error as Error).name}`);
  }
}

/* Output:
salt 16 B, iv 12 B, ciphertext 38 B
correct horse battery staple: the vault code is 4711
Tr0ub4dor&3: OperationError
*/
