/**
 * title: Compare and bump semantic versions
 * description: Parse, sort, bump and range-check semantic version strings with @std/semver, the way package managers pick versions.
 * category: encoding
 * check: run
 * keywords: semver, semantic versioning, version, compare, sort, range, caret, satisfies, increment, bump
 */
import {
  canParse,
  compare,
  format,
  formatRange,
  greaterThan,
  increment,
  maxSatisfying,
  parse,
  parseRange,
  satisfies,
} from "jsr:@std/semver@^1";

// `parse` turns a version string into an object with `major`, `minor`,
// `patch`, and any `prerelease` and `build` parts; `format` turns it back.
// Invalid strings throw, so test untrusted input with `canParse` first: a
// missing patch number is invalid, a leading `v` is accepted.
const version = parse("2.10.0-beta.3+build.77");
console.log(
  version.major,
  version.minor,
  version.patch,
  version.prerelease,
  version.build,
);
console.log(canParse("2.10"), canParse("v2.10.0"));

// Comparing strings gets versions wrong ("2.10.0" < "2.9.0" as text).
// `compare` orders by semver rules: numbers compare as numbers, and a
// prerelease comes before its release.
const versions = ["2.9.0", "2.10.0", "2.10.0-beta.3", "1.12.4"].map((v) =>
  parse(v)
);
console.log(versions.sort(compare).map((v) => format(v)).join(" < "));
console.log(greaterThan(parse("2.10.0"), parse("2.9.0")));

// `increment` computes the next version for a release type. Moving a
// prerelease forward keeps its identifier.
const current = parse("1.4.2");
for (const kind of ["patch", "minor", "major"] as const) {
  console.log(`${kind}: ${format(increment(current, kind))}`);
}
console.log(
  `prerelease: ${format(increment(parse("2.0.0-rc.1"), "prerelease"))}`,
);

// Ranges describe what a dependency accepts. `^1.4.0` means "1.4.0 or newer,
// below 2.0.0". `satisfies` checks one version, and `maxSatisfying` picks
// the newest match from a list, as an install would.
const range = parseRange("^1.4.0");
console.log(formatRange(range));
const published = ["1.3.9", "1.4.0", "1.7.2", "2.0.0"].map((v) => parse(v));
console.log(
  published.map((v) => `${format(v)}:${satisfies(v, range)}`).join(" "),
);
console.log(`install: ${format(maxSatisfying(published, range)!)}`);

/* Output:
2 10 0 [ "beta", 3 ] [ "build", "77" ]
false true
1.12.4 < 2.9.0 < 2.10.0-beta.3 < 2.10.0
true
patch: 1.4.3
minor: 1.5.0
major: 2.0.0
prerelease: 2.0.0-rc.2
>=1.4.0 <2.0.0
1.3.9:false 1.4.0:true 1.7.2:true 2.0.0:false
install: 1.7.2
*/
