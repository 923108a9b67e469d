/**
 * title: Relay an OpenAI stream to the browser with server-sent events
 * description: Serve an endpoint that streams an OpenAI chat completion to the client as server-sent events, ready for EventSource.
 * category: services
 * check: serve --allow-env --allow-net
 * standin: openai
 * env: OPENAI_BASE_URL={standin}/v1
 * env: OPENAI_API_KEY=sk-test
 * keywords: openai, sse, server-sent events, EventSource, streaming, text/event-stream, npm:openai
 */

import OpenAI from "npm:openai@^7";

// The API key stays on the server: the browser talks to this endpoint, never to OpenAI. The
// client reads `OPENAI_API_KEY` and, in this example's check, `OPENAI_BASE_URL` pointing at a
// local stand-in.
const client = new OpenAI();

// Server-sent events are plain text over one long HTTP response: each event is a `data:` line
// followed by a blank line. JSON-encoding the text keeps newlines inside a token from breaking
// the format. A final `done` event tells the page to close its `EventSource`, which would
// otherwise reconnect when the response ends.
function sse(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`;
}

// For each request, start a streamed completion and copy every text delta into the response
// as it arrives. If the visitor leaves, `cancel` aborts the upstream request rather than
// reading tokens that nobody will see.
async function chat(question: string): Promise<Response> {
  const stream = await client.chat.completions.create({
    model: "gpt-5.4-mini",
    messages: [{ role: "user", content: question }],
    stream: true,
  });
  const body = new ReadableStream<string>({
    async start(controller) {
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) controller.enqueue(sse({ text }));
      }
      controller.enqueue(sse({}, "done"));
      controller.close();
    },
    cancel() {
      stream.controller.abort();
    },
  });
  return new Response(body.pipeThrough(new TextEncoderStream()), {
    headers: {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
    },
  });
}

// `GET /chat?q=...` streams the answer. In a page, `new EventSource("/chat?q=" + q)` receives
// each `message` event and appends `JSON.parse(event.data).text`.
Deno.serve((req) => {
  const url = new URL(req.url);
  const question = url.searchParams.get("q");
  if (url.pathname !== "/chat" || !question) {
    return new Response("Ask with /chat?q=...", { status: 400 });
  }
  return chat(question);
});

/* Output:
$ curl -s 'http://localhost:8000/chat?q=Why+use+SSE?'
data: {"text":"Stand-in "}

data: {"text":"reply "}

data: {"text":"to: "}

data: {"text":"Why "}

data: {"text":"use "}

data: {"text":"SSE?"}

event: done
data: {}

$ curl -s -w '%{http_code}\n' http://localhost:8000/
Ask with /chat?q=...400
*/
