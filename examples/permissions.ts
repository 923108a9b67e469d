/**
 * title: Check, request and revoke permissions
 * description: See which permissions a program was granted with Deno.permissions, handle a refused one, ask at run time and give access back when done.
 * category: basics
 * check: run --allow-env=APP_MODE --allow-net=127.0.0.1
 * env: APP_MODE=demo
 * keywords: security, sandbox, --allow-net, --allow-env, NotCapable, Deno.permissions, query, request, revoke, --no-prompt
 */

// A Deno program starts with no access to files, network, environment or subprocesses. Each
// `--allow-*` flag grants one kind, and a value narrows it: this run may read only the
// variable `APP_MODE` and connect only to `127.0.0.1`. `query` reports the state for one
// precise descriptor: `granted`, `denied`, or `prompt` (not granted, but may still be asked).
const state = (desc: Deno.PermissionDescriptor) =>
  Deno.permissions.querySync(desc).state;
console.log("env APP_MODE:", state({ name: "env", variable: "APP_MODE" }));
console.log("env HOME:", state({ name: "env", variable: "HOME" }));
console.log(
  "net 127.0.0.1:8000:",
  state({ name: "net", host: "127.0.0.1:8000" }),
);
console.log("net example.com:", state({ name: "net", host: "example.com" }));
console.log("read anything:", state({ name: "read" }));

// Using an API without its permission throws `Deno.errors.NotCapable` when prompts are off
// (`--no-prompt`, or no terminal); at a terminal Deno would ask first. Catch it to give a
// helpful message instead of a crash.
console.log("APP_MODE =", Deno.env.get("APP_MODE"));
try {
  await Deno.readTextFile("/etc/hostname");
} catch (error) {
  if (!(error instanceof Deno.errors.NotCapable)) throw error;
  console.log("refused:", error.message);
}

// `request()` asks the user at run time, so a tool can start narrow and ask only when a feature
// needs more. At a terminal it shows a yes/no prompt; with prompts off, as here, the answer is
// `denied` straight away.
const asked = await Deno.permissions.request({ name: "env", variable: "HOME" });
console.log("request env HOME:", asked.state);

// `revoke()` gives a permission back. Read your configuration at start-up, then drop the
// access so that nothing later in the program, such as a compromised dependency, can use it.
await Deno.permissions.revoke({ name: "env", variable: "APP_MODE" });
console.log(
  "env APP_MODE after revoke:",
  state({ name: "env", variable: "APP_MODE" }),
);

/* Output:
env APP_MODE: granted
env HOME: prompt
net 127.0.0.1:8000: granted
net example.com: prompt
read anything: prompt
APP_MODE = demo
refused: Requires read access to "/etc/hostname", run again with the --allow-read flag
request env HOME: denied
env APP_MODE after revoke: prompt
*/
