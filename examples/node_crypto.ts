/**
 * title: Hash and verify passwords with node:crypto
 * description: Use Node's crypto module in Deno for a SHA-256 digest and for salted scrypt password hashes.
 * category: node
 * check: run
 * keywords: node:crypto, createHash, scrypt, randomBytes, timingSafeEqual, sha256, password
 */

// `node:crypto` works in Deno as it does in Node, so existing code and npm packages that use it
// run unchanged. `promisify` turns the callback-style `scrypt` into one that returns a promise;
// its types cannot follow `scrypt`'s overloads (the result would be `unknown`), hence the cast.
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { Buffer } from "node:buffer";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

// A plain digest is one chain: create the hash, feed it data, ask for the result in hex. Use it
// for checksums and cache keys, never for passwords: it is fast, which helps an attacker.
console.log(createHash("sha256").update("hello").digest("hex"));

// For passwords, scrypt is deliberately slow and memory-hungry. A fresh random salt per password
// means two users with the same password still get different hashes. Store salt and hash together.
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32);
  return `${salt.toString("hex")}:${key.toString("hex")}`;
}

// To check a login, take the salt back out of the stored string and derive the key again.
// `timingSafeEqual` compares in constant time, so the response time leaks nothing about the hash.
async function verifyPassword(
  password: string,
  stored: string,
): Promise<boolean> {
  const [saltHex, keyHex] = stored.split(":");
  const expected = Buffer.from(keyHex, "hex");
  const actual = await scryptAsync(
    password,
    Buffer.from(saltHex, "hex"),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

const stored = await hashPassword("correct horse battery staple");
console.log(`stored: ${stored.length} characters (salt:hash)`);
console.log(await verifyPassword("correct horse battery staple", stored));
console.log(await verifyPassword("Tr0ub4dor&3", stored));

/* Output:
2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824
stored: 97 characters (salt:hash)
true
false
*/
