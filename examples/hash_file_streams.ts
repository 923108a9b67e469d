/**
 * title: Hash a file while streaming it
 * description: Compute a SHA-256 checksum of a large file chunk by chunk, and hash data as it passes through a copy without reading it twice.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: sha256, checksum, hash, createHash, digest, stream, verify download, integrity
 */

// Make an 8 MiB test file. Web Crypto's `crypto.subtle.digest` only accepts a
// complete buffer, which would mean loading the whole file first; hashing
// the stream instead keeps memory use at one chunk.
import { createHash } from "node:crypto";

const source = await Deno.makeTempFile({ suffix: ".bin" });
const block = new Uint8Array(1024 * 1024).map((_, i) => i % 251);
await Deno.writeFile(source, ReadableStream.from(Array(8).fill(block)));

// `createHash` from `node:crypto` is built in and incremental: `update` takes
// each chunk as it arrives, `digest` finishes. A file's `readable` stream
// closes the file when it has been read to the end.
async function sha256(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of (await Deno.open(path)).readable) {
    hash.update(chunk);
  }
  return hash.digest("hex");
}
console.log(`source: ${await sha256(source)}`);

// To hash data that is being moved anyway (copied, uploaded, downloaded),
// put the hash inside the pipeline. This `TransformStream` passes every chunk
// on unchanged and feeds it to the hash, so the copy and its checksum come
// from a single read.
const passHash = createHash("sha256");
const hashing = new TransformStream<Uint8Array, Uint8Array>({
  transform(chunk, controller) {
    passHash.update(chunk);
    controller.enqueue(chunk);
  },
});
const target = await Deno.makeTempFile({ suffix: ".bin" });
await (await Deno.open(source)).readable
  .pipeThrough(hashing)
  .pipeTo((await Deno.open(target, { write: true })).writable);
console.log(`copied: ${passHash.digest("hex")}`);

// Hashing the copy on its own, with the function from before, confirms that
// the bytes on disk match what went through the pipeline.
console.log(
  `copy intact: ${(await sha256(target)) === (await sha256(source))}`,
);

await Deno.remove(source);
await Deno.remove(target);

/* Output:
source: 5440547bf5d6afa98c19bc8e1820380596685cbe99d95b24bf70b201a92b51be
copied: 5440547bf5d6afa98c19bc8e1820380596685cbe99d95b24bf70b201a92b51be
copy intact: true
*/
