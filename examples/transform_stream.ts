/**
 * title: Write a custom TransformStream
 * description: Build your own stream stages with TransformStream: map chunks, drop or split them, keep state between chunks, and flush at the end.
 * category: files
 * check: run
 * keywords: TransformStream, transform, flush, enqueue, pipeThrough, stream stage, line splitter
 */

// A `TransformStream` sits between a readable and a writable. Its
// `transform(chunk, controller)` runs once per incoming chunk and passes on
// whatever it `enqueue`s. The simplest one maps each chunk to one output.
function upperCase(): TransformStream<string, string> {
  return new TransformStream({
    transform(chunk, controller) {
      controller.enqueue(chunk.toUpperCase());
    },
  });
}

// Chunks rarely line up with meaningful units: a line may be cut in two. A
// stage can keep state in a closure, enqueue zero or several chunks per input,
// and use `flush` (called once the input ends) to emit what is left over.
function splitLines(): TransformStream<string, string> {
  let rest = "";
  return new TransformStream({
    transform(chunk, controller) {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop()!;
      for (const line of parts) controller.enqueue(line);
    },
    flush(controller) {
      if (rest) controller.enqueue(rest);
    },
  });
}

// Input and output types may differ. This stage drops blank lines and turns
// the others into numbered records.
function numbered(): TransformStream<string, { n: number; text: string }> {
  let n = 0;
  return new TransformStream({
    transform(line, controller) {
      if (line.trim() === "") return;
      controller.enqueue({ n: ++n, text: line });
    },
  });
}

// Chain the stages with `pipeThrough`. The input is split mid-word on
// purpose, to show the line splitter joining the pieces.
const input = ReadableStream.from([
  "first li",
  "ne\n\nsecond",
  " line\nthi",
  "rd",
]);
const records = input
  .pipeThrough(splitLines())
  .pipeThrough(upperCase())
  .pipeThrough(numbered());
for await (const { n, text } of records) console.log(`${n}: ${text}`);

// If `transform` throws, the stream errors: the reader's loop throws, and the
// source is cancelled.
const failing = new TransformStream<string, string>({
  transform(chunk) {
    throw new Error(`cannot handle ${JSON.stringify(chunk)}`);
  },
});
try {
  for await (const _ of ReadableStream.from(["oops"]).pipeThrough(failing)) {
    // never reached
  }
} catch (error) {
  console.log((error as Error).message);
}

/* Output:
1: FIRST LINE
2: SECOND LINE
3: THIRD
cannot handle "oops"
*/
