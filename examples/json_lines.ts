/**
 * title: Read and write JSON Lines
 * description: Write one JSON value per line with JsonStringifyStream, append records over time, and stream them back with TextLineStream and JsonParseStream.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: jsonl, ndjson, JSON Lines, newline-delimited JSON, JsonParseStream, JsonStringifyStream, logs
 */

// JSON Lines stores one JSON document per line. `JsonStringifyStream` turns
// each object into `JSON.stringify(value) + "\n"`, so a stream of objects
// becomes a file you can append to and read back line by line.
import { JsonParseStream } from "jsr:@std/json@^1/parse-stream";
import { JsonStringifyStream } from "jsr:@std/json@^1/stringify-stream";
import { TextLineStream } from "jsr:@std/streams@^1/text-line-stream";

const path = await Deno.makeTempFile({ suffix: ".jsonl" });
const file = await Deno.open(path, { write: true });
await ReadableStream.from([
  { level: "info", msg: "server started", port: 8000 },
  { level: "warn", msg: "slow request", ms: 1250 },
])
  .pipeThrough(new JsonStringifyStream())
  .pipeThrough(new TextEncoderStream())
  .pipeTo(file.writable);

// Because every record is a complete line, adding one later is a plain append;
// nothing else in the file has to be rewritten, unlike a JSON array.
const more = { level: "error", msg: "database unreachable" };
await Deno.writeTextFile(path, JSON.stringify(more) + "\n", { append: true });
console.log((await Deno.readTextFile(path)).trimEnd());

// Reading streams the file: split it into lines, then parse each line. Only
// one record is in memory at a time.
const records = (await Deno.open(path)).readable
  .pipeThrough(new TextDecoderStream())
  .pipeThrough(new TextLineStream())
  .pipeThrough(new JsonParseStream());
for await (const record of records) {
  const { level, msg } = record as { level: string; msg: string };
  console.log(`${level.toUpperCase().padEnd(5)} ${msg}`);
}

// `JsonParseStream` stops with a `SyntaxError` at the first broken line. When a
// file may hold damaged lines (say, a log cut off by a crash), parse each line
// yourself and skip the bad ones.
await Deno.writeTextFile(path, '{"level":"info"\n', { append: true });
let good = 0;
let bad = 0;
const lines = (await Deno.open(path)).readable
  .pipeThrough(new TextDecoderStream())
  .pipeThrough(new TextLineStream());
for await (const line of lines) {
  try {
    JSON.parse(line);
    good++;
  } catch {
    bad++;
  }
}
console.log({ good, bad });

await Deno.remove(path);

/* Output:
{"level":"info","msg":"server started","port":8000}
{"level":"warn","msg":"slow request","ms":1250}
{"level":"error","msg":"database unreachable"}
INFO  server started
WARN  slow request
ERROR database unreachable
{ good: 3, bad: 1 }
*/
