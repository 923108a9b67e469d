/**
 * title: Parse and write TOML
 * description: Read a TOML config with tables, arrays of tables and dates into an object with @std/toml, and write an object back as TOML.
 * category: encoding
 * check: run
 * keywords: toml, config, configuration file, Cargo.toml, pyproject.toml, tables, parse, stringify
 */
import { parse, stringify } from "jsr:@std/toml@^1";

// TOML is a config format with real types: strings, integers, floats,
// booleans, dates, arrays and tables. `[table]` opens a nested object,
// dotted keys nest too, and `[[name]]` appends an entry to an array of
// tables.
const text = `
title = "Release pipeline"
released = 2026-11-29T08:30:00Z

[owner]
name = "Ada"
contact.email = "ada@example.com"

[[stage]]
name = "test"
timeout = 300
retries = [1, 5, 30]

[[stage]]
name = "deploy"
timeout = 600
manual = true
`;
const config = parse(text);
console.log(config);

// The result is typed as a plain record, so narrow the parts you use. Dates
// with a time and offset come back as `Date` objects, not strings.
const released = config.released as Date;
const stages = config.stage as { name: string; timeout: number }[];
console.log(released.toISOString());
console.log(stages.map((s) => `${s.name} (${s.timeout / 60} min)`).join(", "));

// `stringify` writes an object as TOML: simple values first, nested objects
// as `[tables]`, arrays of objects as `[[arrays of tables]]`.
console.log(stringify({
  package: { name: "hello", version: "0.1.0" },
  dependencies: { serde: "1.0", tokio: { version: "1", features: ["full"] } },
  bin: [{ name: "hello", path: "src/main.rs" }],
}));

// Invalid TOML throws a `SyntaxError` whose message gives the line and
// column of the problem.
try {
  parse('name = "unterminated');
} catch (error) {
  console.log(`${(error as Error).name}: ${(error as Error).message}`);
}

/* Output:
{
  title: "Release pipeline",
  released: 2026-11-29T08:30:00.000Z,
  owner: { name: "Ada", contact: { email: "ada@example.com" } },
  stage: [
    { name: "test", timeout: 300, retries: [ 1, 5, 30 ] },
    { name: "deploy", timeout: 600, manual: true }
  ]
}
2026-11-29T08:30:00.000Z
test (5 min), deploy (10 min)

[package]
name = "hello"
version = "0.1.0"

[dependencies]
serde = "1.0"

[dependencies.tokio]
version = "1"
features = ["full"]

[[bin]]
name = "hello"
path = "src/main.rs"

SyntaxError: Parse error on line 1, column 20: Single-line string is not closed:
unterminated
*/
