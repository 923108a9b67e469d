/**
 * title: Use a package from npm
 * description: Import an npm package with an npm: specifier, with its types, and no package.json or install step.
 * category: node
 * check: run
 * keywords: npm, npm specifier, node_modules, package.json, zod, third-party
 */

// An `npm:` specifier names the package and a semver range. On the first run Deno downloads
// the package from the npm registry into its global cache; later runs reuse that copy. There is
// no `npm install` step and no `node_modules` folder unless you ask for one. In a project,
// `deno add npm:zod@^3` writes an entry to the `imports` of `deno.json`, so that code can import
// plain `"zod"`.
import { z } from "npm:zod@^3";

// Zod ships its own TypeScript declarations, and Deno picks them up from the package, so the
// schema below is fully typed: `z.infer` turns it into a static type for free.
const Server = z.object({
  host: z.string().min(1),
  port: z.number().int().min(1).max(65535),
  tls: z.boolean().default(false),
});
type Server = z.infer<typeof Server>;

// Use the package as you would in Node. `parse` checks untrusted data (here, parsed JSON) and
// returns a value of the inferred type, with defaults filled in.
const good: Server = Server.parse(
  JSON.parse('{"host":"example.com","port":443}'),
);
console.log(good);

// `safeParse` reports problems instead of throwing. Each issue carries the path of the bad field
// and a message, which is enough to tell a user what to fix.
const bad = Server.safeParse({ host: "", port: 70000 });
if (!bad.success) {
  for (const issue of bad.error.issues) {
    console.log(`${issue.path.join(".")}: ${issue.message}`);
  }
}

/* Output:
{ host: "example.com", port: 443, tls: false }
host: String must contain at least 1 character(s)
port: Number must be less than or equal to 65535
*/
