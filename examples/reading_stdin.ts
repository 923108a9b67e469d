/**
 * title: Read from standard input
 * description: Process piped or typed input line by line as it arrives with Deno.stdin.readable and TextLineStream, or read it all at once.
 * category: cli
 * check: run
 * stdin: apples 3\npears 5\n\nplums x\nfigs 2
 * keywords: stdin, pipe, read lines, Deno.stdin, TextLineStream, process.stdin, input, filter
 */

import { TextLineStream } from "jsr:@std/streams@^1/text-line-stream";

// Standard input is whatever the shell connects to the program: a pipe
// (`cat list.txt | deno run reading_stdin.ts`), a file (`< list.txt`), or the keyboard. With the
// keyboard, the program waits for the user, so tell them how to finish; `isTerminal()` is
// `false` for pipes and files, and the hint stays out of the way. Reading stdin needs no
// permission.
if (Deno.stdin.isTerminal()) {
  console.error("Type lines like `apples 3`, then press Ctrl+D to finish.");
}

// `Deno.stdin.readable` is a stream of byte chunks whose edges fall anywhere, even inside a
// character. `TextDecoderStream` turns them into text and `TextLineStream` cuts the text into
// lines without their `\n` or `\r\n` ending. The last line counts even when no newline follows it.
const lines = Deno.stdin.readable
  .pipeThrough(new TextDecoderStream())
  .pipeThrough(new TextLineStream());

// The loop handles each line as soon as it arrives and ends when the input does, so memory stays
// flat however much is piped in, and a slow producer's lines show up one by one.
let total = 0;
let lineNumber = 0;
for await (const line of lines) {
  lineNumber++;
  if (line.trim() === "") continue;
  const [name, count] = line.trim().split(/\s+/);
  const n = Number(count);
  if (!Number.isInteger(n)) {
    console.log(`line ${lineNumber}: "${line}" has no count, skipped`);
    continue;
  }
  total += n;
  console.log(`${name}: ${n}`);
}

// After the loop the input is used up: a stream can be read only once. When the input is small
// and needed whole, as JSON is, skip the loop and let a `Response` read the stream to the end:
// `const text = await new Response(Deno.stdin.readable).text();`.
console.log(`total: ${total} from ${lineNumber} lines`);

/* Output:
apples: 3
pears: 5
line 4: "plums x" has no count, skipped
figs: 2
total: 10 from 5 lines
*/
