/**
 * title: Spy on function calls in tests
 * description: Record how a function or method was called with spy from @std/testing/mock, then assert on the calls.
 * category: testing
 * check: test
 * keywords: spy, mock, assertSpyCall, assertSpyCalls, @std/testing, test double, callback
 */

// A spy wraps a function and records every call: its arguments, its return value or error, and
// `this`. `@std/testing/mock` provides the spy and assertions that read its records.
import { assertEquals } from "jsr:@std/assert@^1";
import { assertSpyCall, assertSpyCalls, spy } from "jsr:@std/testing@^1/mock";

// The code under test takes its side effect (sending an email) as a parameter. That makes it easy
// to hand it a spy in a test, and the real sender in production.
interface Invoice {
  customer: string;
  due: string;
  paid: boolean;
}

export function remindOverdue(
  invoices: Invoice[],
  today: string,
  send: (to: string, subject: string) => boolean,
): number {
  let sent = 0;
  for (const invoice of invoices) {
    if (
      !invoice.paid && invoice.due < today &&
      send(invoice.customer, `Invoice due ${invoice.due}`)
    ) {
      sent++;
    }
  }
  return sent;
}

const invoices: Invoice[] = [
  { customer: "ada@example.com", due: "2026-11-01", paid: false },
  { customer: "bob@example.com", due: "2026-11-15", paid: true },
  { customer: "cy@example.com", due: "2026-12-01", paid: false },
  { customer: "dee@example.com", due: "2026-10-20", paid: false },
];

// `spy(fn)` gives a function with the same signature that also records calls. Check the count
// with `assertSpyCalls`, and one call's arguments and result with `assertSpyCall` (by index).
Deno.test("reminds only unpaid invoices past their due date", () => {
  const send = spy((_to: string, _subject: string) => true);
  assertEquals(remindOverdue(invoices, "2026-11-29", send), 2);
  assertSpyCalls(send, 2);
  assertSpyCall(send, 0, {
    args: ["ada@example.com", "Invoice due 2026-11-01"],
    returned: true,
  });
  assertSpyCall(send, 1, {
    args: ["dee@example.com", "Invoice due 2026-10-20"],
  });
});

// The records are plain data in `calls`, so any assertion works on them. Here the fake sender
// fails for one address, and the test checks that the count leaves that one out.
Deno.test("counts only the reminders that were sent", () => {
  const send = spy((to: string, _subject: string) => to !== "dee@example.com");
  assertEquals(remindOverdue(invoices, "2026-11-29", send), 1);
  assertEquals(send.calls.map((call) => call.returned), [true, false]);
});

// `spy(object, "method")` replaces a method with a recording wrapper that still calls the
// original. Declared with `using`, it is restored when the block ends, even if an assertion fails.
Deno.test("spies on a method and restores it", () => {
  const mailer = {
    send(to: string, _subject: string): boolean {
      return to.endsWith("@example.com");
    },
  };
  const original = mailer.send;
  {
    using sendSpy = spy(mailer, "send");
    remindOverdue(
      invoices,
      "2026-11-29",
      (to, subject) => mailer.send(to, subject),
    );
    assertSpyCalls(sendSpy, 2);
    assertSpyCall(sendSpy, 0, { self: mailer, returned: true });
  }
  assertEquals(mailer.send, original);
});

/* Output:
running 3 tests from ./spy_functions.ts
reminds only unpaid invoices past their due date ... ok (1ms)
counts only the reminders that were sent ... ok (0ms)
spies on a method and restores it ... ok (0ms)

ok | 3 passed | 0 failed (4ms)
*/
