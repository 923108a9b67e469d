/**
 * title: Watch files for changes
 * description: React when files are created, modified or removed with Deno.watchFs, and leave out paths you do not care about.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: watchFs, FsWatcher, file watcher, inotify, change events, live reload, ignore
 */

// Set up a project directory with a `src` folder to edit and a `build` folder
// whose changes we want to ignore.
import { join } from "jsr:@std/path@^1/join";
import { relative } from "jsr:@std/path@^1/relative";

const dir = await Deno.makeTempDir();
await Deno.mkdir(join(dir, "src"));
await Deno.mkdir(join(dir, "build"));

// `Deno.watchFs` watches the directory and, by default, everything below it.
// Paths listed in `ignore` (and anything inside them) produce no events, which
// keeps a build step from triggering itself.
const watcher = Deno.watchFs(dir, { ignore: [join(dir, "build")] });

// The watcher is an async iterable of `Deno.FsEvent`s, each with a `kind` and
// the `paths` involved. A single write can produce several events (a `create`
// followed by a `modify`, for example), so this helper reads events until the
// one it waits for arrives, and keeps note of every path it saw.
const events = watcher[Symbol.asyncIterator]();
const seen = new Set<string>();
async function waitFor(kind: Deno.FsEvent["kind"], path: string) {
  while (true) {
    const { value: event, done } = await events.next();
    if (done) throw new Error("watcher closed");
    for (const p of event.paths) seen.add(relative(dir, p));
    if (event.kind === kind && event.paths.includes(path)) {
      console.log(`${kind}: ${relative(dir, path)}`);
      return;
    }
  }
}

// Now change some files. The write into `build` happens first, but it is
// ignored; the watcher reports the changes in `src`.
const file = join(dir, "src", "main.ts");
await Deno.writeTextFile(join(dir, "build", "main.js"), "// output");
await Deno.writeTextFile(file, "console.log(1);\n");
await waitFor("create", file);
await Deno.writeTextFile(file, "console.log(2);\n", { append: true });
await waitFor("modify", file);
await Deno.remove(file);
await waitFor("remove", file);
console.log(`saw build/: ${[...seen].some((p) => p.startsWith("build"))}`);

// `close` stops watching; a `for await` loop over the watcher would end here.
watcher.close();
await Deno.remove(dir, { recursive: true });

/* Output:
create: src/main.ts
modify: src/main.ts
remove: src/main.ts
saw build/: false
*/
