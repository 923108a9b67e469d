/**
 * title: Run a command and capture its output
 * description: Run a program with Deno.Command, wait for it, and read its stdout, stderr and exit code; turn a failure into an error.
 * category: subprocesses
 * check: run --allow-run=ls,cat --allow-write
 * keywords: exec, shell command, child_process, execSync, Deno.Command, output, stdout, stderr, exit code
 */

// A temporary directory with two files gives the commands something predictable to work on.
const dir = await Deno.makeTempDir();
await Deno.writeTextFile(`${dir}/notes.txt`, "buy milk\ncall Ada\n");
await Deno.writeTextFile(`${dir}/todo.txt`, "");

// `new Deno.Command(program, { args })` describes the process and `output()` runs it to the end.
// Arguments go in an array and are passed as they are, with no shell in between, so spaces or
// quotes in them need no escaping. `stdout` and `stderr` come back as bytes.
const decoder = new TextDecoder();
const ls = await new Deno.Command("ls", { args: ["-1", dir] }).output();
console.log(ls.success, ls.code);
console.log(decoder.decode(ls.stdout).trimEnd());

// A non-zero exit code does not throw: check `success` (or `code`) and read `stderr` yourself.
// Only a failure to start the program at all (not installed, not allowed) throws. Deno looks
// the program up on `PATH` and starts it by its full path, which is why `cat` names itself
// `/usr/bin/cat` in its message on this Linux machine.
const cat = await new Deno.Command("cat", { args: ["missing.txt"], cwd: dir })
  .output();
console.log(cat.success, cat.code);
console.log(decoder.decode(cat.stderr).trim());

// Most scripts want "the output, or an error". A small helper says so once. `outputSync()` is
// the blocking twin of `output()`, handy at start-up or in simple scripts.
function run(program: string, ...args: string[]): string {
  const command = new Deno.Command(program, { args, cwd: dir });
  const { success, code, stdout, stderr } = command.outputSync();
  if (!success) {
    const message = decoder.decode(stderr).trim();
    throw new Error(`${program} exited with ${code}: ${message}`);
  }
  return decoder.decode(stdout);
}
console.log(run("cat", "notes.txt").trim().split("\n"));
try {
  run("cat", "nope.txt");
} catch (error) {
  console.log((error as Error).message);
}

await Deno.remove(dir, { recursive: true });

/* Output:
true 0
notes.txt
todo.txt
false 1
/usr/bin/cat: missing.txt: No such file or directory
[ "buy milk", "call Ada" ]
cat exited with 1: /usr/bin/cat: nope.txt: No such file or directory
*/
