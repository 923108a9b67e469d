/**
 * title: Format dates for a locale and time zone
 * description: Turn a Date into text that follows a language's conventions, in any time zone, with Intl.DateTimeFormat.
 * category: dates
 * check: run
 * keywords: Intl.DateTimeFormat, toLocaleDateString, dateStyle, timeStyle, timeZone, formatToParts, formatRange, i18n
 */

// A `Date` is one instant; how it reads depends on the reader's language and time zone. Always
// pass both explicitly: otherwise the output changes with the machine the code runs on.
const meeting = new Date("2026-11-29T14:05:00Z");

// `dateStyle` and `timeStyle` ask for a ready-made pattern (`full`, `long`, `medium`, `short`),
// and the locale decides word order, month names and the 12- or 24-hour clock.
const places = [
  ["en-US", "America/New_York"],
  ["de-DE", "Europe/Berlin"],
  ["ja-JP", "Asia/Tokyo"],
];
for (const [locale, timeZone] of places) {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone,
  });
  console.log(`${locale}: ${format.format(meeting)}`);
}

// For finer control, list the fields you want instead. `formatToParts` returns the same text cut
// into typed pieces, handy for styling one piece (say, the time) differently.
const custom = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
  timeZoneName: "short",
});
console.log(custom.format(meeting));
const parts = custom.formatToParts(meeting).filter((part) =>
  part.type !== "literal"
);
console.log(parts.map((part) => `${part.type}=${part.value}`).join(" "));

// `formatRange` writes two dates as one span and does not repeat what they share (the year here).
const until = new Date("2026-12-03T09:00:00Z");
const medium = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeZone: "UTC",
});
console.log(medium.formatRange(meeting, until));

// `toLocaleDateString` and `toLocaleString` take the same arguments, for a one-off.
console.log(
  meeting.toLocaleDateString("fr-FR", {
    dateStyle: "long",
    timeZone: "Europe/Paris",
  }),
);

/* Output:
en-US: Sunday, November 29, 2026 at 9:05 AM
de-DE: Sonntag, 29. November 2026 um 15:05
ja-JP: 2026年11月29日日曜日 23:05
Sun 29 November at 14:05 GMT
weekday=Sun day=29 month=November hour=14 minute=05 timeZoneName=GMT
Nov 29 – Dec 3, 2026
29 novembre 2026
*/
