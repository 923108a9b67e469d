/**
 * title: Build a CLI with subcommands
 * description: Route `tool <command> [options]` to a handler per command, with global flags, per-command flags and a usage message.
 * category: cli
 * check: run
 * args: --verbose avg --digits 2 3 4 4
 * keywords: commands, git-style, parseArgs, stopEarly, usage, help
 */

import { parseArgs } from "jsr:@std/cli@^1/parse-args";

// Each subcommand is a small function that gets the words after its name and returns an exit
// code. Keeping them in one table gives the dispatcher and the usage text a single source.
type Command = {
  summary: string;
  run: (args: string[], verbose: boolean) => number;
};

function numbers(words: (string | number)[]): number[] {
  return words.map(Number).filter((n) => !Number.isNaN(n));
}

// Every command parses its own options, so `--digits` means something to `avg` and is
// unknown to `sum`.
const commands: Record<string, Command> = {
  sum: {
    summary: "sum <n...>               add the numbers",
    run(args) {
      const { _ } = parseArgs(args);
      console.log(numbers(_).reduce((a, b) => a + b, 0));
      return 0;
    },
  },
  avg: {
    summary: "avg [--digits N] <n...>  print the mean",
    run(args, verbose) {
      const flags = parseArgs(args, {
        string: ["digits"],
        default: { digits: "0" },
      });
      const values = numbers(flags._);
      if (values.length === 0) {
        console.error("avg: give at least one number");
        return 1;
      }
      if (verbose) {
        console.log(`averaging ${values.length} values: ${values.join(", ")}`);
      }
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      console.log(mean.toFixed(Number(flags.digits)));
      return 0;
    },
  },
};

function usage(): string {
  const lines = Object.values(commands).map((c) => `  ${c.summary}`);
  return ["usage: calc [--verbose] <command> [options]", ...lines].join("\n");
}

// `stopEarly` makes the global parse stop at the first word that is not an option: that word is
// the command name, and everything after it is left untouched in `_` for the command to parse.
// Options before the name (`--verbose`) belong to the whole tool.
const global = parseArgs(Deno.args, {
  boolean: ["verbose", "help"],
  alias: { v: "verbose", h: "help" },
  stopEarly: true,
});
const [name, ...rest] = global._.map(String);

// An unknown or missing command prints the usage to stderr and exits with 2, the usual code for
// wrong usage; `--help` prints it to stdout and succeeds.
if (global.help) {
  console.log(usage());
  Deno.exit(0);
}
const command = commands[name];
if (!command) {
  console.error(
    name ? `calc: unknown command "${name}"` : "calc: missing command",
  );
  console.error(usage());
  Deno.exit(2);
}
Deno.exit(command.run(rest, global.verbose));

/* Output:
averaging 3 values: 3, 4, 4
3.67
*/
