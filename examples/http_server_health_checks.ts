/**
 * title: Add health check endpoints to an HTTP server
 * description: Serve liveness and readiness endpoints that a load balancer or Kubernetes can probe, with timeouts on dependency checks.
 * category: http
 * check: serve --allow-net
 * keywords: healthz, readyz, livez, liveness probe, readiness probe, kubernetes, load balancer, 503
 */

import { deadline } from "jsr:@std/async@^1/deadline";

// Each dependency the app needs gets a check that throws when it is unhealthy.
// The database here is pretend; in a real app this would run `SELECT 1` on the
// connection pool or ping the cache.
async function pingDatabase(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 5));
}
const checks: Record<string, () => Promise<void>> = { database: pingDatabase };

// A hung dependency must not hang the probe too: `deadline` rejects with a
// `TimeoutError` when a check takes over a second. The checks run at once, so
// the slowest one sets the pace.
async function runChecks(): Promise<Record<string, string>> {
  const results: Record<string, string> = {};
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await deadline(check(), 1000);
        results[name] = "ok";
      } catch (err) {
        results[name] = err instanceof Error ? err.name : "failed";
      }
    }),
  );
  return results;
}

// Liveness answers "is the process responsive?" and checks nothing else, so a
// database outage does not get every instance restarted. Readiness answers
// "may I send traffic?": it fails while a dependency is down, or while the
// instance drains before a shutdown, and the load balancer routes around it.
let draining = false;
Deno.serve(async (req) => {
  const { pathname } = new URL(req.url);
  if (pathname === "/livez") return new Response("ok\n");
  if (pathname === "/readyz") {
    const results = await runChecks();
    const healthy = Object.values(results).every((r) => r === "ok");
    const status = draining ? "draining" : healthy ? "ready" : "unavailable";
    return Response.json(
      { status, checks: results },
      { status: status === "ready" ? 200 : 503 },
    );
  }
  if (pathname === "/admin/drain" && req.method === "POST") {
    draining = true;
    return new Response("draining\n");
  }
  return new Response("Hello\n");
});

/* Output:
$ curl http://localhost:8000/livez
ok
$ curl -s -w '%{http_code}\n' http://localhost:8000/readyz
{"status":"ready","checks":{"database":"ok"}}200
$ curl -X POST http://localhost:8000/admin/drain
draining
$ curl -s -w '%{http_code}\n' http://localhost:8000/readyz
{"status":"draining","checks":{"database":"ok"}}503
*/
