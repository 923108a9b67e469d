/**
 * title: Run TypeScript directly
 * description: Deno runs .ts files with no compiler setup; see which TypeScript features work, and how `deno check` catches the type errors that `deno run` ignores.
 * category: basics
 * check: run --allow-write --allow-run
 * keywords: typescript, ts, tsc, type checking, deno check, --check, tsconfig, types, enum
 */

// This file is TypeScript, and `deno run` accepts it as it is: no `tsconfig.json`, no build
// step, no `ts-node`. Interfaces, generics and type narrowing work as in any TS project.
interface User {
  name: string;
  role: "admin" | "guest";
}
function first<T>(items: T[]): T | undefined {
  return items[0];
}
const users: User[] = [{ name: "Ada", role: "admin" }, {
  name: "Lin",
  role: "guest",
}];
const admin = first(users.filter((u) => u.role === "admin"));
console.log(admin?.name ?? "no admin");

// Features that generate code, such as `enum` and class parameter properties, are compiled too,
// and `satisfies` checks a value's shape without widening its type.
enum Level {
  Low = 1,
  High = 3,
}
class Counter {
  constructor(private count = 0) {}
  add(level: Level): number {
    return (this.count += level);
  }
}
const limits = { low: Level.Low, high: Level.High } satisfies Record<
  string,
  Level
>;
console.log(new Counter().add(limits.high), Level[1]);

// Types are removed before the code runs, and `deno run` does not check them, so starting a
// program never waits for the type checker. To see the difference, write a file with a type error and hand it to both commands.
const dir = await Deno.makeTempDir();
const file = `${dir}/bad.ts`;
await Deno.writeTextFile(
  file,
  `const port: number = "8000";\nconsole.log(typeof port);\n`,
);
async function deno(...args: string[]) {
  const out = await new Deno.Command(Deno.execPath(), { args }).output();
  const text = new TextDecoder().decode(
    out.code === 0 ? out.stdout : out.stderr,
  );
  return { code: out.code, text };
}

// `deno run` prints `string`: the wrong type went unnoticed. `deno check` (or `deno run
// --check`) runs the TypeScript compiler and fails with the error, which is what to use in CI,
// in an editor through the language server, or before publishing.
const ran = await deno("run", file);
console.log("deno run:", ran.code, ran.text.trim());
const checked = await deno("check", file);
console.log("deno check:", checked.code);
console.log(checked.text.split("\n").find((line) => line.startsWith("TS")));
await Deno.remove(dir, { recursive: true });

/* Output:
Ada
3 Low
deno run: 0 string
deno check: 1
TS2322 [ERROR]: Type 'string' is not assignable to type 'number'.
*/
