/**
 * title: Format byte sizes and durations for humans
 * description: Turn byte counts into strings like "1.5 MB" or "1.43 MiB" and milliseconds into "1h 2m 3s" with @std/fmt.
 * category: encoding
 * check: run
 * keywords: format bytes, file size, human readable, kb, mb, mib, duration, elapsed time, milliseconds, pretty
 */
import { format as formatBytes } from "jsr:@std/fmt@^1/bytes";
import { format as formatDuration } from "jsr:@std/fmt@^1/duration";

// `format` from `@std/fmt/bytes` picks the largest fitting unit. By default
// the units are decimal (1 kB = 1000 B), as disk makers and network speeds
// count; `binary: true` uses 1024-based units (kiB, MiB), as memory is
// measured. `bits: true` is for transfer rates.
for (const size of [0, 999, 1_500, 1_500_000, 5_368_709_120]) {
  console.log(
    `${String(size).padStart(10)} ${formatBytes(size).padEnd(8)} ${
      formatBytes(size, { binary: true })
    }`,
  );
}
console.log(`${formatBytes(12_500_000, { bits: true })}/s`);

// `signed` shows a `+` for growth, handy for size diffs, and `locale`
// formats the number with a language's separators.
console.log(
  formatBytes(2_048, { signed: true }),
  formatBytes(-512, { signed: true }),
);
console.log(formatBytes(1_234_567, { locale: "de-DE" }));

// `format` from `@std/fmt/duration` takes milliseconds. The default narrow
// style lists every unit from days to nanoseconds, `ignoreZero` drops the
// empty ones, `digital` gives a clock-like string, and `full` spells the
// units out.
const elapsed = 3_723_004.5; // 1 h, 2 min, 3 s, 4.5 ms
console.log(formatDuration(elapsed));
console.log(formatDuration(elapsed, { ignoreZero: true }));
console.log(formatDuration(elapsed, { style: "digital" }));
console.log(formatDuration(elapsed, { style: "full", ignoreZero: true }));

// A typical use: report how long a task took and how much it processed.
const start = performance.now();
const data = new Uint8Array(3_000_000).fill(1);
const sum = data.reduce((total, byte) => total + byte, 0);
const ms = Math.round(performance.now() - start);
console.log(`summed ${formatBytes(data.length)} of ones: ${sum}`);
console.log(`took ${formatDuration(ms, { ignoreZero: true })}`);

/* Output:
         0 0 B      0 B
       999 999 B    999 B
      1500 1.5 kB   1.46 kiB
   1500000 1.5 MB   1.43 MiB
5368709120 5.37 GB  5 GiB
12.5 Mbit/s
+2.05 kB -512 B
1,23 MB
0d 1h 2m 3s 4ms 500µs 0ns
1h 2m 3s 4ms 500µs
00:01:02:03:004:500:000
1 hour, 2 minutes, 3 seconds, 4 milliseconds, 500 microseconds
summed 3 MB of ones: 3000000
...
*/
