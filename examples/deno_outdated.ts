/**
 * title: Find and update outdated dependencies
 * description: Run deno outdated on a project to list dependencies with newer versions, then deno update to move to them.
 * category: tooling
 * check: run --allow-read --allow-write --allow-run
 * keywords: deno outdated, deno update, dependencies, upgrade, semver, npm, deno.json, --latest
 */

// `stripAnsiCode` takes terminal colors out of text; the helper below needs it.
import { stripAnsiCode } from "jsr:@std/fmt@^1/colors";

// A project with two npm dependencies in `deno.json`. One is pinned to an exact version; the other
// accepts any `1.1.x` release (`~`). Both packages stopped publishing long ago, so the versions
// below will not change under this example.
const dir = await Deno.makeTempDir();
const config = {
  imports: {
    "left-pad": "npm:left-pad@~1.1.0",
    "node-uuid": "npm:node-uuid@1.4.0",
  },
};
await Deno.writeTextFile(`${dir}/deno.json`, JSON.stringify(config, null, 2));

// A helper runs a deno subcommand in the project folder and prints its report. The lines about
// downloads from the registry (on stderr) are left out, and so are colors: deno 2.9.6 still
// colors the closing hint of `deno outdated` when `NO_COLOR` is set.
async function deno(...args: string[]): Promise<void> {
  const { stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args,
    cwd: dir,
    env: { NO_COLOR: "1" },
  }).output();
  const decoder = new TextDecoder();
  const text = stripAnsiCode(decoder.decode(stdout) + decoder.decode(stderr));
  const lines = text.split("\n").filter((line) =>
    line && !line.startsWith("Download ")
  );
  console.log(lines.join("\n"));
}

// `deno outdated` asks the registry about each dependency. **Current** is the version in use,
// **Update** the newest one the version range allows, and **Latest** the newest release of all.
// Dependencies that are already up to date are not listed.
await deno("outdated");

// `deno update --latest` takes each dependency to its Latest version, even outside its range, and
// rewrites the specifiers in `deno.json`, keeping each one's `~` or `^`. With `--compatible` it
// stays inside the ranges instead; name packages after the flags to update only those.
await deno("update", "--latest");
console.log(await Deno.readTextFile(`${dir}/deno.json`));
await Deno.remove(dir, { recursive: true });

/* Output:
┌───────────────┬─────────┬────────┬────────┐
│ Package       │ Current │ Update │ Latest │
├───────────────┼─────────┼────────┼────────┤
│ npm:left-pad  │ 1.1.3   │ 1.1.3  │ 1.3.0  │
├───────────────┼─────────┼────────┼────────┤
│ npm:node-uuid │ 1.4.0   │ 1.4.0  │ 1.4.8  │
└───────────────┴─────────┴────────┴────────┘
Run deno update --latest to update to the latest available versions,
or deno outdated --help for more information.
Updated 2 dependencies:
 - npm:left-pad  ~1.1.0 -> ~1.3.0
 - npm:node-uuid  1.4.0 ->  1.4.8
{
  "imports": {
    "left-pad": "npm:left-pad@~1.3.0",
    "node-uuid": "npm:node-uuid@1.4.8"
  }
}
*/
