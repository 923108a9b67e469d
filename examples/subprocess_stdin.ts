/**
 * title: Send data to a subprocess's stdin
 * description: Pipe text into a child process's standard input, by writing chunks yourself or by piping a stream, and close it so the child sees the end.
 * category: subprocesses
 * check: run --allow-run=sort,tr
 * keywords: stdin, piped, write to process, child.stdin, pipeTo, EOF, Deno.Command, sort
 */

// Ask for `stdin: "piped"` to get `child.stdin`, a `WritableStream` of bytes. Here the child is
// `sort`, which reads until the end of its input and only then prints. `--allow-run=sort,tr`
// allows running just these two programs, found on `PATH`.
const sort = new Deno.Command("sort", {
  args: ["-n"],
  stdin: "piped",
  stdout: "piped",
}).spawn();

// Write with a writer, then close it. Closing is what tells the child there is no more
// input: forget it and `sort` waits forever, and so does `output()` below.
const writer = sort.stdin.getWriter();
const encoder = new TextEncoder();
for (const n of [42, 7, 19, 3]) {
  await writer.write(encoder.encode(`${n}\n`));
}
await writer.close();

// `output()` waits for the exit and collects whatever the child printed.
const sorted = await sort.output();
console.log(
  new TextDecoder().decode(sorted.stdout).trim().split("\n").join(" "),
);

// Data that is already a stream (a file, a `fetch()` body, another process's stdout) can be
// piped straight in; `pipeTo()` closes `child.stdin` when the source ends. Read the output at
// the same time: `tr` writes as it reads, and once its output pipe is full it stops reading
// until someone empties it, so writing everything first would stall on large inputs.
const tr = new Deno.Command("tr", {
  args: ["a-z", "A-Z"],
  stdin: "piped",
  stdout: "piped",
}).spawn();
const [, shouted] = await Promise.all([
  ReadableStream.from(["streams ", "go ", "in\n"])
    .pipeThrough(new TextEncoderStream())
    .pipeTo(tr.stdin),
  tr.output(),
]);
console.log(new TextDecoder().decode(shouted.stdout).trim());

/* Output:
3 7 19 42
STREAMS GO IN
*/
