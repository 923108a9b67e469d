/**
 * title: Push events to the browser with server-sent events
 * description: Stream a series of events over one HTTP response with ServerSentEventStream, with ids so a reconnecting client resumes where it left off.
 * category: http
 * check: serve --allow-net
 * keywords: sse, server-sent events, EventSource, text/event-stream, push, Last-Event-ID, ServerSentEventStream
 */

import {
  type ServerSentEventMessage,
  ServerSentEventStream,
} from "jsr:@std/http@^1/server-sent-event-stream";

// The events to send: build steps, one every 100 ms. Each one has an `id`; a
// browser's `EventSource` remembers the last id it saw.
const steps = ["checkout", "install", "test", "deploy"];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

// When the connection drops, `EventSource` reconnects by itself and sends the
// last id in the `Last-Event-ID` header, so the server can skip what the
// client already has. If the client goes away, Deno cancels the stream, and
// `cancel` stops the loop.
function buildEvents(req: Request): ReadableStream<ServerSentEventMessage> {
  const lastId = Number(req.headers.get("last-event-id") ?? -1);
  let cancelled = false;
  return new ReadableStream({
    async start(controller) {
      for (let id = lastId + 1; id < steps.length && !cancelled; id++) {
        controller.enqueue({ id, event: "step", data: steps[id] });
        await wait(100);
      }
      if (cancelled) return;
      controller.enqueue({ event: "done", data: "all steps finished" });
      controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
}

// `ServerSentEventStream` turns message objects into the `text/event-stream`
// wire format. In a page, `new EventSource("/build")` with an
// `addEventListener("step", ...)` receives each event as it arrives.
Deno.serve((req) => {
  if (new URL(req.url).pathname !== "/build") {
    return new Response("Not found\n", { status: 404 });
  }
  const body = buildEvents(req).pipeThrough(new ServerSentEventStream());
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
    },
  });
});

/* Output:
$ curl http://localhost:8000/build
event:step
data:checkout
id:0

event:step
data:install
id:1

event:step
data:test
id:2

event:step
data:deploy
id:3

event:done
data:all steps finished
$ curl -H 'Last-Event-ID: 2' http://localhost:8000/build
event:step
data:deploy
id:3

event:done
data:all steps finished
*/
