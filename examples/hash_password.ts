/**
 * title: Hash and verify passwords
 * description: Store passwords as salted scrypt hashes with node:crypto and check login attempts against them in constant time.
 * category: crypto
 * check: run
 * keywords: password hashing, scrypt, salt, kdf, login, verify, timingSafeEqual, node:crypto
 */

import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// Never store a password, nor a plain fast hash of it. scrypt is a key
// derivation function built to be slow and memory-hungry, so guessing is
// expensive. Deno implements it in its `node:crypto` module; this small
// wrapper turns its callback API into a promise. N is the cost: each doubling
// doubles the time and memory (128 * N * r bytes) one guess takes.
type Cost = { N: number; r: number; p: number };
const cost: Cost = { N: 2 ** 14, r: 8, p: 1 };

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password,
      salt,
      32,
      cost,
      (err, key) => err ? reject(err) : resolve(key),
    )
  );
}

// To hash, draw a random 16-byte salt, derive 32 bytes, and keep everything
// needed to check the password later in one string: the cost parameters, the
// salt and the hash. That string is what goes into the database.
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  const fields = [cost.N, cost.r, cost.p, salt.toString("base64")];
  return `scrypt$${fields.join("$")}$${hash.toString("base64")}`;
}

// To verify, parse the stored string, derive again with the same salt and
// cost, and compare with `timingSafeEqual`, which takes the same time however
// many leading bytes match, so it leaks nothing through timing.
async function verifyPassword(
  password: string,
  stored: string,
): Promise<boolean> {
  const [, N, r, p, salt, hash] = stored.split("$");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, Buffer.from(hash, "base64"));
}

// The same password hashes differently each time because of the salt, yet
// both hashes verify it.
const first = await hashPassword("hunter2");
const second = await hashPassword("hunter2");
console.log(first);
console.log(`hashes differ: ${first !== second}`);
console.log(`"hunter2" matches: ${await verifyPassword("hunter2", first)}`);
console.log(`"hunter3" matches: ${await verifyPassword("hunter3", first)}`);

/* Output:
...
hashes differ: true
"hunter2" matches: true
"hunter3" matches: false
*/
