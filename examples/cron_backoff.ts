/**
 * title: Retry a failed cron job with a backoff schedule
 * description: Give Deno.cron a backoffSchedule so that a run that throws is retried after the delays you choose, before the next regular run.
 * category: cron
 * check: run --unstable-cron
 * env: DENO_CRON_TEST_SCHEDULE_OFFSET=200
 * keywords: Deno.cron, retry, backoff, backoffSchedule, error handling, scheduled job
 */

// A job that depends on something flaky, such as a third-party API, fails now and then. This
// stand-in fails on its first two attempts and succeeds on the third.
let attempt = 0;
async function syncInvoices() {
  attempt++;
  await new Promise((resolve) => setTimeout(resolve, 10));
  if (attempt < 3) throw new Error(`upstream timeout (attempt ${attempt})`);
  console.log(`attempt ${attempt}: invoices synced`);
}

// `backoffSchedule` lists how long to wait, in milliseconds, before each retry of a run whose
// handler threw or rejected: here half a second, then 1 s, then 5 s. Deno accepts at most 5
// retries and at most an hour per wait, and prints each failure to stderr.
//
// The real schedule is 02:00 UTC every day. So that this example finishes in seconds, its check
// sets `DENO_CRON_TEST_SCHEDULE_OFFSET=200`, a testing hook in Deno's cron code that makes every
// job due 200 ms after it is scheduled (and shortens nothing else). Leave it unset in real use.
const controller = new AbortController();
Deno.cron(
  "sync invoices",
  "0 2 * * *",
  { backoffSchedule: [500, 1_000, 5_000], signal: controller.signal },
  async () => {
    try {
      await syncInvoices();
    } catch (error) {
      console.log(`attempt ${attempt} failed: ${(error as Error).message}`);
      throw error; // rethrow, so that Deno schedules the retry
    }
    controller.abort(); // done: stop the job so the program can exit
  },
);

/* Output:
attempt 1 failed: upstream timeout (attempt 1)
attempt 2 failed: upstream timeout (attempt 2)
attempt 3: invoices synced
*/
