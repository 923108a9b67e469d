/**
 * title: Format and parse dates with patterns
 * description: Read and write dates as ISO 8601 and as custom patterns like dd.MM.yyyy with @std/datetime, and reject impossible dates.
 * category: dates
 * check: run
 * env: TZ=America/New_York
 * keywords: parse date, format date, strftime, dd/MM/yyyy, ISO 8601, toISOString, @std/datetime, validate date
 */

// `format` and `parse` from `@std/datetime` take patterns made of Unicode (LDML) symbols:
// `yyyy`, `MM`, `dd`, `HH`, `mm`, `a` and so on, with literal text in single quotes.
import { format, parse } from "jsr:@std/datetime@^0.225";

// Between programs, use ISO 8601: `toISOString()` writes it in UTC and `new Date()` reads it.
// Mind one trap: a date alone is read as UTC midnight, but a date and time without an offset
// are read as *local* time. This example runs with `TZ=America/New_York` to make that visible.
const stamp = new Date("2026-11-29T14:05:00Z");
console.log(stamp.toISOString());
console.log(new Date("2026-11-29").toISOString());
console.log(new Date("2026-11-29T10:00").toISOString());

// For people, `format` writes any pattern. Without options it uses the local time zone; pass
// `timeZone: "UTC"` to format the UTC fields instead.
console.log(format(stamp, "dd.MM.yyyy HH:mm"));
console.log(format(stamp, "dd.MM.yyyy HH:mm", { timeZone: "UTC" }));
console.log(format(stamp, "'on' d/M/yy 'at' h:mm a"));

// `new Date()` cannot read most other layouts. `parse` reads a string by its pattern and returns
// a `Date` in local time, and throws when the text does not fit the pattern's shape.
console.log(String(new Date("29.11.2026")));
console.log(parse("29/11/2026 2:05 PM", "dd/MM/yyyy h:mm a").toISOString());
try {
  parse("2026-11-29", "dd/MM/yyyy");
} catch (error) {
  console.log(`${(error as Error).name}: wrong shape`);
}

// It does not check that the date exists, though: "31/02/2026" becomes some day in March. To
// validate user input, format the parsed date back with the same pattern and compare.
function parseStrict(text: string, pattern: string): Date | undefined {
  try {
    const date = parse(text, pattern);
    return format(date, pattern) === text ? date : undefined;
  } catch {
    return undefined;
  }
}
for (const input of ["28/02/2026", "31/02/2026", "29/02/2028", "2026-02-28"]) {
  const date = parseStrict(input, "dd/MM/yyyy");
  console.log(`${input}: ${date ? "valid" : "rejected"}`);
}

/* Output:
2026-11-29T14:05:00.000Z
2026-11-29T00:00:00.000Z
2026-11-29T15:00:00.000Z
29.11.2026 09:05
29.11.2026 14:05
on 29/11/26 at 9:05 AM
Invalid Date
2026-11-29T19:05:00.000Z
Error: wrong shape
28/02/2026: valid
31/02/2026: rejected
29/02/2028: valid
2026-02-28: rejected
*/
