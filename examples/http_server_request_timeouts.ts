/**
 * title: Time out slow requests in an HTTP server
 * description: Give each request a time budget with AbortSignal.timeout, cancel the work when it runs out or the client leaves, and answer 504.
 * category: http
 * check: serve --allow-net
 * keywords: timeout, deadline, AbortSignal.timeout, AbortSignal.any, request.signal, 504, Gateway Timeout, cancel
 */

import { delay } from "jsr:@std/async@^1/delay";

// Slow work that can be cancelled, standing in for a database query or a call
// to another service. Anything that takes a `signal` (like `fetch`) stops
// when the signal aborts, instead of running on for nobody.
async function buildReport(ms: number, signal: AbortSignal): Promise<string> {
  await delay(ms, { signal });
  return `report built in ${ms} ms\n`;
}

// Combine two reasons to stop: `req.signal` aborts when the client
// disconnects, and `AbortSignal.timeout` aborts after the budget. The
// combined signal fires on whichever comes first. Deno prints a notice
// that `req.signal` also aborts after a successful response (the legacy
// behaviour); that is harmless here, because the work is finished by then.
const budgetMs = 500;
Deno.serve(async (req) => {
  const ms = Number(new URL(req.url).searchParams.get("ms") ?? 100);
  const signal = AbortSignal.any([req.signal, AbortSignal.timeout(budgetMs)]);

  // A timeout aborts with a `TimeoutError`; map it to 504 so clients and
  // proxies know the server gave up, rather than failed. Other errors are
  // real failures.
  try {
    return new Response(await buildReport(ms, signal));
  } catch (err) {
    if (err instanceof DOMException && err.name === "TimeoutError") {
      return new Response(`gave up after ${budgetMs} ms\n`, { status: 504 });
    }
    throw err;
  }
});

/* Output:
$ curl 'http://localhost:8000/report?ms=50'
report built in 50 ms
$ curl -s -w '%{http_code}\n' 'http://localhost:8000/report?ms=3000'
gave up after 500 ms
504
*/
