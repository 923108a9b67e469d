/**
 * title: Build a prompt loop with node:readline
 * description: Read commands line by line from the terminal with node:readline/promises, showing a prompt before each.
 * category: node
 * check: run
 * stdin: add milk\nadd eggs\nlist\nfly\nquit\n
 * keywords: readline, node:readline, createInterface, REPL, prompt, stdin, interactive
 */

// `node:readline/promises` is Node's line reader, and Deno provides it. Give the interface the
// process's standard input and output; the `prompt` option is the text shown before each line.
import { createInterface } from "node:readline/promises";
import { stdin, stdout } from "node:process";

const rl = createInterface({ input: stdin, output: stdout, prompt: "todo> " });
const items: string[] = [];

// The interface is an async iterable of lines. Iterating it buffers input, so it also works when
// the lines are piped in all at once; `rl.question()` only sees lines that arrive after it is
// asked, so with piped input the later answers are lost. The loop ends at end of input (Ctrl+D).
rl.prompt();
for await (const line of rl) {
  const [command, ...words] = line.trim().split(/\s+/);

  // Each line is one command. `break` leaves the loop early, as `quit` does here.
  if (command === "quit") break;
  if (command === "add") {
    items.push(words.join(" "));
    console.log(`added #${items.length}`);
  } else if (command === "list") {
    items.forEach((item, i) => console.log(`${i + 1}. ${item}`));
  } else {
    console.log(`unknown command: ${command}`);
  }
  rl.prompt();
}

// Leaving the loop does not close the interface. Close it yourself to release standard input;
// otherwise, after `quit`, the program would stay alive until the input ends.
rl.close();
console.log(`bye, ${items.length} items left`);

/* Output:
todo> added #1
todo> added #2
todo> 1. milk
2. eggs
todo> unknown command: fly
todo> bye, 2 items left
*/
