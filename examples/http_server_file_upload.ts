/**
 * title: Receive file uploads in an HTTP server
 * description: Accept a multipart/form-data upload with request.formData() and save each file to disk.
 * category: http
 * check: run --allow-net=127.0.0.1 --allow-read --allow-write
 * keywords: multipart, form-data, upload, File, FormData, formData(), save file
 */

import { basename, join } from "jsr:@std/path@^1";

// Uploaded files go to their own folder. In a real app this would be a fixed
// path or object storage; a temporary folder keeps the demo tidy.
const uploads = await Deno.makeTempDir();
const maxBytes = 1024 * 1024;

// `req.formData()` parses a `multipart/form-data` body. File fields come back
// as `File` objects with a name, a type and the bytes; text fields as strings.
// The client chooses the file name, so keep only its last path segment before
// using it on disk. Bodies over the limit, or that do not state their size,
// are refused before any byte is read.
async function upload(req: Request): Promise<Response> {
  const length = Number(req.headers.get("content-length") ?? maxBytes + 1);
  if (length > maxBytes) return new Response("Too large", { status: 413 });
  const form = await req.formData();
  const saved = [];
  for (const [field, value] of form) {
    if (!(value instanceof File)) continue;
    const name = basename(value.name) || "upload.bin";
    await Deno.writeFile(join(uploads, name), value.stream());
    saved.push({ field, name, type: value.type, bytes: value.size });
  }
  return Response.json({ note: form.get("note"), saved }, { status: 201 });
}

const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  (req) => {
    const { pathname } = new URL(req.url);
    if (req.method === "POST" && pathname === "/upload") return upload(req);
    return new Response("Not found", { status: 404 });
  },
);

// Play the browser's part: `FormData` with a file becomes a multipart body,
// and `fetch` sets the `Content-Type` header with its boundary for you. From a
// shell, `curl -F 'photo=@cat.png' http://localhost:8000/upload` does the same.
const form = new FormData();
form.append("note", "holiday photos");
const text = new File(["Dear diary, it rained."], "../../diary.txt", {
  type: "text/plain",
});
form.append("doc", text);
const res = await fetch(`http://127.0.0.1:${server.addr.port}/upload`, {
  method: "POST",
  body: form,
});
console.log(res.status, await res.json());

// The file landed in the uploads folder under its cleaned-up name.
console.log(await Deno.readTextFile(join(uploads, "diary.txt")));
await server.shutdown();
await Deno.remove(uploads, { recursive: true });

/* Output:
201 {
  note: "holiday photos",
  saved: [
    { field: "doc", name: "diary.txt", type: "text/plain", bytes: 22 }
  ]
}
Dear diary, it rained.
*/
