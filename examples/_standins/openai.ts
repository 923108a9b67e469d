/**
 * Stand-in for the OpenAI API, used by the `openai_*` examples.
 *
 * Imitates two endpoints, with request and response shapes taken from the type
 * declarations of `npm:openai` 7.59.0 (`ChatCompletion`, `ChatCompletionChunk`,
 * `ChatCompletionCreateParams`, `CreateEmbeddingResponse`):
 *   POST /v1/chat/completions  a JSON `chat.completion`, or with `stream: true` a
 *                              server-sent event stream of `chat.completion.chunk`
 *                              objects that ends with `data: [DONE]`
 *   POST /v1/embeddings        embeddings as float arrays, or base64 when the
 *                              request asks for `encoding_format: "base64"`
 *
 * There is no language model behind it. Replies follow fixed rules so the
 * examples print the same thing on every run:
 *   - tool results after the last user message: a reply that quotes them
 *   - `response_format` of type `json_schema`: a JSON object of that schema,
 *     filled with names and numbers found in the user's message
 *   - `tools` given: a call of the first tool, arguments filled the same way
 *   - a system message with several lines: the line sharing most words with
 *     the question (a crude "answer from the context")
 *   - anything else: a reply that quotes the question
 * Embeddings hash the (crudely stemmed) words of each input into a
 * 256-dimension unit vector, so texts sharing words get similar vectors. API
 * keys are not checked.
 */

import { bestLine, facts, fill, type Json, stems, words } from "./_replies.ts";
type ChatMessage = {
  role: string;
  content?: string | { type: string; text?: string }[] | null;
  tool_calls?: { function: { name: string } }[];
  tool_call_id?: string;
};

const created = 1764374400;

function text(content: ChatMessage["content"]): string {
  if (typeof content === "string") return content;
  return (content ?? []).map((part) => part.text ?? "").join("");
}

type Reply =
  | { kind: "text"; content: string }
  | { kind: "tool"; name: string; args: string };

function reply(body: Json): Reply {
  const messages = (body.messages ?? []) as ChatMessage[];
  const lastUser = messages.findLastIndex((m) => m.role === "user");
  const question = lastUser >= 0 ? text(messages[lastUser].content) : "";
  const toolResults = messages.slice(lastUser + 1).filter((m) =>
    m.role === "tool"
  );
  if (toolResults.length > 0) {
    const results = toolResults.map((m) => text(m.content)).join("; ");
    return { kind: "text", content: `The tools returned: ${results}` };
  }
  const format = body.response_format as Json | undefined;
  if (format?.type === "json_schema") {
    const schema = (format.json_schema as Json).schema as Json;
    return {
      kind: "text",
      content: JSON.stringify(fill(schema, facts(question))),
    };
  }
  const tools = (body.tools ?? []) as { function: Json }[];
  if (tools.length > 0 && body.tool_choice !== "none") {
    const fn = tools[0].function;
    const args = fill((fn.parameters ?? {}) as Json, facts(question));
    return { kind: "tool", name: String(fn.name), args: JSON.stringify(args) };
  }
  const system = messages.filter((m) => m.role === "system").map((m) =>
    text(m.content)
  ).join("\n");
  const line = system.includes("\n") ? bestLine(system, question) : undefined;
  if (line) return { kind: "text", content: `From the context: ${line}` };
  return { kind: "text", content: `Stand-in reply to: ${question}` };
}

function usage(body: Json, output: string) {
  const prompt = words(JSON.stringify(body.messages ?? "")).length;
  const completion = words(output).length;
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
  };
}

function chatCompletion(body: Json): Response {
  const r = reply(body);
  const message = r.kind === "text"
    ? { role: "assistant", content: r.content, refusal: null }
    : {
      role: "assistant",
      content: null,
      refusal: null,
      tool_calls: [{
        id: "call_standin_1",
        type: "function",
        function: { name: r.name, arguments: r.args },
      }],
    };
  return Response.json({
    id: "chatcmpl-standin",
    object: "chat.completion",
    created,
    model: body.model,
    choices: [{
      index: 0,
      message,
      logprobs: null,
      finish_reason: r.kind === "text" ? "stop" : "tool_calls",
    }],
    usage: usage(body, r.kind === "text" ? r.content : r.args),
  });
}

function chatCompletionStream(body: Json): Response {
  const r = reply(body);
  const base = {
    id: "chatcmpl-standin",
    object: "chat.completion.chunk",
    created,
    model: body.model,
  };
  const chunks: Json[] = [{
    ...base,
    choices: [{
      index: 0,
      delta: { role: "assistant", content: "" },
      finish_reason: null,
    }],
  }];
  if (r.kind === "text") {
    for (const piece of r.content.match(/\S+\s*/g) ?? []) {
      chunks.push({
        ...base,
        choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
      });
    }
  } else {
    chunks.push({
      ...base,
      choices: [{
        index: 0,
        delta: {
          tool_calls: [{
            index: 0,
            id: "call_standin_1",
            type: "function",
            function: { name: r.name, arguments: r.args },
          }],
        },
        finish_reason: null,
      }],
    });
  }
  chunks.push({
    ...base,
    choices: [{
      index: 0,
      delta: {},
      finish_reason: r.kind === "text" ? "stop" : "tool_calls",
    }],
  });
  const options = body.stream_options as Json | undefined;
  if (options?.include_usage) {
    chunks.push({
      ...base,
      choices: [],
      usage: usage(body, r.kind === "text" ? r.content : r.args),
    });
  }
  const encoder = new TextEncoder();
  const stream = new ReadableStream({
    async start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(
          encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`),
        );
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream" },
  });
}

function embed(input: string): number[] {
  const vector = new Array(256).fill(0);
  for (const word of stems(input)) {
    let h = 2166136261;
    for (const c of word) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
    vector[(h >>> 0) % 256] += 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((x) => x / norm);
}

function embeddings(body: Json): Response {
  const inputs = Array.isArray(body.input) ? body.input : [body.input];
  const data = inputs.map((input, index) => {
    const vector = embed(String(input));
    const embedding = body.encoding_format === "base64"
      ? btoa(String.fromCharCode(
        ...new Uint8Array(
          new Float32Array(vector).buffer,
        ),
      ))
      : vector;
    return { object: "embedding", index, embedding };
  });
  const tokens = inputs.reduce(
    (n, input) => n + words(String(input)).length,
    0,
  );
  return Response.json({
    object: "list",
    data,
    model: body.model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  });
}

Deno.serve(async (req) => {
  const { pathname } = new URL(req.url);
  if (req.method !== "POST") return new Response("not found", { status: 404 });
  const body = await req.json() as Json;
  if (pathname === "/v1/chat/completions") {
    return body.stream ? chatCompletionStream(body) : chatCompletion(body);
  }
  if (pathname === "/v1/embeddings") return embeddings(body);
  return Response.json(
    {
      error: {
        message: `no stand-in for ${pathname}`,
        type: "invalid_request_error",
      },
    },
    { status: 404 },
  );
});
