/**
 * title: Write a cat clone
 * description: Concatenate the files named on the command line to standard output, or copy standard input when none are given, streaming bytes without loading whole files.
 * category: cli
 * check: run --allow-read
 * stdin: Roses are red,\nstdin is blue,\nwith no file names\ncat copies it through.\n
 * keywords: cat, concatenate, unix, coreutils, stdin, stdout, pipeTo, copy file to stdout
 */

// Like `cat`, the program takes the files to print as arguments, in order, and `-` stands for
// standard input. With no arguments it copies standard input alone, so it also works in the
// middle of a pipe. Run it as `deno run --allow-read unix_cat.ts notes.txt - todo.txt`; this
// page checks it with text piped in and no arguments.
const names = Deno.args.length > 0 ? Deno.args : ["-"];

// `pipeTo()` moves raw byte chunks, so text in any encoding and binary files pass through
// unchanged, and memory use stays small however big the file is. A file's `readable` closes the
// file when it ends or fails. By default `pipeTo()` would also close stdout when a file ends,
// and abort it when a read fails, and either way the next file would have nowhere to go:
// `preventClose` and `preventAbort` keep stdout open.
async function copyToStdout(name: string): Promise<void> {
  const source = name === "-"
    ? Deno.stdin.readable
    : (await Deno.open(name)).readable;
  await source.pipeTo(Deno.stdout.writable, {
    preventClose: true,
    preventAbort: true,
  });
}

// A missing file, a directory or a denied permission is reported on stderr, and the remaining
// files are still printed, as `cat` does. When the reader of the pipe quits early, as `head`
// does, writing fails with `BrokenPipe`; nobody is listening any more, so stop quietly.
let failed = false;
for (const name of names) {
  try {
    await copyToStdout(name);
  } catch (error) {
    if (error instanceof Deno.errors.BrokenPipe) break;
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`cat: ${name}: ${reason}`);
    failed = true;
  }
}

// A non-zero exit status lets scripts and `&&` chains notice that something was skipped.
if (failed) Deno.exit(1);

/* Output:
Roses are red,
stdin is blue,
with no file names
cat copies it through.
*/
