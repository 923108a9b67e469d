/**
 * title: Compress with node:zlib (gzip, deflate, Brotli)
 * description: Use Node's zlib module in Deno for one-call gzip and Brotli compression, compression levels, and streaming a file through createGzip.
 * category: compression
 * check: run --allow-read --allow-write
 * keywords: zlib, node:zlib, brotli, gzipSync, gunzipSync, brotliCompressSync, deflate, createGzip, compression level
 */

// `node:zlib` is built into Deno. Its `*Sync` functions compress a whole
// buffer in one call, which is convenient for small payloads such as an API
// response or a cache entry. They return a Node `Buffer`, a `Uint8Array`
// subclass with extras such as `equals`.
import { createReadStream, createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  createGzip,
  deflateSync,
  gunzipSync,
  gzipSync,
} from "node:zlib";

const data = new TextEncoder().encode(
  JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, ok: true }))),
);
const gz = gzipSync(data);
console.log(`json ${data.length} -> gzip ${gz.length}`);
console.log(
  new TextDecoder().decode(gunzipSync(gz)) === new TextDecoder().decode(data),
);

// zlib also speaks formats that the web `CompressionStream` lacks, notably
// Brotli, which usually beats gzip on text. Options tune the trade-off between
// speed and size: `level` for gzip/deflate, `BROTLI_PARAM_QUALITY` for Brotli.
const fast = gzipSync(data, { level: 1 });
const br = brotliCompressSync(data, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
});
console.log(`gzip level 1: ${fast.length}, brotli: ${br.length}`);
console.log(`deflate: ${deflateSync(data).length}`);
console.log(brotliDecompressSync(br).equals(data));

// For files, use the stream versions with `pipeline`, which connects the
// streams, waits for the end, and closes everything if a step fails.
const dir = await Deno.makeTempDir();
await Deno.writeFile(`${dir}/data.json`, data);
await pipeline(
  createReadStream(`${dir}/data.json`),
  createGzip(),
  createWriteStream(`${dir}/data.json.gz`),
);
const onDisk = await Deno.readFile(`${dir}/data.json.gz`);
console.log(gunzipSync(onDisk).equals(data));

await Deno.remove(dir, { recursive: true });

/* Output:
json 4091 -> gzip 491
true
gzip level 1: 773, brotli: 239
deflate: 479
true
true
*/
