/**
 * title: Split a secret with Shamir's secret sharing
 * description: Split a secret into five shares so that any three recover it and two reveal nothing, implemented over GF(256) in plain TypeScript.
 * category: crypto
 * check: run
 * keywords: shamir, secret sharing, threshold, shares, gf(256), lagrange interpolation, key backup
 */

import { encodeHex } from "jsr:@std/encoding@^1/hex";

// Shamir's scheme hides each byte of the secret as the value at x = 0 of a
// random polynomial of degree k - 1; a share is the polynomial's value at some
// other x. Any k points fix the polynomial, fewer fit every possible secret.
// The arithmetic happens in GF(256), where bytes add by XOR and multiply via
// log/exp tables built from the generator 3 and the AES polynomial 0x11b.
const EXP = new Uint8Array(510);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = EXP[i + 255] = x;
  LOG[x] = i;
  x ^= (x << 1) ^ (x & 0x80 ? 0x11b : 0);
}
const mul = (a: number, b: number) => a && b ? EXP[LOG[a] + LOG[b]] : 0;
const div = (a: number, b: number) => a ? EXP[LOG[a] + 255 - LOG[b]] : 0;

// To split, draw k - 1 random coefficients per secret byte and evaluate the
// polynomial at x = 1..n with Horner's rule. Each share starts with its x.
function split(secret: Uint8Array, n: number, k: number): Uint8Array[] {
  const shares = Array.from({ length: n }, (_, i) => {
    const share = new Uint8Array(secret.length + 1);
    share[0] = i + 1;
    return share;
  });
  secret.forEach((byte, i) => {
    const coefficients = [
      byte,
      ...crypto.getRandomValues(new Uint8Array(k - 1)),
    ];
    for (const share of shares) {
      let y = 0;
      for (let c = k - 1; c >= 0; c--) y = mul(y, share[0]) ^ coefficients[c];
      share[i + 1] = y;
    }
  });
  return shares;
}

// To combine, Lagrange interpolation evaluates the polynomial through the
// given points at x = 0. In GF(256) subtraction is XOR too, which keeps the
// formula short.
function combine(shares: Uint8Array[]): Uint8Array {
  const secret = new Uint8Array(shares[0].length - 1);
  for (let i = 0; i < secret.length; i++) {
    for (const share of shares) {
      let basis = 1;
      for (const other of shares) {
        if (other !== share) {
          basis = mul(basis, div(other[0], other[0] ^ share[0]));
        }
      }
      secret[i] ^= mul(share[i + 1], basis);
    }
  }
  return secret;
}

// Split a key into 5 shares with a threshold of 3 and hand one to each of
// five people. Every share is one byte longer than the secret and looks like
// noise.
const key = new TextEncoder().encode("vault master key");
const shares = split(key, 5, 3);
for (const share of shares) console.log(encodeHex(share));

// Any three shares, in any order, rebuild the key. Two shares interpolate a
// polynomial of the wrong degree and yield unrelated bytes.
function recover(...numbers: number[]): string {
  const bytes = combine(numbers.map((n) => shares[n - 1]));
  return new TextDecoder().decode(bytes);
}
console.log(`shares 1, 3, 5: ${recover(1, 3, 5)}`);
console.log(`shares 4, 2, 5: ${recover(4, 2, 5)}`);
console.log(`shares 1, 2 recover it: ${recover(1, 2) === "vault master key"}`);

/* Output:
...
shares 1, 3, 5: vault master key
shares 4, 2, 5: vault master key
shares 1, 2 recover it: false
*/
