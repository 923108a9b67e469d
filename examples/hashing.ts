/**
 * title: Hash data with SHA-256, BLAKE3 and other algorithms
 * description: Compute hex digests with the Web Crypto API, and with @std/crypto for algorithms such as BLAKE3, SHA3 and MD5.
 * category: crypto
 * check: run
 * keywords: hash, digest, sha256, sha-256, blake3, sha3, md5, checksum, crypto.subtle
 */

import { crypto } from "jsr:@std/crypto@^1/crypto";
import { encodeHex } from "jsr:@std/encoding@^1/hex";

// The built-in Web Crypto API hashes bytes with SHA-1, SHA-256, SHA-384 and
// SHA-512. Encode the string to bytes first; the digest comes back as an
// `ArrayBuffer`, and `encodeHex` turns it into the familiar hex string.
const data = new TextEncoder().encode("hello world");
const sha256 = await globalThis.crypto.subtle.digest("SHA-256", data);
console.log(`SHA-256  ${encodeHex(sha256)}`);

// `@std/crypto` exports a drop-in `crypto` whose `subtle.digest` also knows
// algorithms the web standard lacks, such as BLAKE3 and SHA3, and legacy ones
// like MD5 that you may still need for old checksums.
for (const algorithm of ["BLAKE3", "SHA3-256", "MD5"] as const) {
  const digest = await crypto.subtle.digest(algorithm, data);
  console.log(`${algorithm.padEnd(8)} ${encodeHex(digest)}`);
}

// A common use: checking a download against its published checksum. Hex
// digests are lowercase here, so normalize the published one before
// comparing; a checksum is public, so plain `===` is fine.
const download = new TextEncoder().encode("deno-2.9.6-x86_64.zip contents");
const published =
  "F76FBA4A68CBCD20C745BC673C920F198D1ADE58C8BFA972581A7DC6E7C4EB8E";
const actual = encodeHex(await crypto.subtle.digest("SHA-256", download));
console.log(
  actual === published.toLowerCase() ? "checksum ok" : "checksum MISMATCH",
);

/* Output:
SHA-256  b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9
BLAKE3   d74981efa70a0c880b8d8c1985d075dbcbf679b99a5f9914e5aaf96b831a9e24
SHA3-256 644bcc7e564373040999aac89e7622f3ca71fba1d972fd94a31c3bfbf24e3938
MD5      5eb63bbbe01eeed093cb22bb8f5acdc3
checksum ok
*/
