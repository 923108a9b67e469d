/**
 * Stand-in for an OpenTelemetry collector, used by the `otel_*` examples.
 *
 * Imitates the OTLP/HTTP receiver endpoints that Deno's built-in exporter
 * (`OTEL_DENO=true`, deno 2.9.6) posts to:
 *   POST /v1/traces, /v1/metrics, /v1/logs
 * Requests in `application/x-protobuf` (Deno's default) or `application/json`
 * (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`) are accepted and answered with an
 * empty export response in the same encoding, as a collector does on success.
 * Nothing is stored; one line per request goes to stderr.
 */

Deno.serve(async (req) => {
  const { pathname } = new URL(req.url);
  const signal = pathname.match(/^\/v1\/(traces|metrics|logs)$/)?.[1];
  if (req.method !== "POST" || !signal) {
    return new Response("not found", { status: 404 });
  }
  const body = await req.arrayBuffer();
  const type = req.headers.get("content-type") ?? "";
  console.error(`received ${signal}: ${body.byteLength} bytes of ${type}`);
  return type.includes("json")
    ? Response.json({})
    : new Response(new Uint8Array(0), {
      headers: { "content-type": "application/x-protobuf" },
    });
});
