/**
 * title: Trace your own code with OpenTelemetry spans
 * description: Create nested spans with attributes, events and error status using the OpenTelemetry API, and let Deno's built-in exporter send them to a collector.
 * category: opentelemetry
 * check: run
 * standin: otel
 * env: OTEL_DENO=true
 * env: OTEL_SERVICE_NAME=shop
 * env: OTEL_EXPORTER_OTLP_ENDPOINT={standin}
 * keywords: opentelemetry, otel, tracing, spans, startActiveSpan, observability, OTEL_DENO
 */

import { SpanStatusCode, trace } from "npm:@opentelemetry/api@^1";

// Deno has an OpenTelemetry SDK built in. With `OTEL_DENO=true` it collects spans, metrics
// and logs and sends them over OTLP/HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` (by default
// `localhost:4318`); this example's check points it at a local stand-in collector. Your code
// only needs the vendor-neutral API package, from which it gets a tracer.
const tracer = trace.getTracer("checkout", "1.0.0");

// `startActiveSpan` starts a span and makes it the current one while the callback runs, so a
// span started inside becomes its child in the same trace. Attributes describe the work;
// events mark moments within it. A span must be ended, hence the `finally`.
async function checkout(orderId: string, prices: number[]): Promise<number> {
  return await tracer.startActiveSpan("checkout", async (span) => {
    span.setAttributes({ "order.id": orderId, "order.items": prices.length });
    try {
      const total = prices.reduce((a, b) => a + b, 0);
      span.addEvent("cart priced", { "order.total": total });
      await tracer.startActiveSpan("charge card", async (charge) => {
        try {
          console.log(`charging ${total} for order ${orderId}`);
          await new Promise((resolve) => setTimeout(resolve, 20)); // the payment call
          if (total > 100) throw new Error("card declined");
        } finally {
          charge.end();
        }
      });
      return total;
    } catch (error) {
      // Failures are recorded on the span, so they show up in the trace view.
      span.recordException(error as Error);
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: (error as Error).message,
      });
      throw error;
    } finally {
      span.end();
    }
  });
}

// Two orders, one of which fails. `console.log` output is exported as log records too, and a
// line printed inside a span (like "charging ...") carries that span's trace id, which links
// the logs to the trace. Deno sends whatever is still buffered when the program exits.
for (const [id, prices] of [["A-1", [12.5, 30]], ["A-2", [80, 45]]] as const) {
  try {
    const total = await checkout(id, [...prices]);
    console.log(`order ${id}: charged ${total}`);
  } catch (error) {
    console.log(`order ${id} failed: ${(error as Error).message}`);
  }
}

/* Output:
charging 42.5 for order A-1
order A-1: charged 42.5
charging 125 for order A-2
order A-2 failed: card declined
*/
