/**
 * title: Stream an OpenAI response as it is generated
 * description: Request a streamed chat completion and print each piece of text the moment it arrives, instead of waiting for the whole reply.
 * category: services
 * check: run --allow-env --allow-net=127.0.0.1
 * standin: openai
 * env: OPENAI_BASE_URL={standin}/v1
 * env: OPENAI_API_KEY=sk-test
 * keywords: openai, streaming, stream, tokens, llm, chat completions, npm:openai
 */

import OpenAI from "npm:openai@^7";

// The client reads `OPENAI_API_KEY` (and `OPENAI_BASE_URL`, which this example's check sets to
// a local stand-in) from the environment.
const client = new OpenAI();

// `stream: true` changes what `create` resolves to: an async iterable of chunks instead of one
// finished completion. Long answers start showing after the first few tokens rather than
// after the last. `include_usage` adds a final chunk with the token counts.
const stream = await client.chat.completions.create({
  model: "gpt-5.4-mini",
  messages: [{ role: "user", content: "Name three uses of Deno KV." }],
  stream: true,
  stream_options: { include_usage: true },
});

// Each chunk carries a `delta`: only the text added since the previous chunk. Writing it to
// stdout without a newline makes the answer appear to type itself. The usage chunk has no
// choices, so check for it separately.
const encoder = new TextEncoder();
let chunks = 0;
let text = "";
for await (const chunk of stream) {
  const delta = chunk.choices[0]?.delta?.content ?? "";
  if (delta) {
    chunks++;
    text += delta;
    await Deno.stdout.write(encoder.encode(delta));
  }
  if (chunk.usage) console.log(`\n[${chunk.usage.completion_tokens} tokens]`);
}

// The pieces add up to the full reply, which you can keep for the next turn of the
// conversation.
console.log(`received ${chunks} text chunks, ${text.length} characters`);

/* Output:
Stand-in reply to: Name three uses of Deno KV.
[10 tokens]
received 9 text chunks, 46 characters
*/
