/**
 * title: Schedule a delayed message with Deno KV queues
 * description: Enqueue messages that are delivered only after a delay, for reminders, follow-ups and retries later on.
 * category: kv
 * check: run --unstable-kv
 * keywords: enqueue, delay, scheduled message, reminder, listenQueue, deferred job
 */

// Each message says what to do, for whom, and after how many milliseconds. The listener prints
// each one as it arrives and checks that it did not come early.
type Reminder = { to: string; text: string; delay: number };

const kv = await Deno.openKv(":memory:");
const start = Date.now();
const received: Reminder[] = [];
const allDelivered = Promise.withResolvers<void>();

const listener = kv.listenQueue((reminder: Reminder) => {
  const waited = Date.now() - start;
  const onTime = waited >= reminder.delay ? "not early" : "EARLY";
  console.log(`remind ${reminder.to} to ${reminder.text} (${onTime})`);
  received.push(reminder);
  if (received.length === 3) allDelivered.resolve();
});

// `delay` (in milliseconds) keeps a message in the queue until that time has passed; without
// it, delivery is immediate. The messages are enqueued longest delay first, yet they arrive in
// the order in which they come due.
const reminders: Reminder[] = [
  { to: "alan", text: "renew the certificate", delay: 1_500 },
  { to: "ada", text: "review the pull request", delay: 500 },
  { to: "grace", text: "join the stand-up", delay: 0 },
];
for (const reminder of reminders) {
  await kv.enqueue(reminder, { delay: reminder.delay });
}

// Wait for all three, then close the database, which also ends `listenQueue`.
await allDelivered.promise;
kv.close();
await listener;

/* Output:
remind grace to join the stand-up (not early)
remind ada to review the pull request (not early)
remind alan to renew the certificate (not early)
*/
