/**
 * title: Build and read form data
 * description: Create FormData with fields and files, see how it is encoded for a request, and parse form bodies back with formData().
 * category: web-apis
 * check: run
 * keywords: FormData, multipart/form-data, application/x-www-form-urlencoded, URLSearchParams, File, Blob, formData()
 */

// `FormData` holds what an HTML form would submit: text fields, repeated
// fields and files. `append` adds another value under a name; `set` replaces.
const form = new FormData();
form.append("name", "Ada");
form.append("tags", "math");
form.append("tags", "engines");
form.append(
  "avatar",
  new File(["<svg/>"], "ada.svg", { type: "image/svg+xml" }),
);
console.log(form.get("name"), form.getAll("tags"));

// As a request body it becomes `multipart/form-data`, and the content type
// carries the boundary that separates the parts. `fetch(url, { method:
// "POST", body: form })` sends exactly this; never set that header by hand,
// or the boundary goes missing.
const request = new Request("https://example.com/profile", {
  method: "POST",
  body: form,
});
console.log(request.headers.get("content-type")?.split(";")[0]);

// On the receiving side, `formData()` parses the body back. Text fields come
// out as strings and files as `File` objects with their name, type and bytes.
const received = await request.formData();
for (const [key, value] of received) {
  const shown = value instanceof File
    ? `file ${value.name} (${value.type}, ${value.size} bytes)`
    : value;
  console.log(`${key}: ${shown}`);
}

// Forms without files are usually sent URL-encoded. `URLSearchParams` makes
// that body, and `formData()` reads it just the same.
const urlencoded = new Request("https://example.com/search", {
  method: "POST",
  body: new URLSearchParams({ q: "deno & node", page: "2" }),
});
console.log(urlencoded.headers.get("content-type"));
console.log(await urlencoded.clone().text());
console.log(Object.fromEntries(await urlencoded.formData()));

/* Output:
Ada [ "math", "engines" ]
multipart/form-data
name: Ada
tags: math
tags: engines
avatar: file ada.svg (image/svg+xml, 6 bytes)
application/x-www-form-urlencoded;charset=UTF-8
q=deno+%26+node&page=2
{ q: "deno & node", page: "2" }
*/
