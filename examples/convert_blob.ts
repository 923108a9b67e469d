/**
 * title: Convert a Blob to text, bytes, a stream or a file
 * description: Build a Blob from parts and read it back as text, bytes, a data URL or a stream, and write it to a file and back.
 * category: encoding
 * check: run --allow-read --allow-write
 * keywords: Blob, File, blob.text, blob.bytes, arrayBuffer, stream, data url, FormData, convert
 */

// A `Blob` is immutable binary data with a MIME type, the type that
// `FormData` uploads, `Response.blob()` and `File` use. Build one from a mix of
// strings (stored as UTF-8) and bytes.
const blob = new Blob(
  ["name,score\n", new Uint8Array([0x41, 0x64, 0x61]), ",98\n"],
  { type: "text/csv" },
);
console.log(`${blob.size} bytes, type ${blob.type}`);

// Its reading methods all return promises. `text` decodes UTF-8, `bytes`
// gives a `Uint8Array`, and `arrayBuffer` a plain `ArrayBuffer`. `slice`
// makes a new blob from a byte range (start included, end excluded).
console.log(JSON.stringify(await blob.text()));
console.log(await blob.slice(11, 14).bytes());
console.log((await blob.arrayBuffer()).byteLength);

// A data URL puts the bytes inline as base64, usable as an `src` or `href`.
const bytes = await blob.bytes();
console.log(`data:${blob.type};base64,${bytes.toBase64()}`);

// `stream` reads a blob in chunks, and `Deno.writeFile` accepts a stream, so
// even a large blob is written piece by piece. A `File` is a blob with a
// name, which is how you hand file contents to APIs that expect one.
const dir = await Deno.makeTempDir();
const path = `${dir}/scores.csv`;
await Deno.writeFile(path, blob.stream());
const file = new File([await Deno.readFile(path)], "scores.csv", {
  type: "text/csv",
});
console.log(file.name, file.size, file instanceof Blob);
await Deno.remove(dir, { recursive: true });

/* Output:
18 bytes, type text/csv
"name,score\nAda,98\n"
Uint8Array(3) [ 65, 100, 97 ]
18
data:text/csv;base64,bmFtZSxzY29yZQpBZGEsOTgK
scores.csv 18 true
*/
