/**
 * title: Work with file paths
 * description: Join, split, normalize and compare file paths with @std/path instead of string concatenation.
 * category: files
 * check: run
 * keywords: join, dirname, basename, extname, resolve, relative, normalize, parse, separator
 */

// `@std/path` picks POSIX or Windows rules from the operating system it runs
// on. This example imports the `posix` flavour so it prints the same
// everywhere; in your own code, import from `jsr:@std/path@^1` to follow the
// host's rules.
import * as path from "jsr:@std/path@^1/posix";

// `join` puts segments together with the right separator and cleans up the
// result, so doubled slashes and `..` segments do not leak into the path.
const logs = path.join("/var", "app/", "../log", "server.log");
console.log(logs);

// Take a path apart. `extname` includes the dot and only looks at the last
// one; `basename` can drop a known suffix.
const file = "/home/ada/photos/cat.tar.gz";
console.log(path.dirname(file));
console.log(path.basename(file));
console.log(path.extname(file));
console.log(path.basename(file, ".tar.gz"));

// `parse` gives all parts at once, and `format` builds a path from parts. Here
// it swaps the extension of a file.
const parts = path.parse("/srv/site/index.md");
console.log(parts);
console.log(path.format({ dir: parts.dir, name: parts.name, ext: ".html" }));

// `resolve` works like a sequence of `cd` commands and returns an absolute
// path; `relative` gives the route from one path to another.
console.log(path.resolve("/srv/site", "assets", "../img/logo.png"));
console.log(path.relative("/srv/site/blog", "/srv/site/img/logo.png"));

// `normalize` tidies a path without touching the disk, and `isAbsolute` tells
// whether a path depends on the current directory.
console.log(path.normalize("./docs//guide/../api/"));
console.log(path.isAbsolute("docs/api"), path.isAbsolute("/docs/api"));

/* Output:
/var/log/server.log
/home/ada/photos
cat.tar.gz
.gz
cat
{
  root: "/",
  dir: "/srv/site",
  base: "index.md",
  ext: ".md",
  name: "index"
}
/srv/site/index.html
/srv/site/img/logo.png
../img/logo.png
docs/api/
false true
*/
