/**
 * title: Serve HTTP on several CPU cores with deno serve --parallel
 * description: Run one copy of a server module per CPU core with deno serve --parallel, and see each worker load it.
 * category: http
 * check: run --allow-run --allow-write --allow-net=127.0.0.1
 * keywords: deno serve, parallel, multi-core, workers, DENO_JOBS, threads, scaling, export default fetch
 */

import { TextLineStream } from "jsr:@std/streams@^1/text-line-stream";

// `deno serve` runs a module whose default export has a `fetch` handler. With
// `--parallel` it starts one worker thread per CPU core (or `DENO_JOBS` of
// them), each with its own copy of the module, and the workers share the port.
// Module state is therefore per worker: keep counters and sessions in a
// database or Deno KV, not in a variable. This is the server module.
const serverModule = `
console.log("module loaded");
export default {
  fetch: () => new Response("Hello from one of the workers"),
} satisfies Deno.ServeDefaultExport;
`;

// From a terminal you would save that module as `server.ts` and run
// `DENO_JOBS=2 deno serve --parallel server.ts`. This program does the same
// with `Deno.Command`, on a free port it picks first.
const file = await Deno.makeTempFile({ suffix: ".ts" });
await Deno.writeTextFile(file, serverModule);
const probe = Deno.listen({ hostname: "127.0.0.1", port: 0 });
const port = probe.addr.port;
probe.close();
const server = new Deno.Command(Deno.execPath(), {
  args: [
    "serve",
    "--parallel",
    "--port",
    `${port}`,
    "--host",
    "127.0.0.1",
    file,
  ],
  env: { DENO_JOBS: "2", NO_COLOR: "1" },
  stdout: "piped",
  stderr: "piped",
}).spawn();

// Each worker prefixes what it prints with its name, so the two `module
// loaded` lines show that the module really was loaded twice. Deno announces
// the address and the number of threads on stderr.
const lines = (stream: ReadableStream<Uint8Array>) =>
  stream.pipeThrough(new TextDecoderStream()).pipeThrough(new TextLineStream());
const loaded: string[] = [];
for await (const line of lines(server.stdout)) {
  loaded.push(line);
  if (loaded.length === 2) break;
}
console.log(loaded.sort().join("\n"));
for await (const line of lines(server.stderr)) {
  if (line.includes("Listening on")) {
    console.log(line.replace(`:${port}/`, ":PORT/"));
    break;
  }
}

// Requests are spread over the workers by the operating system. Stop the
// server and clean up when done.
const res = await fetch(`http://127.0.0.1:${port}/`);
console.log(await res.text());
server.kill();
await server.status;
await Deno.remove(file);

/* Output:
[serve-worker-0 ] module loaded
[serve-worker-1 ] module loaded
deno serve: Listening on http://127.0.0.1:PORT/ with 2 threads
Hello from one of the workers
*/
