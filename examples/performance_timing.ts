/**
 * title: Measure elapsed time with performance.now, marks and measures
 * description: Time code precisely with performance.now(), and label phases of a task with performance.mark and performance.measure.
 * category: web-apis
 * check: run
 * keywords: performance.now, performance.mark, performance.measure, timing, benchmark, stopwatch, User Timing
 */

// `performance.now()` returns milliseconds since the program started, as a fraction, from a
// clock that never jumps when the system time is changed. The difference of two readings is an
// elapsed time; `Date.now()` is the wrong tool for that.
const start = performance.now();
await new Promise((resolve) => setTimeout(resolve, 50));
const elapsed = performance.now() - start;
console.log(`waited about 50 ms: ${elapsed >= 49 && elapsed < 500}`);

// For a task with several phases, `performance.mark` records named points in time, and
// `performance.measure` the span between two marks. Both return entries with a `duration`.
performance.mark("parse:start");
const data = JSON.parse(
  JSON.stringify(Array.from({ length: 50_000 }, (_, i) => ({ i }))),
);
performance.mark("parse:end");
const sum = data.reduce(
  (total: number, item: { i: number }) => total + item.i,
  0,
);
performance.mark("sum:end");
performance.measure("parse", "parse:start", "parse:end");
const summing = performance.measure("sum", "parse:end", "sum:end");
console.log("sum:", sum, "recorded:", summing.entryType, summing.name);

// All measures can be listed later, which is handy for a summary at the end of a run. The
// durations change on every run, so they are printed but not compared here.
for (const entry of performance.getEntriesByType("measure")) {
  console.log(`${entry.name}: ${entry.duration.toFixed(2)} ms`);
}

// Entries stay in memory until cleared, so long-running programs should clear them.
performance.clearMarks();
performance.clearMeasures();
console.log("entries left:", performance.getEntries().length);

/* Output:
waited about 50 ms: true
sum: 1249975000 recorded: measure sum
...
entries left: 0
*/
