/**
 * title: Look up and parse MIME types
 * description: Find the Content-Type for a file extension, the extension for a media type, and parse Content-Type headers with @std/media-types.
 * category: encoding
 * check: run
 * keywords: mime type, media type, content-type, file extension, charset, parseMediaType, typeByExtension
 */
import { contentType } from "jsr:@std/media-types@^1/content-type";
import { extension } from "jsr:@std/media-types@^1/extension";
import { allExtensions } from "jsr:@std/media-types@^1/all-extensions";
import { typeByExtension } from "jsr:@std/media-types@^1/type-by-extension";
import { parseMediaType } from "jsr:@std/media-types@^1/parse-media-type";
import { getCharset } from "jsr:@std/media-types@^1/get-charset";
import { extname } from "jsr:@std/path@^1/extname";

// A file server must send a `Content-Type` for each file. `typeByExtension`
// maps an extension (with or without the dot) to its media type, and
// `contentType` gives the full header value, adding `charset=UTF-8` for
// text-based types. Both return `undefined` for an unknown or missing
// extension; `application/octet-stream` is the usual fallback.
console.log(typeByExtension("png"), typeByExtension(".md"));
const files = ["index.html", "app.js", "logo.svg", "data.json", "Makefile"];
for (const file of files) {
  const type = contentType(extname(file)) ?? "application/octet-stream";
  console.log(`${file.padEnd(10)} ${type}`);
}

// The reverse, for saving an upload or a download under a sensible name:
// `extension` gives the usual extension of a media type, `allExtensions`
// every known one.
console.log(extension("image/jpeg"), allExtensions("image/jpeg"));
console.log(
  extension(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ),
);

// `Content-Type` headers can carry parameters. `parseMediaType` splits one
// into the lowercased type and a record of parameters, and `getCharset`
// reads the charset, falling back to UTF-8 for types that are text.
const header = "Multipart/Form-Data; boundary=----abc123";
console.log(parseMediaType(header));
console.log(
  getCharset("text/plain; charset=ISO-8859-1"),
  getCharset("application/json"),
);

/* Output:
image/png text/markdown
index.html text/html; charset=UTF-8
app.js     text/javascript; charset=UTF-8
logo.svg   image/svg+xml
data.json  application/json; charset=UTF-8
Makefile   application/octet-stream
jpeg [ "jpeg", "jpg", "jpe" ]
xlsx
[ "multipart/form-data", { boundary: "----abc123" } ]
ISO-8859-1 UTF-8
*/
