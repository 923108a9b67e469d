/**
 * title: Compare secrets in constant time
 * description: Check an API key or token with timingSafeEqual from @std/crypto so the comparison does not leak the secret through response times.
 * category: crypto
 * check: run
 * keywords: timing attack, constant time, timingSafeEqual, compare, api key, token, secret
 */

import { timingSafeEqual } from "jsr:@std/crypto@^1/timing-safe-equal";

// `a === b` on strings stops at the first differing character, so a wrong
// guess that shares a longer prefix with the secret takes slightly longer to
// reject. Measured over many requests, that difference lets an attacker
// recover a secret one character at a time. `timingSafeEqual` always looks at
// every byte.
const encoder = new TextEncoder();
console.log(timingSafeEqual(encoder.encode("abc"), encoder.encode("abc")));
console.log(timingSafeEqual(encoder.encode("abc"), encoder.encode("abd")));

// It only compares buffers of equal length and throws otherwise. Checking the
// lengths yourself first would still tell an attacker how long the secret is.
try {
  timingSafeEqual(encoder.encode("abc"), encoder.encode("abcd"));
} catch (error) {
  console.log((error as Error).message);
}

// The usual fix: hash both sides with SHA-256 first. The digests are always
// 32 bytes, whatever the input, so any string can be compared safely.
async function sha256(text: string): Promise<ArrayBuffer> {
  return await crypto.subtle.digest("SHA-256", encoder.encode(text));
}
const expected = await sha256("sk_live_7Hq2vX9pLm4R");

async function isValidApiKey(candidate: string): Promise<boolean> {
  return timingSafeEqual(await sha256(candidate), expected);
}

// Any attempt, short, long or almost right, now takes the same path.
for (const attempt of ["sk_live_7Hq2vX9pLm4R", "sk_live_7Hq2vX9pLm4S", "x"]) {
  console.log(`${attempt}: ${await isValidApiKey(attempt)}`);
}

/* Output:
true
false
Cannot compare buffers of different byte lengths (3 vs 4)
sk_live_7Hq2vX9pLm4R: true
sk_live_7Hq2vX9pLm4S: false
x: false
*/
