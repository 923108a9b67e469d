/**
 * title: Parse JSON with comments (JSONC)
 * description: Read a configuration file that has comments and trailing commas with @std/jsonc, which JSON.parse rejects.
 * category: encoding
 * check: run --allow-read --allow-write
 * keywords: jsonc, json with comments, config file, trailing commas, deno.jsonc, tsconfig, parse
 */
import { parse } from "jsr:@std/jsonc@^1";

// Config files such as `deno.jsonc`, `tsconfig.json` or VS Code settings
// allow `//` and `/* */` comments and trailing commas. Write one to a
// temporary file to read it back like a real config.
const dir = await Deno.makeTempDir();
const path = `${dir}/app.jsonc`;
await Deno.writeTextFile(
  path,
  `{
  // Where the server listens.
  "port": 8080,
  "hosts": ["localhost", "127.0.0.1",], /* trailing comma is fine */
  "features": {
    "beta": true, // flip to false before release
  },
}`,
);
const text = await Deno.readTextFile(path);

// `JSON.parse` follows strict JSON and stops at the first comment.
try {
  JSON.parse(text);
} catch (error) {
  console.log(`JSON.parse: ${(error as Error).name}`);
}

// `parse` from `@std/jsonc` skips the comments and accepts the trailing
// commas. It returns a `JsonValue`, the type of any JSON data, so check
// that the result has the shape you expect: config files are edited by hand.
interface Config {
  port: number;
  hosts: string[];
  features: Record<string, boolean>;
}
function isConfig(value: unknown): value is Config {
  const config = value as Config;
  return typeof config?.port === "number" && Array.isArray(config.hosts);
}
const config = parse(text);
if (!isConfig(config)) throw new Error(`${path} is not a valid config`);
console.log(config);
console.log(`listening on ${config.hosts[0]}:${config.port}`);

// Invalid input throws a `SyntaxError` that gives the position of the
// problem, here a missing comma.
try {
  parse('{ "port": 8080 "hosts": [] }');
} catch (error) {
  console.log(`${(error as Error).name}: ${(error as Error).message}`);
}
await Deno.remove(dir, { recursive: true });

/* Output:
JSON.parse: SyntaxError
{
  port: 8080,
  hosts: [ "localhost", "127.0.0.1" ],
  features: { beta: true }
}
listening on localhost:8080
SyntaxError: Cannot parse JSONC: unexpected token ""hosts"" in JSONC at position 15
*/
