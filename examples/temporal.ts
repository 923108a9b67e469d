/**
 * title: Do date arithmetic with Temporal
 * description: Add months, measure gaps, cross daylight-saving changes and convert between time zones with the built-in Temporal API.
 * category: dates
 * check: run
 * keywords: Temporal, PlainDate, ZonedDateTime, Instant, Duration, time zone, DST, date math, until
 */

// `Temporal` is a global in Deno 2.9.6, with its types; no flag or import is needed. Unlike
// `Date`, its values are immutable and each type says what it holds: `PlainDate` is a calendar
// date with no time and no zone, so "add a month" means exactly that.
const invoice = Temporal.PlainDate.from("2026-01-31");
console.log(`one month later: ${invoice.add({ months: 1 })}`);

// There is no February 31st, so the result was clamped to the last day of the month. Pass
// `overflow: "reject"` to get an error instead of a silent adjustment.
try {
  invoice.add({ months: 1 }, { overflow: "reject" });
} catch (error) {
  console.log(`rejected: ${(error as Error).name}`);
}

// `until` measures the gap between two values as a `Duration`. By default a date gap is counted
// in days; `largestUnit` lets it use months (or years) too.
const today = Temporal.PlainDate.from("2026-11-29");
const trip = Temporal.PlainDate.from("2027-02-14");
console.log(
  `${today.until(trip).days} days, or ${
    today.until(trip, { largestUnit: "months" })
  }`,
);

// `ZonedDateTime` is a moment in a named time zone, and knows its daylight-saving rules. On the
// night Berlin moves its clocks forward, "one day later" keeps the wall-clock time, while
// "24 hours later" does not, and the day turns out to be 23 hours long.
const meeting = Temporal.ZonedDateTime.from("2026-03-28T09:00[Europe/Berlin]");
console.log(`+1 day:    ${meeting.add({ days: 1 })}`);
console.log(`+24 hours: ${meeting.add({ hours: 24 })}`);
console.log(`that day lasts ${meeting.until(meeting.add({ days: 1 }))}`);

// An `Instant` is a point on the global timeline. Show it in any zone, or go the other way: read
// a wall-clock time in New York and get the instant it stands for.
const launch = Temporal.Instant.from("2026-11-29T14:05:00Z");
console.log(`in Kolkata: ${launch.toZonedDateTimeISO("Asia/Kolkata")}`);
const local = Temporal.PlainDateTime.from("2026-11-29T10:00");
console.log(
  `10:00 in New York is ${
    local.toZonedDateTime("America/New_York").toInstant()
  }`,
);

// Durations keep the units you give them until you ask otherwise: `round` rebalances them and
// `total` converts to a single unit.
const workout = Temporal.Duration.from({ hours: 1, minutes: 90 });
console.log(
  `${workout} = ${workout.round({ largestUnit: "hours" })} = ${
    workout.total("minutes")
  } min`,
);

/* Output:
one month later: 2026-02-28
rejected: RangeError
77 days, or P2M16D
+1 day:    2026-03-29T09:00:00+02:00[Europe/Berlin]
+24 hours: 2026-03-29T10:00:00+02:00[Europe/Berlin]
that day lasts PT23H
in Kolkata: 2026-11-29T19:35:00+05:30[Asia/Kolkata]
10:00 in New York is 2026-11-29T15:00:00Z
PT1H90M = PT2H30M = 150 min
*/
