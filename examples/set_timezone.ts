/**
 * title: Set the time zone
 * description: Choose the time zone that Date uses with the TZ variable, change it at run time, or format one date in several zones with Intl.
 * category: cli
 * check: run --allow-env=TZ
 * env: TZ=Asia/Tokyo
 * keywords: TZ, timezone, UTC, local time, Intl.DateTimeFormat, toLocaleString, getTimezoneOffset
 */

// A `Date` is one instant; only its local-time methods (`getHours()`, `toString()`, ...)
// depend on a time zone. Deno takes that zone from the `TZ` environment variable when it is
// set, and from the operating system otherwise. This run starts with `TZ=Asia/Tokyo`.
const launch = new Date("2026-11-29T12:00:00Z");
console.log(Intl.DateTimeFormat().resolvedOptions().timeZone);
console.log(launch.toString());
console.log(
  "local hour:",
  launch.getHours(),
  "offset (min):",
  launch.getTimezoneOffset(),
);

// Setting `TZ` from inside the program switches the zone for everything that follows, so the
// same instant now prints as New York time. This changes global state: do it once at start-up,
// for example to pin a server or a test run to `UTC`.
Deno.env.set("TZ", "America/New_York");
console.log(launch.toString());
Deno.env.set("TZ", "UTC");
console.log(launch.toString());

// To show times to people in different places, leave the process zone alone and pass a
// `timeZone` to `Intl.DateTimeFormat` (or `toLocaleString()`) for each call. This needs no
// permission and cannot surprise other code.
for (
  const timeZone of ["Europe/Berlin", "Asia/Kolkata", "America/Los_Angeles"]
) {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(launch);
  console.log(`${timeZone.padEnd(20)} ${text}`);
}

/* Output:
Asia/Tokyo
Sun Nov 29 2026 21:00:00 GMT+0900 (Japan Standard Time)
local hour: 21 offset (min): -540
Sun Nov 29 2026 07:00:00 GMT-0500 (Eastern Standard Time)
Sun Nov 29 2026 12:00:00 GMT+0000 (Coordinated Universal Time)
Europe/Berlin        29 Nov, 13:00 CET
Asia/Kolkata         29 Nov, 17:30 GMT+5:30
America/Los_Angeles  29 Nov, 04:00 GMT-8
*/
