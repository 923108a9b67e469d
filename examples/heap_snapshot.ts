/**
 * title: Take a heap snapshot to find a memory leak
 * description: Write a V8 heap snapshot from a running program with node:v8, and count the objects a leak left behind.
 * category: tooling
 * check: run --allow-read --allow-write
 * keywords: heap snapshot, memory leak, node:v8, writeHeapSnapshot, queryObjects, heapsnapshot, DevTools, memory
 */

// Deno supports Node's `node:v8` module, which can write a snapshot of the JavaScript heap from
// inside the program: no debugger has to be attached.
import { queryObjects, writeHeapSnapshot } from "node:v8";

// A typical leak: a cache that only ever grows. Every request adds a `Session`, nothing removes
// one, so they can never be garbage-collected.
class Session {
  constructor(public id: number, public user: string) {}
}
const cache = new Map<number, Session>();
for (let id = 0; id < 1_000; id++) {
  cache.set(id, new Session(id, `user-${id % 50}`));
}

// For a quick check, `queryObjects` counts the live objects whose prototype chain contains a
// class's prototype. A number that keeps rising between two checks points at the leak.
console.log(
  `live Session objects: ${queryObjects(Session, { format: "count" })}`,
);

// `writeHeapSnapshot` writes the whole heap as JSON and returns the file name; the file is meant
// for tools such as Chrome DevTools. Writing it blocks the program and takes about twice the
// heap's size in memory, so take snapshots sparingly.
const dir = await Deno.makeTempDir();
const file = writeHeapSnapshot(`${dir}/app.heapsnapshot`);
console.log(`snapshot written: ${file.endsWith("app.heapsnapshot")}`);

// The JSON describes its own layout: `nodes` is one flat array of numbers, `node_fields` names
// the numbers that make up each node, and names are indexes into `strings`. The schema belongs to
// V8 and may change between versions, which is why this reads the field list instead of
// assuming it. Count the `Session` objects and add up their own sizes.
const snapshot = JSON.parse(await Deno.readTextFile(file));
const fields: string[] = snapshot.snapshot.meta.node_fields;
const nodeTypes: string[] = snapshot.snapshot.meta.node_types[0];
const [type, name, size] = ["type", "name", "self_size"].map((f) =>
  fields.indexOf(f)
);
const node: number[] = snapshot.nodes;
let count = 0;
let bytes = 0;
for (let i = 0; i < node.length; i += fields.length) {
  if (
    nodeTypes[node[i + type]] === "object" &&
    snapshot.strings[node[i + name]] === "Session"
  ) {
    count++;
    bytes += node[i + size];
  }
}
console.log(`Session in the snapshot: ${count} objects, ${bytes} bytes`);
console.log(`cache still holds ${cache.size} entries`);
await Deno.remove(dir, { recursive: true });

/* Output:
live Session objects: 1000
snapshot written: true
Session in the snapshot: 1000 objects, 40000 bytes
cache still holds 1000 entries
*/
