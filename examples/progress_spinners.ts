/**
 * title: Show a spinner and a progress bar
 * description: Animate a spinner while waiting and a progress bar while counting, on stderr, and fall back to plain lines when no one is watching.
 * category: cli
 * check: run
 * keywords: spinner, progress bar, loading indicator, ora, @std/cli, unstable-spinner, unstable-progress-bar
 */

import { Spinner } from "jsr:@std/cli@^1/unstable-spinner";
import { ProgressBar } from "jsr:@std/cli@^1/unstable-progress-bar";

// Animations redraw one line over and over with `\r`, which only makes sense on a terminal; in a
// log file they become hundreds of fragments. So draw them on stderr, and only when stderr is a
// terminal. (Both classes come from `unstable-` modules of `@std/cli`, whose API may change.)
const animate = Deno.stderr.isTerminal();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A spinner suits work of unknown length. It redraws its frame every `interval` milliseconds
// until `stop()` clears the line; `message` can change while it turns.
const spinner = new Spinner({
  message: "Resolving packages...",
  output: Deno.stderr,
});
if (animate) spinner.start();
await wait(300);
spinner.message = "Checking the lock file...";
await wait(300);
spinner.stop();
console.log("Resolved 3 packages");

// A progress bar suits work with a known size. It writes to stderr by default; set `value` as
// items finish, and it redraws every `interval` milliseconds and once more on `stop()`. Without
// a terminal, print one plain line per item instead, which is what the checked run below shows.
const files = ["a.tar.gz", "b.tar.gz", "c.tar.gz", "d.tar.gz"];
const bar = animate
  ? new ProgressBar({
    max: files.length,
    barLength: 30,
    interval: 50,
    formatter: (f) => `[${f.progressBar}] ${f.value}/${f.max}`,
  })
  : undefined;
for (const [i, file] of files.entries()) {
  await wait(150);
  if (bar) bar.value = i + 1;
  else console.log(`downloaded ${file} (${i + 1}/${files.length})`);
}
await bar?.stop();
console.log("Done");

/* Output:
Resolved 3 packages
downloaded a.tar.gz (1/4)
downloaded b.tar.gz (2/4)
downloaded c.tar.gz (3/4)
downloaded d.tar.gz (4/4)
Done
*/
