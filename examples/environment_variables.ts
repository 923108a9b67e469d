/**
 * title: Read and set environment variables
 * description: Read configuration from the environment with Deno.env, with defaults, type conversion and a narrow --allow-env permission.
 * category: cli
 * check: run --allow-env=APP_PORT,APP_DEBUG,APP_NAME,APP_MODE
 * env: APP_PORT=8080
 * env: APP_DEBUG=true
 * keywords: env, process.env, getenv, configuration, --allow-env, Deno.env
 */

// `Deno.env.get()` returns the value as a string, or `undefined` when the variable is not set.
// Reading it needs `--allow-env`; listing names after the flag grants only those variables.
const port = Deno.env.get("APP_PORT");
console.log("APP_PORT =", port);
console.log("APP_NAME =", Deno.env.get("APP_NAME"));

// Everything arrives as text, so convert and fall back to a default yourself. `?? "..."`
// replaces only a missing value, while an empty string would still pass through.
const config = {
  port: Number(Deno.env.get("APP_PORT") ?? "3000"),
  debug: Deno.env.get("APP_DEBUG") === "true",
  name: Deno.env.get("APP_NAME") ?? "demo",
};
console.log(config);

// `Deno.env.set()` and `Deno.env.delete()` change the environment of this process, and of
// any subprocess it starts afterwards; they never reach the shell that launched it.
Deno.env.set("APP_MODE", "production");
console.log("has APP_MODE:", Deno.env.has("APP_MODE"));
Deno.env.delete("APP_MODE");
console.log("has APP_MODE:", Deno.env.has("APP_MODE"));

// A variable outside the allow-list cannot be read: with `--no-prompt` the call throws
// `Deno.errors.NotCapable` instead of asking. `Deno.env.toObject()` would need the whole
// environment, so it fails the same way here.
try {
  Deno.env.get("HOME");
} catch (error) {
  console.log(
    error instanceof Deno.errors.NotCapable,
    (error as Error).message,
  );
}

/* Output:
APP_PORT = 8080
APP_NAME = undefined
{ port: 8080, debug: true, name: "demo" }
has APP_MODE: true
has APP_MODE: false
true Requires env access to "HOME", run again with the --allow-env flag
*/
