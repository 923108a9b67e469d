/**
 * title: Run a subprocess in another directory with its own environment
 * description: Set a child process's working directory with `cwd`, add variables with `env`, and start from an empty environment with `clearEnv`.
 * category: subprocesses
 * check: run --allow-run --allow-write
 * keywords: Deno.Command, cwd, working directory, env, clearEnv, child_process, spawn options
 */

// The child here is a tiny Deno program run with `deno eval`, so the example works the same
// on every OS; `Deno.execPath()` is the running `deno` binary. The child reports its working
// directory's contents, the variable `GREETING`, and whether it inherited `HOME`.
const report = `
  const files = [...Deno.readDirSync(".")].map((entry) => entry.name).sort();
  const env = { GREETING: Deno.env.get("GREETING"), HOME: Deno.env.has("HOME") };
  console.log(JSON.stringify({ files, ...env }));
`;
async function run(options: Deno.CommandOptions): Promise<string> {
  const command = new Deno.Command(Deno.execPath(), {
    args: ["eval", report],
    ...options,
  });
  const { stdout } = await command.output();
  return new TextDecoder().decode(stdout).trim();
}

// `cwd` sets the directory the child starts in, so relative paths in the child resolve there.
// The parent's own directory does not change. A temporary directory with two files stands in
// for a project folder.
const project = await Deno.makeTempDir();
await Deno.writeTextFile(`${project}/README.md`, "# Demo\n");
await Deno.writeTextFile(`${project}/data.csv`, "id,name\n");
console.log(await run({ cwd: project }));

// `env` adds variables (or overrides them) on top of everything the parent has. The parent does
// not need `--allow-env` for this: it passes the values without reading its own environment.
console.log(await run({ cwd: project, env: { GREETING: "hello" } }));

// With `clearEnv: true` the child starts from what `env` lists instead of a copy of the
// parent's variables (the OS or the child program may still add a few of its own). That keeps
// secrets in the parent's environment from leaking into a tool that does not need them.
console.log(
  await run({ cwd: project, env: { GREETING: "hi" }, clearEnv: true }),
);

await Deno.remove(project, { recursive: true });

/* Output:
{"files":["README.md","data.csv"],"HOME":true}
{"files":["README.md","data.csv"],"GREETING":"hello","HOME":true}
{"files":["README.md","data.csv"],"GREETING":"hi","HOME":false}
*/
