/**
 * title: Schedule a recurring job with Deno.cron
 * description: Register jobs that run on a cron schedule, written as a cron string or as an object, and stop them with an AbortSignal.
 * category: cron
 * check: run --unstable-cron
 * keywords: Deno.cron, schedule, crontab, timer, recurring, periodic
 */

// `Deno.cron` takes a unique name, a schedule and a handler. The schedule is a five-field
// Unix cron string (minute, hour, day of month, month, day of week), always read as UTC.
// This job would run at 03:30 every day. The call only registers the job and returns at once;
// the handler is called by the runtime whenever the schedule comes due.
const controller = new AbortController();
const { signal } = controller;

Deno.cron("nightly cleanup", "30 3 * * *", { signal }, () => {
  console.log("removing old sessions");
});

// The same kind of schedule can be written as an object, which avoids remembering field
// order. Each field takes a number, `{ exact: [...] }` or `{ start, end, every }`; this one
// becomes `*/15 9-17 * * *`: every 15 minutes from 09:00 to 17:45 UTC.
Deno.cron(
  "poll feeds",
  { minute: { every: 15 }, hour: { start: 9, end: 17 } },
  { signal },
  () => {
    console.log("checking feeds");
  },
);
console.log("registered 2 jobs");

// Mistakes surface when the job is registered, not hours later: an impossible schedule, a
// name already taken or a name with unsupported characters throws a `TypeError` right away.
const attempts: [string, string][] = [
  ["bad schedule", "61 * * * *"],
  ["nightly cleanup", "0 4 * * *"],
  ["report: daily!", "0 6 * * *"],
];
for (const [name, schedule] of attempts) {
  try {
    Deno.cron(name, schedule, { signal }, () => {});
  } catch (error) {
    console.log(`${name}: ${(error as Error).message}`);
  }
}

// A registered job keeps the process alive, waiting for its next run. Aborting the signal
// unregisters every job that was given it, so this program can exit; a long-running service
// would do this during graceful shutdown instead.
controller.abort();
console.log("jobs stopped");

/* Output:
registered 2 jobs
bad schedule: Invalid cron schedule
nightly cleanup: Cron with this name already exists
report: daily!: Invalid cron name: only alphanumeric characters, whitespace, hyphens, and underscores are allowed
jobs stopped
*/
