/**
 * title: Export and import between modules
 * description: Share code between files with named and default exports, re-exports and namespace imports, and load a module at run time with import().
 * category: basics
 * check: run --allow-write --allow-read
 * keywords: modules, esm, import, export, default export, re-export, dynamic import, import(), relative import
 */

import { join } from "jsr:@std/path@^1/join";
import { toFileUrl } from "jsr:@std/path@^1/to-file-url";

// In a project, modules are files side by side, and this file would start with a static
// `import { Circle } from "./geometry/index.ts";`. An example served from a URL cannot bring
// files along, so it writes a small `geometry` package into a temporary directory and loads it
// with `import()` at the end. The files below are what you would have on disk.
const dir = await Deno.makeTempDir();
const files: Record<string, string> = {
  // A module shares what it marks with `export`; everything else stays private to the file.
  // One `export default` per module is allowed, for its main thing.
  "circle.ts": `
const square = (n: number) => n * n;
export function area(radius: number): number {
  return Math.PI * square(radius);
}
export default class Circle {
  constructor(readonly radius: number) {}
  get area(): number { return area(this.radius); }
}
`,
  "rect.ts": `
export const area = (width: number, height: number): number => width * height;
`,
  // Relative imports name the file with its extension. `export ... from` re-exports without a
  // local name; `as` renames, so the two `area` functions do not clash; `* as` groups a whole
  // module under one name.
  "index.ts": `
import Circle from "./circle.ts";
export { Circle };
export { area as circleArea } from "./circle.ts";
export * as rect from "./rect.ts";
export default function describe(shape: Circle): string {
  return "circle of radius " + shape.radius;
}
`,
};
for (const [name, code] of Object.entries(files)) {
  await Deno.writeTextFile(join(dir, name), code);
}

// `import()` takes a URL (turn a path into one with `toFileUrl()`) and returns a promise of the
// module's namespace: an object with one property per export, `default` included. A dynamically
// imported local file needs `--allow-read`. TypeScript cannot see the file's types here, so the
// shape is declared by hand.
type Geometry = {
  Circle: new (radius: number) => { radius: number; area: number };
  circleArea: (radius: number) => number;
  rect: { area: (width: number, height: number) => number };
  default: (shape: { radius: number }) => string;
};
const url = toFileUrl(join(dir, "index.ts")).href;
const geometry: Geometry = await import(url);
console.log(Object.keys(geometry).sort());

const wheel = new geometry.Circle(2);
console.log(geometry.default(wheel), wheel.area.toFixed(2));
console.log(geometry.circleArea(1).toFixed(5), geometry.rect.area(3, 4));

// A module runs once. Importing it again, from anywhere in the program, gives back the same
// namespace object, so module-level state is shared rather than copied.
console.log("same module:", (await import(url)) === geometry);
await Deno.remove(dir, { recursive: true });

/* Output:
[ "Circle", "circleArea", "default", "rect" ]
circle of radius 2 12.57
3.14159 12
same module: true
*/
