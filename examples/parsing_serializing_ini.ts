/**
 * title: Parse and write INI files
 * description: Read an INI configuration into an object with sections using @std/ini, convert values with a reviver, and write an object back out as INI.
 * category: encoding
 * check: run
 * keywords: ini, config, configuration file, sections, parse, stringify, reviver, .ini, .cfg
 */
import { parse, stringify } from "jsr:@std/ini@^1";

// INI files hold `key = value` lines, grouped under `[section]` headers, with
// `;` or `#` comments. `parse` returns an object: keys before the first
// section sit at the top level, each section becomes a nested object.
const text = `; application settings
name = inventory
debug = false

[database]
host = db.internal
port = 5432

[cache]
ttl = 300
enabled = true`;
const config = parse(text);
console.log(config);

// Values that look like numbers, booleans or `null` are converted; wrap a
// value in double quotes to keep it a string, as for this zip code. A
// `reviver` sees every value with its key and section and may replace it,
// here to split a comma-separated list into an array.
const office = parse(
  '[office]\nzip = "02134"\nfloor = 3\nteams = web,api,ops',
  {
    reviver: (key, value) => key === "teams" ? String(value).split(",") : value,
  },
);
console.log(office);

// `stringify` writes an object back: top-level primitive values first, then
// one section per nested object. `pretty` puts spaces around the `=`.
const updated = {
  name: "inventory",
  debug: true,
  database: { host: "db.internal", port: 6543 },
};
console.log(stringify(updated, { pretty: true }));

/* Output:
{
  name: "inventory",
  debug: false,
  database: { host: "db.internal", port: 5432 },
  cache: { ttl: 300, enabled: true }
}
{ office: { zip: "02134", floor: 3, teams: [ "web", "api", "ops" ] } }
name = inventory
debug = true
[database]
host = db.internal
port = 6543
*/
