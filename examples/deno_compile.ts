/**
 * title: Compile a script into a standalone executable
 * description: Write a command-line tool that works the same under deno run and as an executable made by deno compile.
 * category: tooling
 * check: run
 * args: --name Ada --times 2 notes.txt
 * keywords: deno compile, executable, binary, standalone, single file, distribute, denort
 */

// `deno compile` turns a program into a single executable that runs without Deno installed. The
// program itself needs nothing special: this one is a tiny greeting tool.
import { parseArgs } from "jsr:@std/cli@^1/parse-args";

// Its flags come from `Deno.args`, which holds the words typed after the script under `deno run`,
// and the words typed after the executable's name once it is compiled (`./greet --name Ada`).
const flags = parseArgs(Deno.args, {
  string: ["name"],
  default: { name: "world", times: 1 },
});

for (let i = 0; i < Number(flags.times); i++) {
  console.log(`Hello, ${flags.name}!`);
}
console.log(`other arguments: ${JSON.stringify(flags._)}`);

// To build it, run `deno compile -o greet deno_compile.ts`, adding the permission flags the
// program needs as you would for `deno run`. The command type-checks the script, then embeds it
// and its dependencies in a copy of a slim runtime, `denort`, written out as `greet`. The first
// build for a Deno version and platform downloads that runtime from dl.deno.land; offline, set
// `DENORT_BIN` to a local copy. Inside the executable `Deno.build.standalone` is `true`, so a
// program can tell how it was started, for instance to find the files that ship with it.
console.log(`standalone: ${Deno.build.standalone}`);

/* Output:
Hello, Ada!
Hello, Ada!
other arguments: ["notes.txt"]
standalone: false
*/
