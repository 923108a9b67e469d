/**
 * title: Set a timeout on a fetch request
 * description: Give up on a slow HTTP request after a deadline with AbortSignal.timeout, and tell a timeout apart from other errors.
 * category: web-apis
 * check: run --allow-net=127.0.0.1
 * keywords: AbortSignal.timeout, TimeoutError, deadline, slow server, cancel request
 */

// A local server with one fast route and one that takes a second to answer, standing in for an
// overloaded API.
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  async (req) => {
    if (new URL(req.url).pathname === "/slow") {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return new Response("done");
  },
);
const base = `http://127.0.0.1:${server.addr.port}`;

// `AbortSignal.timeout(ms)` returns a signal that aborts by itself after `ms` milliseconds.
// Passing it to `fetch` cancels the request, and the promise rejects with a `DOMException` named
// `TimeoutError`.
async function get(path: string, ms: number): Promise<string> {
  try {
    const res = await fetch(base + path, { signal: AbortSignal.timeout(ms) });
    return `${path}: ${await res.text()}`;
  } catch (err) {
    if (err instanceof DOMException && err.name === "TimeoutError") {
      return `${path}: gave up after ${ms} ms`;
    }
    throw err;
  }
}

console.log(await get("/fast", 300));
console.log(await get("/slow", 300));

// `AbortSignal.any` combines signals: here the request stops on the timeout or when the caller
// cancels, whichever comes first. A manual `abort()` rejects with an `AbortError` instead.
const controller = new AbortController();
setTimeout(() => controller.abort(), 100);
try {
  await fetch(`${base}/slow`, {
    signal: AbortSignal.any([controller.signal, AbortSignal.timeout(300)]),
  });
} catch (err) {
  console.log("/slow:", (err as DOMException).name);
}

// `shutdown()` lets the slow handlers finish (their answers go nowhere), then the process exits.
await server.shutdown();

/* Output:
/fast: done
/slow: gave up after 300 ms
/slow: AbortError
*/
