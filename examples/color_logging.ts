/**
 * title: Color log output by level
 * description: Color log levels with @std/fmt/colors or console.log's %c styles, and turn colors off for pipes, files and NO_COLOR.
 * category: cli
 * check: run
 * keywords: colors, chalk, log levels, @std/fmt/colors, %c, console styling, NO_COLOR, stripAnsiCode
 */

import {
  bold,
  cyan,
  getColorEnabled,
  gray,
  red,
  setColorEnabled,
  stripAnsiCode,
  yellow,
} from "jsr:@std/fmt@^1/colors";

// `@std/fmt/colors` wraps text in ANSI color codes. It already stays plain when `NO_COLOR` is
// set, but it does not look at where the text goes, so also switch it off when stdout is not a
// terminal: escape codes in a log file or a `grep` pipe are just noise.
setColorEnabled(Deno.stdout.isTerminal() && !Deno.noColor);

// One style per level makes errors stand out while debug lines fade into the background. The
// level names are padded first, so the messages line up whether or not colors are on.
type Level = "debug" | "info" | "warn" | "error";
const styles: Record<Level, (text: string) => string> = {
  debug: gray,
  info: cyan,
  warn: yellow,
  error: (text) => bold(red(text)),
};
function log(level: Level, message: string): void {
  console.log(`${styles[level](level.toUpperCase().padEnd(5))} ${message}`);
}
log("debug", "cache directory is /tmp/cache");
log("info", "server started on port 8000");
log("warn", "config file missing, using defaults");
log("error", "could not connect to the database");

// Without any import, Deno's `console.log()` understands `%c` with a few CSS properties
// (`color`, `font-weight`, ...), like a browser console. Deno applies them only when the output
// is a terminal and `NO_COLOR` is unset, so this line is plain here.
console.log(
  "%cWARN%c disk almost full",
  "color: yellow; font-weight: bold",
  "",
);

// Even `setColorEnabled(true)` cannot override `NO_COLOR`: the user's choice wins, so in this
// run `red()` returns the bare word. Without `NO_COLOR` the string would be
// `"\u001b[31mfailed\u001b[39m"`; before writing such text to a file, `stripAnsiCode()` removes
// the codes again.
setColorEnabled(true);
const colored = red("failed");
console.log("colors on:", getColorEnabled(), JSON.stringify(colored));
console.log(stripAnsiCode(colored));

/* Output:
DEBUG cache directory is /tmp/cache
INFO  server started on port 8000
WARN  config file missing, using defaults
ERROR could not connect to the database
WARN disk almost full
colors on: false "failed"
failed
*/
