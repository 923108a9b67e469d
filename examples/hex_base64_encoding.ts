/**
 * title: Encode and decode hex and base64
 * description: Convert bytes and text to and from hex, base64 and base64url with the built-in Uint8Array methods and @std/encoding.
 * category: encoding
 * check: run
 * keywords: hex, base64, base64url, btoa, atob, toBase64, fromBase64, toHex, fromHex, encode, decode
 */

import { decodeBase64, encodeBase64 } from "jsr:@std/encoding@^1/base64";
import { encodeBase64Url } from "jsr:@std/encoding@^1/base64url";
import { encodeHex } from "jsr:@std/encoding@^1/hex";

// Hex and base64 encode bytes, not strings, so text goes through
// `TextEncoder` (UTF-8) first. Deno's `Uint8Array` has built-in `toHex` and
// `toBase64` methods, and static `fromHex` and `fromBase64` to go back.
const bytes = new TextEncoder().encode("Grüße ✓");
console.log(bytes.toHex());
console.log(bytes.toBase64());
const decoder = new TextDecoder();
console.log(decoder.decode(Uint8Array.fromHex("4772c3bcc39f6520e29c93")));
console.log(decoder.decode(Uint8Array.fromBase64("R3LDvMOfZSDinJM=")));

// Base64 uses `+` and `/`, which mean something in URLs. The base64url
// alphabet swaps them for `-` and `_`, and the trailing `=` padding is
// often dropped as well, as in JWTs.
const token = new Uint8Array([251, 255, 190, 62, 63]);
console.log(token.toBase64());
console.log(token.toBase64({ alphabet: "base64url", omitPadding: true }));

// The older `btoa` works on "binary strings", one character per byte, and
// throws on characters above U+00FF, which is why encoding the bytes is the
// safer habit.
try {
  btoa("Grüße ✓");
} catch (error) {
  console.log(`btoa: ${(error as Error).name}`);
}

// `@std/encoding` offers the same as functions that also accept a string
// (encoded as UTF-8 for you); useful in code that must also run where the
// new methods are missing.
console.log(encodeHex("Grüße ✓"));
console.log(encodeBase64("Grüße ✓"), encodeBase64Url(token));
console.log(decodeBase64("+/++Pj8="));

/* Output:
4772c3bcc39f6520e29c93
R3LDvMOfZSDinJM=
Grüße ✓
Grüße ✓
+/++Pj8=
-_--Pj8
btoa: InvalidCharacterError
4772c3bcc39f6520e29c93
R3LDvMOfZSDinJM= -_--Pj8
Uint8Array(5) [ 251, 255, 190, 62, 63 ]
*/
