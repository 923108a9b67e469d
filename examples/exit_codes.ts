/**
 * title: Exit with a status code
 * description: End a program with Deno.exit() or Deno.exitCode, and see which code the shell receives in each case.
 * category: cli
 * check: run --allow-run
 * keywords: exit status, Deno.exit, Deno.exitCode, process.exit, return code, $?
 */

// The exit code is how a program tells the shell, a CI job or a parent process whether it
// worked: `0` means success, anything else is a failure. To observe the code of a few tiny
// programs, this example runs each one with `deno eval` in a child process and prints the
// `code` of the result. `Deno.execPath()` is the path of the running `deno` binary.
async function showExitCode(source: string): Promise<void> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["eval", source],
    stdout: "inherit",
    stderr: "null",
  });
  const { code } = await child.output();
  console.log(`exit code ${code}`);
}

// A program that runs to its end exits with `0`. `Deno.exit(n)` stops at once with code `n`:
// no later line runs, not even a `finally` block around the call.
await showExitCode(`console.log("done")`);
await showExitCode(`try { Deno.exit(3) } finally { console.log("skipped") }`);

// An uncaught exception or an unhandled promise rejection ends the program with `1`, after
// printing the error to stderr (dropped here).
await showExitCode(`throw new Error("boom")`);
await showExitCode(`await Promise.reject(new Error("boom"))`);

// `Deno.exitCode` only records the code: the program goes on, finishes its work and then exits
// with it. That suits a tool that reports every failed item before it fails as a whole.
await showExitCode(`Deno.exitCode = 4; console.log("still running")`);

// Listeners for the `unload` event still run when `Deno.exit()` is called, which makes them a
// place for last words. Keep codes between 0 and 255: on Linux the parent sees only the low
// 8 bits, so 263 arrives as 7.
await showExitCode(
  `addEventListener("unload", () => console.log("bye")); Deno.exit(263)`,
);

/* Output:
done
exit code 0
exit code 3
exit code 1
exit code 1
still running
exit code 4
bye
exit code 7
*/
