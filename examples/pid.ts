/**
 * title: Get the process ID
 * description: Read the current process ID and its parent's with Deno.pid and Deno.ppid, and match them against a child process.
 * category: cli
 * check: run --allow-run --allow-write --allow-read
 * keywords: process id, Deno.pid, Deno.ppid, parent process, process.pid, pid file
 */

// `Deno.pid` is the operating system's ID for this process and `Deno.ppid` is the ID of the
// process that started it (a shell, a terminal or a supervisor). Both are plain numbers that
// change with every run, which is why the output below shows `...` for them.
console.log(`pid ${Deno.pid}, parent ${Deno.ppid}`);

// A child started with `Deno.Command` has its own ID, available as `child.pid` right after
// `spawn()`. The child sees our pid as its parent: that link is how tools such as `ps` and
// `pstree` build the process tree.
const child = new Deno.Command(Deno.execPath(), {
  args: ["eval", "console.log(JSON.stringify([Deno.pid, Deno.ppid]))"],
  stdout: "piped",
}).spawn();
const { stdout } = await child.output();
const [childPid, childParent] = JSON.parse(new TextDecoder().decode(stdout));
console.log("child.pid matches the child's Deno.pid:", childPid === child.pid);
console.log("child's Deno.ppid is our Deno.pid:", childParent === Deno.pid);

// Services often write their pid to a file so that scripts can find them later, for example to
// send a signal with `kill $(cat app.pid)`. Remove the file on the way out so a stale number
// never points at an unrelated process.
const dir = await Deno.makeTempDir();
const pidFile = `${dir}/app.pid`;
await Deno.writeTextFile(pidFile, `${Deno.pid}\n`);
const saved = Number((await Deno.readTextFile(pidFile)).trim());
console.log("pid file holds our pid:", saved === Deno.pid);
await Deno.remove(dir, { recursive: true });

/* Output:
...
child.pid matches the child's Deno.pid: true
child's Deno.ppid is our Deno.pid: true
pid file holds our pid: true
*/
