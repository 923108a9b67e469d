/**
 * Stand-in for the Anthropic API, used by the `anthropic_*` examples.
 *
 * Imitates one endpoint, with request and response shapes taken from the type
 * declarations of `npm:@anthropic-ai/sdk` 1.14.0 (`Message`, `TextBlock`,
 * `ToolUseBlock`, `RawMessageStreamEvent`, `MessageCreateParams`):
 *   POST /v1/messages  a JSON `message`, or with `stream: true` server-sent
 *                      events: message_start, content_block_start,
 *                      content_block_delta, content_block_stop, message_delta
 *                      and message_stop
 *
 * There is no language model behind it. Replies follow fixed rules so the
 * examples print the same thing on every run:
 *   - `tool_result` blocks in the last user message: a reply that quotes them
 *   - `output_config.format` of type `json_schema`: a JSON object of that
 *     schema, filled with names and numbers found in the user's message
 *   - `tools` given: a `tool_use` block for the first tool, input filled the
 *     same way
 *   - a system prompt with several lines: the line sharing most words with the
 *     question (a crude "answer from the context")
 *   - anything else: a reply that quotes the question
 * API keys are not checked.
 */

import { bestLine, facts, fill, type Json, words } from "./_replies.ts";
type Block = { type: string; text?: string; content?: unknown };
type Message = { role: string; content: string | Block[] };

const usageBase = {
  cache_creation: null,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
  inference_geo: null,
  output_tokens_details: null,
  server_tool_use: null,
  service_tier: "standard",
  speed: null,
};

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((b: Block) => b.type === "text" ? b.text ?? "" : "")
    .join("");
}

// Capitalised phrases (names), and the numbers, in the order they appear.
type Reply =
  | { kind: "text"; text: string }
  | { kind: "tool"; name: string; input: unknown };

function reply(body: Json): Reply {
  const messages = (body.messages ?? []) as Message[];
  const last = messages.at(-1);
  const blocks = Array.isArray(last?.content) ? last.content : [];
  const results = blocks.filter((b) => b.type === "tool_result");
  if (results.length > 0) {
    const quoted = results.map((b) => textOf(b.content)).join("; ");
    return { kind: "text", text: `The tools returned: ${quoted}` };
  }
  const question = last?.role === "user" ? textOf(last.content) : "";
  const format = (body.output_config as Json | undefined)?.format as
    | Json
    | undefined;
  if (format?.type === "json_schema") {
    const value = fill(format.schema as Json, facts(question));
    return { kind: "text", text: JSON.stringify(value) };
  }
  const tools = (body.tools ?? []) as Json[];
  if (tools.length > 0) {
    const tool = tools[0];
    const input = fill((tool.input_schema ?? {}) as Json, facts(question));
    return { kind: "tool", name: String(tool.name), input };
  }
  const system = textOf(body.system);
  const line = system.includes("\n") ? bestLine(system, question) : undefined;
  if (line) return { kind: "text", text: `From the context: ${line}` };
  return { kind: "text", text: `Stand-in reply to: ${question}` };
}

function contentBlock(r: Reply) {
  return r.kind === "text" ? { type: "text", text: r.text, citations: null } : {
    type: "tool_use",
    id: "toolu_standin_1",
    name: r.name,
    input: r.input,
    caller: { type: "direct" },
  };
}

function message(body: Json, content: unknown[], r: Reply, output: number) {
  return {
    id: "msg_standin",
    type: "message",
    role: "assistant",
    model: body.model,
    container: null,
    diagnostics: null,
    content,
    stop_details: null,
    stop_reason: content.length === 0
      ? null
      : r.kind === "text"
      ? "end_turn"
      : "tool_use",
    stop_sequence: null,
    usage: {
      ...usageBase,
      input_tokens: words(JSON.stringify(body.messages ?? "")).length,
      output_tokens: output,
    },
  };
}

function outputTokens(r: Reply): number {
  return words(r.kind === "text" ? r.text : JSON.stringify(r.input)).length;
}

function create(body: Json): Response {
  const r = reply(body);
  return Response.json(message(body, [contentBlock(r)], r, outputTokens(r)));
}

function createStream(body: Json): Response {
  const r = reply(body);
  const events: [string, Json][] = [
    ["message_start", {
      type: "message_start",
      message: message(body, [], r, 1),
    }],
  ];
  const start = r.kind === "text"
    ? { type: "text", text: "", citations: null }
    : { ...contentBlock(r), input: {} };
  events.push(["content_block_start", {
    type: "content_block_start",
    index: 0,
    content_block: start,
  }]);
  const pieces = r.kind === "text"
    ? (r.text.match(/\S+\s*/g) ?? []).map((text) => ({
      type: "text_delta",
      text,
    }))
    : [{ type: "input_json_delta", partial_json: JSON.stringify(r.input) }];
  for (const delta of pieces) {
    events.push(["content_block_delta", {
      type: "content_block_delta",
      index: 0,
      delta,
    }]);
  }
  events.push(["content_block_stop", { type: "content_block_stop", index: 0 }]);
  events.push(["message_delta", {
    type: "message_delta",
    delta: {
      container: null,
      stop_details: null,
      stop_reason: r.kind === "text" ? "end_turn" : "tool_use",
      stop_sequence: null,
    },
    usage: {
      cache_creation_input_tokens: null,
      cache_read_input_tokens: null,
      input_tokens: null,
      output_tokens: outputTokens(r),
      output_tokens_details: null,
      server_tool_use: null,
    },
  }]);
  events.push(["message_stop", { type: "message_stop" }]);
  const encoder = new TextEncoder();
  const stream = new ReadableStream({
    async start(controller) {
      for (const [event, data] of events) {
        controller.enqueue(
          encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        );
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      controller.close();
    },
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream" },
  });
}

Deno.serve(async (req) => {
  const { pathname } = new URL(req.url);
  if (req.method === "POST" && pathname === "/v1/messages") {
    const body = await req.json() as Json;
    return body.stream ? createStream(body) : create(body);
  }
  return Response.json({
    type: "error",
    error: { type: "not_found_error", message: `no stand-in for ${pathname}` },
  }, { status: 404 });
});
