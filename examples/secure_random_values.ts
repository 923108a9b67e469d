/**
 * title: Generate cryptographically secure random values
 * description: Fill byte arrays with crypto.getRandomValues, make URL-safe tokens, and pick unbiased random integers and passwords.
 * category: crypto
 * check: run
 * keywords: random, csprng, getRandomValues, token, random bytes, random integer, password generator, Math.random
 */

import { encodeBase64Url } from "jsr:@std/encoding@^1/base64url";

// `crypto.getRandomValues` fills a typed array in place with bytes from the
// operating system's secure generator. Use it, not `Math.random()`, for
// anything an attacker must not guess: session ids, tokens, keys, salts.
const bytes = crypto.getRandomValues(new Uint8Array(8));
console.log(bytes);

// A common token is 32 random bytes in base64url, which is safe in URLs and
// headers without escaping. 32 bytes always encode to 43 characters.
const token = encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)));
console.log(`token: ${token}`);
console.log(`token length: ${token.length}`);

// One call fills at most 65,536 bytes; ask for more and it throws. For more
// data, fill the buffer in chunks.
try {
  crypto.getRandomValues(new Uint8Array(65_537));
} catch (error) {
  console.log(`65,537 bytes at once: ${(error as Error).name}`);
}

// For a random integer below `max`, `byte % max` would favour small numbers
// whenever 2^32 is not a multiple of `max`. Rejection sampling draws again
// for the few values that would cause that bias, so every result is equally
// likely.
function randomInt(max: number): number {
  const limit = 2 ** 32 - (2 ** 32 % max);
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value < limit ? value % max : randomInt(max);
}

// Built on that, a password generator: each character is picked uniformly
// from the alphabet.
const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const password = Array.from(
  { length: 16 },
  () => alphabet[randomInt(alphabet.length)],
).join("");
console.log(`die roll: ${randomInt(6) + 1}`);
console.log(`password: ${password}`);

/* Output:
...
token length: 43
65,537 bytes at once: QuotaExceededError
...
*/
