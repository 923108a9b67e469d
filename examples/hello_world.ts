/**
 * title: Hello, world
 * description: The smallest Deno program: print a line, call a typed function and await a timer.
 * category: basics
 * check: run
 * keywords: getting started, first program, console.log, print
 */

// A Deno program is a plain TypeScript file: no project file, no build step and no `main`
// function. `deno run` compiles it to JavaScript in memory and executes the top level from top
// to bottom, so this single line is already a complete program.
console.log("Hello, world!");

// Type annotations need no setup. `deno check` (or `deno run --check`) verifies them; a plain
// `deno run` skips that step and just runs the code, so a type error is caught by the checker,
// not at run time.
function greet(name: string, times: number): string {
  return `Hello, ${name}${"!".repeat(times)}`;
}
console.log(greet("Deno", 3));

// Top-level `await` works without an `async` wrapper. The program ends by itself once nothing
// is left to do: no pending timers, open servers or unsettled promises that wait on them.
await new Promise((resolve) => setTimeout(resolve, 10));
console.log("Goodbye!");

/* Output:
Hello, world!
Hello, Deno!!!
Goodbye!
*/
