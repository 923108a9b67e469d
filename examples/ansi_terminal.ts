/**
 * title: Style and move the cursor with ANSI escape codes
 * description: Write raw ANSI escape sequences for colors, bold text, rewriting a line and moving the cursor, and keep piped output readable.
 * category: cli
 * check: run
 * keywords: escape codes, CSI, SGR, cursor, clear line, carriage return, truecolor, 256 colors, \x1b
 */

// An ANSI escape sequence is the ESC character (`\x1b`) followed by `[`, numeric parameters and
// a final letter. The terminal executes it instead of printing it. `m` selects styles (SGR),
// `K` erases part of the line, and `A` and `B` move the cursor up and down.
const CSI = "\x1b[";
const sgr = (...params: number[]) => `${CSI}${params.join(";")}m`;
const ERASE_LINE = `${CSI}2K`;
const up = (lines: number) => `${CSI}${lines}A`;
const down = (lines: number) => `${CSI}${lines}B`;

// Colors are optional decoration, so honour `NO_COLOR` (`Deno.noColor`): then `paint` returns
// the plain text. `0` resets every style; `1` is bold, `31` red, `38;5;n` one of 256 colors and
// `38;2;r;g;b` any RGB color on terminals that support it.
const paint = (text: string, ...params: number[]) =>
  Deno.noColor ? text : `${sgr(...params)}${text}${sgr(0)}`;
const line1 =
  `${paint("bold", 1)} ${paint("red", 31)} ${paint("orange", 38, 5, 208)} ` +
  paint("sky blue", 38, 2, 80, 160, 255);

// Cursor sequences do the work behind progress lines: `\r` returns to column 0, `ESC[2K`
// clears the line, and `ESC[1A` moves up one line, so a status printed earlier can be replaced
// in place. Move back down afterwards, or the next output lands on top of the old lines.
const line2 = `Downloading... 40%\r${ERASE_LINE}Downloaded.`;
const line3 = "step 1: pending\nstep 2: done" +
  `${up(1)}\r${ERASE_LINE}step 1: done${down(1)}`;

// At a terminal the sequences are written as they are. Into a pipe or a file they would only be
// noise, so this example writes them in a visible form there, with `ESC` spelled out. The run
// shown below was captured (and had `NO_COLOR` set), which is why the colors are missing and the
// cursor moves are readable.
const visible = (text: string) =>
  Deno.stdout.isTerminal()
    ? text
    : text.replaceAll("\x1b", "ESC").replaceAll("\r", "\\r");
for (const text of [line1, line2, line3]) console.log(visible(text));

/* Output:
bold red orange sky blue
Downloading... 40%\rESC[2KDownloaded.
step 1: pending
step 2: doneESC[1A\rESC[2Kstep 1: doneESC[1B
*/
