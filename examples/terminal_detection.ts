/**
 * title: Detect whether output goes to a terminal
 * description: Use isTerminal(), Deno.noColor and Deno.consoleSize() to print rich output for people and plain output for pipes and files.
 * category: cli
 * check: run
 * stdin: apples 3\npears 5\n
 * keywords: tty, isatty, isTerminal, pipe, redirect, NO_COLOR, consoleSize, columns, interactive
 */

// Each standard stream can tell whether a person is at the other end: `isTerminal()` is `true`
// for a terminal and `false` for a pipe, a file or `/dev/null`. This example is checked with
// its input piped in and its output captured, so both answers are `false`.
const interactiveOut = Deno.stdout.isTerminal();
const interactiveIn = Deno.stdin.isTerminal();
console.log("stdout is a terminal:", interactiveOut);
console.log("stdin is a terminal:", interactiveIn);

// Colors only help a reader at a terminal, and the `NO_COLOR` convention lets users turn them
// off everywhere. `Deno.noColor` is `true` when `NO_COLOR` is set, as it is for this run.
const useColor = interactiveOut && !Deno.noColor;
console.log("NO_COLOR set:", Deno.noColor, "-> colors:", useColor);

// `Deno.consoleSize()` gives the window size, but throws when no stream is a terminal, so ask
// only after `isTerminal()` said yes and fall back to a fixed width otherwise.
const columns = interactiveOut ? Deno.consoleSize().columns : 40;
console.log("width used:", columns);

// Input works the same way round: at a terminal, prompt the person; from a pipe, read
// everything that was sent. Piped output should stay easy to parse, so print plain
// tab-separated lines here instead of a decorated table.
if (interactiveIn) {
  console.log("Type lines of `name count`, then press Ctrl+D.");
}
const input = await new Response(Deno.stdin.readable).text();
for (const line of input.split("\n").filter(Boolean)) {
  const [name, count] = line.split(" ");
  console.log(
    useColor ? `\x1b[1m${name}\x1b[0m: ${count}` : `${name}\t${count}`,
  );
}
console.log("-".repeat(columns));

/* Output:
stdout is a terminal: false
stdin is a terminal: false
NO_COLOR set: true -> colors: false
width used: 40
apples	3
pears	5
----------------------------------------
*/
