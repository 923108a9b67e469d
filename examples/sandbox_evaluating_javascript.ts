/**
 * title: Evaluate JavaScript in a Deno Sandbox
 * description: Start a cloud Deno Sandbox from your program, evaluate code in it, and keep state between evaluations with a REPL.
 * category: services
 * check: typecheck needs a Deno Deploy access token to create sandboxes in the cloud, which the example checker does not have
 * env: DENO_DEPLOY_TOKEN=your-organization-token
 * keywords: sandbox, eval, repl, isolation, microvm, deno deploy, npm:@deno/sandbox
 */

import { Sandbox } from "npm:@deno/sandbox@^0.13";

// `Sandbox.create()` starts a fresh, isolated Linux microVM on Deno Deploy and connects to it. The
// SDK reads the access token from `DENO_DEPLOY_TOKEN`. With `await using`, the sandbox is shut
// down automatically when this scope ends, even if an error is thrown. Run with `--allow-env`
// and `--allow-net`.
await using sandbox = await Sandbox.create();

// `deno.eval` runs a snippet in a new REPL inside the sandbox and returns the value of its
// last expression. The value is serialized on the way back, so return data (numbers, strings,
// arrays, plain objects, maps, dates), not functions or class instances.
const sum = await sandbox.deno.eval<number>(`
  const prices = [4.5, 12, 8];
  prices.reduce((a, b) => a + b, 0);
`);
console.log("sum:", sum);

// A REPL keeps its variables and functions between evaluations, like a notebook. `call`
// invokes a function defined there with arguments from this program.
await using repl = await sandbox.deno.repl();
await repl.eval(`function slugify(s) {
  return s.toLowerCase().trim().replace(/[^a-z0-9]+/g, "-");
}`);
const slug = await repl.call("slugify", "Hello, Sandbox World!");
console.log("slug:", slug);

// The code runs on the sandbox's own Deno, so anything it can reach (its files, its
// environment, the network) belongs to the sandbox, not to this program.
const version = await repl.eval<string>("Deno.version.deno");
console.log("sandbox runs Deno", version);
