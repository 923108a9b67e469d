/**
 * title: Convert strings to bytes and back
 * description: Encode strings as UTF-8 with TextEncoder, decode bytes in UTF-8 and legacy encodings with TextDecoder, and count characters correctly.
 * category: encoding
 * check: run
 * keywords: string, TextEncoder, TextDecoder, utf-8, utf-16, windows-1252, mojibake, characters, code points, Intl.Segmenter
 */

// JavaScript strings are sequences of UTF-16 code units; files, sockets and
// hashes deal in bytes. `TextEncoder` always produces UTF-8, and
// `TextDecoder` defaults to it. Non-ASCII characters take 2 to 4 bytes each.
const text = "Café 👍🏽";
const bytes = new TextEncoder().encode(text);
console.log(bytes.length, new TextDecoder().decode(bytes));

// So "length" has several meanings. `.length` counts UTF-16 code units, the
// spread operator counts code points, and `Intl.Segmenter` counts what a
// reader sees as characters (grapheme clusters): the thumb with its skin tone
// is one.
const graphemes = [...new Intl.Segmenter().segment(text)];
console.log(
  `units ${text.length}, code points ${
    [...text].length
  }, graphemes ${graphemes.length}`,
);

// `TextDecoder` also reads legacy encodings by label, such as Windows-1252
// (common in old CSV exports) or UTF-16LE. Decoding the bytes with the
// wrong encoding is how mojibake like "CafÃ©" happens.
const legacy = new Uint8Array([0x43, 0x61, 0x66, 0xe9]);
console.log(new TextDecoder("windows-1252").decode(legacy));
console.log(
  new TextDecoder("utf-16le").decode(new Uint8Array([0x48, 0, 0x69, 0])),
);
console.log(
  new TextDecoder("windows-1252").decode(new TextEncoder().encode("Café")),
);

// Invalid UTF-8 normally becomes U+FFFD (the replacement character, �)
// silently. With `fatal: true` decoding throws instead, which is what you
// want when validating input.
console.log(new TextDecoder().decode(legacy));
try {
  new TextDecoder("utf-8", { fatal: true }).decode(legacy);
} catch (error) {
  console.log(`fatal decoder: ${(error as Error).name}`);
}

// When bytes arrive in chunks, a character can be split between two of
// them: here the first chunk ends with the first of the two bytes of "é".
// `stream: true` makes the decoder hold such incomplete bytes until the next
// call instead of emitting U+FFFD.
const decoder = new TextDecoder();
const [part1, part2] = [bytes.subarray(0, 4), bytes.subarray(4)];
console.log(JSON.stringify(decoder.decode(part1, { stream: true })));
console.log(JSON.stringify(decoder.decode(part2)));

/* Output:
14 Café 👍🏽
units 9, code points 7, graphemes 6
Café
Hi
CafÃ©
Caf�
fatal decoder: TypeError
"Caf"
"é 👍🏽"
*/
