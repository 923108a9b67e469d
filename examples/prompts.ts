/**
 * title: Ask the user for input
 * description: Ask questions with prompt() and confirm(), and keep the program working when the answers are piped in instead of typed.
 * category: cli
 * check: run
 * stdin: Ada\n3\ny\n
 * keywords: prompt, confirm, alert, readline, user input, interactive, question, stdin
 */

// Deno has the browser's `prompt()`, `confirm()` and `alert()`. At a terminal, `prompt(message,
// default)` prints the message with the default already typed in, waits for Enter and returns
// the line. `confirm()` adds `[y/N]` and returns `true` only for `y` or `Y`. Both block the
// program until the answer comes.
//
// When stdin is not a terminal they do not read it at all: `prompt()` returns `null` and
// `confirm()` returns `false` at once, without printing the question. This example is checked
// with its input piped in, so that is what happens here.
console.log("stdin is a terminal:", Deno.stdin.isTerminal());
console.log("prompt() gave:", prompt("What is your name?"));
console.log("confirm() gave:", confirm("Continue?"));

// A tool that should also accept answers from a pipe (in a script, in CI, in tests) can read
// the lines itself when no terminal is attached. Echoing each question with its answer keeps
// the output readable either way.
const piped = Deno.stdin.isTerminal()
  ? []
  : (await new Response(Deno.stdin.readable).text()).split("\n");
function ask(question: string, fallback: string): string {
  if (Deno.stdin.isTerminal()) return prompt(question, fallback) ?? fallback;
  const answer = piped.shift()?.trim() || fallback;
  console.log(`${question} ${answer}`);
  return answer;
}

// Answers are text, so check them before use and fall back to a default when one is not
// valid; a yes/no question is a text question with `y` meaning yes.
const name = ask("What is your name?", "stranger");
const cups = Number(ask("How many cups of tea?", "1"));
const milk = ask("Milk? [y/N]", "n").toLowerCase() === "y";
const count = Number.isInteger(cups) && cups > 0 ? cups : 1;
console.log(
  `Making ${count} cup${count === 1 ? "" : "s"} of tea${
    milk ? " with milk" : ""
  } for ${name}.`,
);

/* Output:
stdin is a terminal: false
prompt() gave: null
confirm() gave: false
What is your name? Ada
How many cups of tea? 3
Milk? [y/N] y
Making 3 cups of tea with milk for Ada.
*/
