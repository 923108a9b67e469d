/**
 * title: Write a file piece by piece
 * description: Open a file once and write to it in chunks through its writable stream, or append lines to a log as events happen.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: append, open, writable, getWriter, log file, FsFile, syncData, chunks
 */

// Writing in pieces keeps memory flat when the data is produced bit by bit:
// rows from a query, lines of a report, records from a stream.
const path = await Deno.makeTempFile({ suffix: ".csv" });

// Open the file once. `create` makes it if needed and `truncate` discards old
// contents. `file.writable` is a `WritableStream` of bytes. Prefer it over
// `file.write()`, which may write only part of a buffer and returns how much
// it wrote; the stream's writer keeps writing until each chunk is complete.
const file = await Deno.open(path, {
  write: true,
  create: true,
  truncate: true,
});
const writer = file.writable.getWriter();
const encoder = new TextEncoder();
await writer.write(encoder.encode("n,square\n"));
for (let n = 1; n <= 4; n++) {
  await writer.write(encoder.encode(`${n},${n * n}\n`));
}

// Closing the writer flushes it and closes the file as well, so there is no
// separate `file.close()`.
await writer.close();
console.log((await Deno.readTextFile(path)).trimEnd());

// For a log that grows over time, open in `append` mode: every write goes to
// the current end of the file, even if another process has appended in the
// meantime. `syncData` asks the operating system to put what was written on
// disk before going on, for records you cannot afford to lose in a crash; call
// it before closing the writer, since that closes the file.
const logPath = await Deno.makeTempFile({ suffix: ".log" });
const log = await Deno.open(logPath, { append: true });
const logWriter = log.writable.getWriter();
for (const event of ["started", "job 1 done", "stopped"]) {
  await logWriter.write(encoder.encode(`${event}\n`));
}
await log.syncData();
await logWriter.close();

// For an occasional single line, `Deno.writeTextFile` with `append: true`
// opens, writes and closes in one call.
await Deno.writeTextFile(logPath, "restarted\n", { append: true });
console.log((await Deno.readTextFile(logPath)).trimEnd());

await Deno.remove(path);
await Deno.remove(logPath);

/* Output:
n,square
1,1
2,4
3,9
4,16
started
job 1 done
stopped
restarted
*/
