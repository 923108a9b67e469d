/**
 * Stand-in for Amazon S3, used by the `s3_upload` example.
 *
 * Imitates path-style object requests of the S3 REST API, just enough for
 * `npm:@aws-sdk/client-s3` 3.1175.0 (request and response shapes as in that package's
 * `PutObjectCommand`, `HeadObjectCommand` and `GetObjectCommand` types):
 *   PUT  /<bucket>/<key>  store the body, reply with an ETag
 *   HEAD /<bucket>/<key>  reply with Content-Length, Content-Type, ETag, metadata
 *   GET  /<bucket>/<key>  reply with the stored body and the same headers
 * Request signatures are not checked. Objects are kept in memory.
 */
import { createHash } from "node:crypto";

type StoredObject = { body: Uint8Array<ArrayBuffer>; headers: Headers };
const objects = new Map<string, StoredObject>();

function notFound(method: string): Response {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>`;
  return new Response(method === "HEAD" ? null : xml, {
    status: 404,
    headers: { "content-type": "application/xml" },
  });
}

Deno.serve(async (req) => {
  const path = decodeURIComponent(new URL(req.url).pathname);
  if (req.method === "PUT") {
    const body = new Uint8Array(await req.arrayBuffer());
    const etag = `"${createHash("md5").update(body).digest("hex")}"`;
    const headers = new Headers({
      "content-type": req.headers.get("content-type") ??
        "application/octet-stream",
      "content-length": String(body.byteLength),
      "etag": etag,
      "last-modified": new Date().toUTCString(),
    });
    for (const [name, value] of req.headers) {
      if (name.startsWith("x-amz-meta-")) headers.set(name, value);
    }
    objects.set(path, { body, headers });
    return new Response(null, { headers: { etag } });
  }
  if (req.method === "GET" || req.method === "HEAD") {
    const object = objects.get(path);
    if (!object) return notFound(req.method);
    return new Response(req.method === "HEAD" ? null : object.body, {
      headers: object.headers,
    });
  }
  return new Response("not implemented", { status: 501 });
});
