/**
 * title: Show relative times like "3 days ago"
 * description: Turn the gap between two moments into "in 2 hours" or "yesterday", in any language, with Intl.RelativeTimeFormat.
 * category: dates
 * check: run
 * keywords: Intl.RelativeTimeFormat, time ago, from now, yesterday, tomorrow, humanize, relative date, i18n
 */

// `Intl.RelativeTimeFormat` words a number and a unit: a negative number is in the past, a
// positive one in the future. It does not compute the gap itself; you pick the unit.
const english = new Intl.RelativeTimeFormat("en-US");
console.log(english.format(-3, "day"));
console.log(english.format(2, "hour"));

// `numeric: "auto"` uses words such as "yesterday" and "next week" where the language has them,
// and falls back to numbers elsewhere.
const auto = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
console.log([-1, 0, 1].map((n) => auto.format(n, "day")).join(", "));
console.log(auto.format(1, "week"), "/", auto.format(-2, "week"));

// To describe any gap, choose the largest unit that fits and round to it. The limits below are
// a plain choice (a month counted as 30 days); adjust them to taste.
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

function relative(then: Date, now: Date, locale: string): string {
  const seconds = (then.getTime() - now.getTime()) / 1000;
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ??
    units.at(-1)!;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  return format.format(Math.round(seconds / size), unit);
}

// A fixed "now" keeps the output the same on every run; in real code use `new Date()`.
const now = new Date("2026-11-29T12:00:00Z");
const moments = [
  "2026-11-29T11:59:20Z",
  "2026-11-29T09:30:00Z",
  "2026-11-28T08:00:00Z",
  "2026-12-12T12:00:00Z",
  "2025-06-01T00:00:00Z",
];
for (const locale of ["en-US", "es-ES", "de-DE"]) {
  const words = moments.map((m) => relative(new Date(m), now, locale));
  console.log(`${locale}: ${words.join(" | ")}`);
}

/* Output:
3 days ago
in 2 hours
yesterday, today, tomorrow
next week / 2 weeks ago
en-US: 40 seconds ago | 2 hours ago | yesterday | in 2 weeks | last year
es-ES: hace 40 segundos | hace 2 horas | ayer | dentro de 2 semanas | el año pasado
de-DE: vor 40 Sekunden | vor 2 Stunden | gestern | in 2 Wochen | letztes Jahr
*/
