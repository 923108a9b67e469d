/**
 * title: Write to standard output
 * description: Print text without a trailing newline, write raw bytes and pipe a stream to stdout with Deno.stdout, keeping messages for people on stderr.
 * category: cli
 * check: run
 * keywords: stdout, stderr, print, console.log, Deno.stdout, writeAll, no newline, process.stdout.write
 */

import { writeAll } from "jsr:@std/io@^0.225/write-all";

// `console.log()` formats its arguments, joins them with spaces and always ends the line. It
// writes to standard output, the stream that `>` and `|` capture. `console.error()` writes to
// standard error instead, which stays on the terminal when the output is redirected: use it for
// progress and warnings, so they never end up mixed into the data. The output shown below is
// stdout alone.
console.log("name", "count");
console.error("counting fruit...");

// For exact bytes, with no newline added, write to `Deno.stdout` yourself. It takes a
// `Uint8Array`, so encode strings first. `write()` resolves to the number of bytes written,
// which may be fewer than you passed; `writeAll()` from `@std/io` calls it until every byte is
// out.
const encoder = new TextEncoder();
await writeAll(Deno.stdout, encoder.encode("apples "));
await writeAll(Deno.stdout, encoder.encode("3\n"));

// `Deno.stdout.writable` is a `WritableStream`, and it writes each chunk in full. A writer
// locks the stream, so release it when done, but do not `close()` it: that closes stdout for
// the whole program, and a later `console.log()` throws `BadResource`.
const writer = Deno.stdout.writable.getWriter();
await writer.write(encoder.encode("pears 5\n"));
writer.releaseLock();

// `pipeTo()` copies a whole stream, here a few strings turned into bytes by a
// `TextEncoderStream`. It closes the destination when the source ends, so pass
// `preventClose: true` to keep printing afterwards.
const rows = ReadableStream.from(["plums 7\n", "figs 2\n"]);
await rows.pipeThrough(new TextEncoderStream()).pipeTo(Deno.stdout.writable, {
  preventClose: true,
});

// `console.log()` writes to the same stream. Every write above was awaited before the next
// line ran, so the output comes out in the order of the code.
console.log("total", 3 + 5 + 7 + 2);
console.error("done");

/* Output:
name count
apples 3
pears 5
plums 7
figs 2
total 17
*/
