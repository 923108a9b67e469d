/**
 * title: Record custom metrics with OpenTelemetry
 * description: Count events, record durations in a histogram and track a level with an up-down counter, exported by Deno's built-in OpenTelemetry support.
 * category: opentelemetry
 * check: run
 * standin: otel
 * env: OTEL_DENO=true
 * env: OTEL_SERVICE_NAME=image-resizer
 * env: OTEL_EXPORTER_OTLP_ENDPOINT={standin}
 * keywords: opentelemetry, otel, metrics, counter, histogram, gauge, meter, observability, OTEL_DENO
 */

import { metrics } from "npm:@opentelemetry/api@^1";

// With `OTEL_DENO=true`, Deno's built-in SDK collects the metrics made through the standard
// `@opentelemetry/api` package and exports them over OTLP/HTTP to
// `OTEL_EXPORTER_OTLP_ENDPOINT` (a local stand-in collector in this example's check). A meter
// is named after the part of the program that owns its instruments.
const meter = metrics.getMeter("resizer", "1.0.0");

// Three kinds of instrument. A counter only goes up (images resized); a histogram records a
// distribution (how long each took), from which a backend draws percentiles; an up-down counter
// goes both ways, which suits a level such as the number of images waiting.
const resized = meter.createCounter("resize.images", {
  description: "Images resized",
});
const duration = meter.createHistogram("resize.duration", {
  description: "Time to resize one image",
  unit: "ms",
});
const waiting = meter.createUpDownCounter("resize.queue_length", {
  description: "Images waiting to be resized",
});

// Attributes split a metric into series, here by output format and by outcome. Keep their
// values to a small fixed set: each distinct combination is a separate series to store.
const work: [string, string, number][] = [
  ["a.png", "webp", 42],
  ["b.png", "avif", 95],
  ["c.png", "webp", 38],
];
waiting.add(work.length);
for (const [file, format, ms] of work) {
  const outcome = ms > 90 ? "slow" : "ok";
  resized.add(1, { format, outcome });
  duration.record(ms, { format });
  waiting.add(-1);
  console.log(`${file} -> ${format} in ${ms} ms (${outcome})`);
}

// Deno sends the collected metrics when the program exits, so there is nothing to flush by
// hand. A backend would now show 2 `webp` and 1 `avif` image, their durations, and an empty
// queue.
console.log(`done: ${work.length} images`);

/* Output:
a.png -> webp in 42 ms (ok)
b.png -> avif in 95 ms (slow)
c.png -> webp in 38 ms (ok)
done: 3 images
*/
