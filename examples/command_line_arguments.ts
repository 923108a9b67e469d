/**
 * title: Read command-line arguments
 * description: Get the raw arguments from Deno.args, then parse flags, options and defaults with parseArgs from @std/cli.
 * category: cli
 * check: run
 * args: notes.txt todo.txt --limit 5 -v --tag work --tag home --no-cache
 * keywords: argv, flags, options, parseArgs, process.argv
 */

import { parseArgs } from "jsr:@std/cli@^1/parse-args";

// `Deno.args` holds the words typed after the script name, as strings, exactly as the shell
// split them. Unlike Node's `process.argv`, it does not start with the paths of the runtime and
// the script. Flags written before the script name, such as `--allow-read`, are Deno's own and
// never show up here.
console.log("raw:", JSON.stringify(Deno.args));

// Most programs want named options rather than positions. `parseArgs` turns the words into an
// object: `string` options take the next word as their value, `boolean` ones are switches,
// `collect` gathers repeated options into an array and `negatable` accepts a `--no-` prefix.
// `alias` lets `-v` stand for `--verbose`, and `default` fills in what was not given.
const flags = parseArgs(Deno.args, {
  string: ["limit", "tag"],
  boolean: ["verbose", "cache"],
  collect: ["tag"],
  negatable: ["cache"],
  alias: { v: "verbose" },
  default: { limit: "10", cache: true },
});

// Whatever is not an option ends up in `_`, in order. Values of `string` options stay strings,
// so convert numbers yourself and reject what does not parse.
const limit = Number(flags.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error(`--limit must be a positive integer, got "${flags.limit}"`);
  Deno.exit(2);
}
console.log("files:", flags._);
console.log("limit:", limit);
console.log("verbose:", flags.verbose);
console.log("tags:", flags.tag);
console.log("cache:", flags.cache);

/* Output:
raw: ["notes.txt","todo.txt","--limit","5","-v","--tag","work","--tag","home","--no-cache"]
files: [ "notes.txt", "todo.txt" ]
limit: 5
verbose: true
tags: [ "work", "home" ]
cache: false
*/
