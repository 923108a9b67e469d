/**
 * title: Stream Claude's reply to a web page with server-sent events
 * description: Serve a page and an endpoint that forwards Claude's streamed text to the browser as server-sent events, using the Anthropic SDK's stream helper.
 * category: services
 * check: serve --allow-env --allow-net
 * standin: anthropic
 * env: ANTHROPIC_BASE_URL={standin}
 * env: ANTHROPIC_API_KEY=sk-ant-test
 * keywords: anthropic, claude, sse, server-sent events, EventSource, streaming, npm:@anthropic-ai/sdk
 */

import Anthropic from "npm:@anthropic-ai/sdk@^1";

// The key stays on the server, where the client reads `ANTHROPIC_API_KEY` (and, in this
// example's check, `ANTHROPIC_BASE_URL` pointing at a local stand-in).
const anthropic = new Anthropic();

// The page opens an `EventSource`, appends the text of each message event, and closes the
// connection on the `done` event (an `EventSource` would otherwise reconnect when the
// response ends).
const page = `<!doctype html>
<p id="answer"></p>
<script>
  const source = new EventSource("/ask?q=" + encodeURIComponent("What is Deno?"));
  source.onmessage = (e) => answer.textContent += JSON.parse(e.data).text;
  source.addEventListener("done", () => source.close());
</script>`;

// `messages.stream()` returns a helper that emits a `text` event for each piece of text. Each
// one is written as an SSE `data:` line plus a blank line, JSON-encoded so newlines in the text
// cannot end an event early. When Claude is done, `finalMessage()` resolves and the stream is
// closed. If the browser goes away, `cancel` aborts the request to Anthropic.
function ask(question: string): Response {
  const encoder = new TextEncoder();
  const claude = anthropic.messages.stream({
    model: "claude-sonnet-5-5",
    max_tokens: 1024,
    messages: [{ role: "user", content: question }],
  });
  const body = new ReadableStream({
    async start(controller) {
      claude.on("text", (text) => {
        controller.enqueue(
          encoder.encode(`data: ${JSON.stringify({ text })}\n\n`),
        );
      });
      const final = await claude.finalMessage();
      const done = { stop_reason: final.stop_reason };
      controller.enqueue(
        encoder.encode(`event: done\ndata: ${JSON.stringify(done)}\n\n`),
      );
      controller.close();
    },
    cancel() {
      claude.abort();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
    },
  });
}

// Two routes: the page, and the stream it listens to.
Deno.serve((req) => {
  const url = new URL(req.url);
  if (url.pathname === "/ask") return ask(url.searchParams.get("q") ?? "Hello");
  return new Response(page, { headers: { "content-type": "text/html" } });
});

/* Output:
$ curl -s 'http://localhost:8000/ask?q=Hi+Claude'
data: {"text":"Stand-in "}

data: {"text":"reply "}

data: {"text":"to: "}

data: {"text":"Hi "}

data: {"text":"Claude"}

event: done
data: {"stop_reason":"end_turn"}

$ curl -s -o /dev/null -w '%{http_code}\n' http://localhost:8000/
200
*/
