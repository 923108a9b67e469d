/**
 * title: Find an executable on PATH
 * description: Look up a program the way a shell does, like `which`, by searching the PATH directories for an executable file.
 * category: cli
 * check: run --allow-env=PATH --allow-read --allow-write
 * keywords: which, where, PATH, command exists, lookup, executable bit, PATHEXT
 */

import { DELIMITER } from "jsr:@std/path@^1/constants";
import { join } from "jsr:@std/path@^1/join";

// A shell finds `git` by trying each directory of `PATH` in order and taking the first file
// with that name that it may execute. `DELIMITER` is `:` on Linux and macOS and `;` on Windows.
// On Windows the function also tries each extension from `PATHEXT` (`.EXE`, `.CMD`, ...).
// `mode` holds the Unix permission bits; where it is `null`, any file counts as executable.
async function which(name: string): Promise<string | null> {
  const dirs = (Deno.env.get("PATH") ?? "").split(DELIMITER).filter(Boolean);
  const exts = Deno.build.os === "windows"
    ? ["", ...(Deno.env.get("PATHEXT") ?? ".EXE;.CMD;.BAT").split(";")]
    : [""];
  for (const dir of dirs) {
    for (const ext of exts) {
      const candidate = join(dir, name + ext);
      try {
        const info = await Deno.stat(candidate);
        if (info.isFile && (info.mode === null || (info.mode & 0o111) !== 0)) {
          return candidate;
        }
      } catch (error) {
        if (!(error instanceof Deno.errors.NotFound)) throw error;
      }
    }
  }
  return null;
}

// To get the same answer on every machine, make two directories with a file called
// `greet-tool` in each. Only the one in `bin2` has the execute bit.
const root = await Deno.makeTempDir();
for (const [dir, mode] of [["bin1", 0o644], ["bin2", 0o755]] as const) {
  await Deno.mkdir(join(root, dir));
  await Deno.writeTextFile(
    join(root, dir, "greet-tool"),
    "#!/bin/sh\necho hi\n",
    { mode },
  );
  await Deno.chmod(join(root, dir, "greet-tool"), mode);
}

// Put both directories in front of `PATH`. The first `greet-tool` is skipped because it is not
// executable, exactly as a shell would skip it; a name found nowhere gives `null`.
const oldPath = Deno.env.get("PATH") ?? "";
Deno.env.set(
  "PATH",
  [join(root, "bin1"), join(root, "bin2"), oldPath].join(DELIMITER),
);
const found = await which("greet-tool");
console.log("found:", found?.slice(root.length + 1));
console.log("missing:", await which("no-such-tool-here"));

// A real program on the system resolves too; its path depends on the machine.
console.log("sh is at:", await which("sh"));

Deno.env.set("PATH", oldPath);
await Deno.remove(root, { recursive: true });

/* Output:
found: bin2/greet-tool
missing: null
...
*/
