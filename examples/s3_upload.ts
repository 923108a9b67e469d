/**
 * title: Upload a file to Amazon S3
 * description: Upload a local file to an S3 bucket with the AWS SDK, then read back its size, type and metadata.
 * category: services
 * check: run --allow-env --allow-sys=osRelease --allow-net=127.0.0.1 --allow-read --allow-write
 * standin: s3
 * env: AWS_ENDPOINT_URL={standin}
 * env: AWS_REGION=us-east-1
 * env: AWS_ACCESS_KEY_ID=test-key
 * env: AWS_SECRET_ACCESS_KEY=test-secret
 * keywords: aws, s3, bucket, object storage, PutObjectCommand, npm:@aws-sdk/client-s3
 */

import {
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "npm:@aws-sdk/client-s3@^3";

// With no options, `S3Client` takes its region and credentials from the standard AWS
// environment variables (`AWS_REGION`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`), and
// `AWS_ENDPOINT_URL` points it at any S3-compatible server instead of AWS, which is how this
// example's check runs it against a local stand-in. The SDK reads many variables and the OS
// release, hence `--allow-env` and `--allow-sys=osRelease`.
const s3 = new S3Client();

// A file to upload. Here the program makes one; normally it is already on disk.
const dir = await Deno.makeTempDir();
const path = `${dir}/report.csv`;
await Deno.writeTextFile(path, "month,visits\n2026-10,1200\n2026-11,1450\n");

// `PutObjectCommand` uploads one object in a single request. `ContentType` is what S3 sends
// back as the `Content-Type` header when the object is downloaded, and `Metadata` stores
// your own key-value pairs with it. The returned `ETag` identifies this version of the content.
const bucket = "my-reports";
const key = "2026/11/report.csv";
const uploaded = await s3.send(
  new PutObjectCommand({
    Bucket: bucket,
    Key: key,
    Body: await Deno.readFile(path),
    ContentType: "text/csv",
    Metadata: { source: "deno-example" },
  }),
);
console.log("uploaded", key, "etag", uploaded.ETag);

// `HeadObjectCommand` fetches an object's details without downloading its body, a cheap way to
// confirm that the upload arrived intact.
const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
console.log("size:", head.ContentLength, "bytes");
console.log("type:", head.ContentType);
console.log("metadata:", head.Metadata);

await Deno.remove(dir, { recursive: true });

/* Output:
uploaded 2026/11/report.csv etag "3a4aa620b41447769d6a1eabf31d31bf"
size: 39 bytes
type: text/csv
metadata: { source: "deno-example" }
*/
