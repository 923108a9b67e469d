/**
 * title: Convert between file URLs and paths
 * description: Turn file paths into file:// URLs and back with @std/path, including spaces, special characters and Windows drives.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: toFileUrl, fromFileUrl, file://, import.meta.url, import.meta.dirname, pathname, percent-encoding
 */

// `toFileUrl` turns an absolute path into a `URL`, percent-encoding characters
// that would otherwise change its meaning (a space, `#`, `%`). The `posix` and
// `windows` modules apply one platform's rules everywhere; the plain imports
// follow the system the program runs on.
import { fromFileUrl } from "jsr:@std/path@^1/from-file-url";
import { join } from "jsr:@std/path@^1/join";
import { toFileUrl } from "jsr:@std/path@^1/to-file-url";
import * as posix from "jsr:@std/path@^1/posix";
import * as windows from "jsr:@std/path@^1/windows";

const unixUrl = posix.toFileUrl("/home/ada/my notes/#1 100%.txt");
console.log(unixUrl.href);
console.log(windows.toFileUrl("C:\\Users\\Ada\\report.txt").href);

// `fromFileUrl` decodes it again. Reading `.pathname` yourself is a common
// bug: it keeps the `%20` escapes, and on Windows it also keeps a leading
// slash before the drive letter.
console.log(posix.fromFileUrl(unixUrl));
console.log(unixUrl.pathname);
console.log(windows.fromFileUrl("file:///C:/Users/Ada/report.txt"));

// Relative URLs resolve against a base the way links in a web page do, so a
// directory URL must end with `/`. Without it, the last segment is treated as a
// file and replaced.
console.log(new URL("config.json", "file:///srv/app/").href);
console.log(new URL("config.json", "file:///srv/app").href);

// Deno's file APIs take a `URL` wherever they take a path. This writes through
// a URL and reads the same file back through the decoded path.
const dir = await Deno.makeTempDir();
const fileUrl = toFileUrl(join(dir, "hello world.txt"));
await Deno.writeTextFile(fileUrl, "same file either way");
console.log(await Deno.readTextFile(fromFileUrl(fileUrl)));
await Deno.remove(dir, { recursive: true });

// The module's own location works the same way: `import.meta.url` is a URL,
// and for a local script `import.meta.filename` and `import.meta.dirname` hold
// the decoded paths. When the script is loaded over `https:`, those two are
// `undefined`, so code meant to run both ways resolves against the URL.
const beside = new URL("data.json", import.meta.url);
console.log(`next to this script: ${beside.href.endsWith("/data.json")}`);

/* Output:
file:///home/ada/my%20notes/%231%20100%25.txt
file:///C:/Users/Ada/report.txt
/home/ada/my notes/#1 100%.txt
/home/ada/my%20notes/%231%20100%25.txt
C:\Users\Ada\report.txt
file:///srv/app/config.json
file:///srv/config.json
same file either way
next to this script: true
*/
