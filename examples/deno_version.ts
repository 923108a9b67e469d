/**
 * title: Check which Deno version is running
 * description: Read the Deno, V8 and TypeScript versions at run time, and refuse to start on a Deno that is too old.
 * category: tooling
 * check: run
 * keywords: deno --version, Deno.version, version check, minimum version, semver, navigator.userAgent
 */

// `@std/semver` parses and compares version numbers; the last step uses it.
import { format, parse, parseRange, satisfies } from "jsr:@std/semver@^1";

// `Deno.version` holds the versions of Deno itself, of the V8 engine it runs on and of the
// TypeScript compiler it bundles. They are the same three that `deno --version` prints, and they
// need no permission to read.
console.log(`deno ${Deno.version.deno}`);
console.log(`v8 ${Deno.version.v8}`);
console.log(`typescript ${Deno.version.typescript}`);

// Code that also runs in browsers or other runtimes can read `navigator.userAgent`, which in
// Deno is `Deno/` followed by the same version.
console.log(navigator.userAgent);

// To require a minimum version, compare with `@std/semver` (imported at the top) rather than
// with string comparison, which would put "2.10.0" before "2.9.0". A range states the whole
// requirement in one place.
const required = parseRange(">=2.5.0 <3.0.0");
const running = parse(Deno.version.deno);
if (!satisfies(running, required)) {
  console.error(`This tool needs Deno >=2.5.0 <3.0.0, not ${format(running)}.`);
  console.error("Run `deno upgrade` to get a newer one.");
  Deno.exit(1);
}
console.log(`Deno ${format(running)} is supported`);
console.log(`"2.10.0" < "2.9.0" as strings: ${"2.10.0" < "2.9.0"}`);

/* Output:
deno 2.9.6
v8 15.0.245.2-rusty
typescript 6.0.3
Deno/2.9.6
Deno 2.9.6 is supported
"2.10.0" < "2.9.0" as strings: true
*/
