/**
 * title: Send a message to Claude with the Anthropic SDK
 * description: Call Anthropic's Messages API with a system prompt and a user message, then print Claude's reply, stop reason and token usage.
 * category: services
 * check: run --allow-env --allow-net=127.0.0.1
 * standin: anthropic
 * env: ANTHROPIC_BASE_URL={standin}
 * env: ANTHROPIC_API_KEY=sk-ant-test
 * keywords: anthropic, claude, llm, ai, messages api, chat, npm:@anthropic-ai/sdk
 */

import Anthropic from "npm:@anthropic-ai/sdk@^1";

// The client reads `ANTHROPIC_API_KEY` from the environment, and `ANTHROPIC_BASE_URL` when it
// is set; this example's check uses it to reach a local stand-in that answers by fixed rules.
// Against the real API, run with `--allow-env --allow-net=api.anthropic.com`.
const anthropic = new Anthropic();

// The Messages API takes the conversation as a list of `user` and `assistant` turns, with
// the instructions in a separate `system` field. `max_tokens` is required: it caps the length
// of the reply.
const message = await anthropic.messages.create({
  model: "claude-sonnet-5-5",
  max_tokens: 512,
  system: "You answer in one short sentence.",
  messages: [
    { role: "user", content: "What does the Deno permission system protect?" },
  ],
});

// The reply is a list of content blocks, because a response can mix text with other kinds of
// blocks such as tool calls. Join the text ones. `stop_reason` is `end_turn` when Claude
// finished, `max_tokens` when the cap cut it short.
const text = message.content
  .filter((block) => block.type === "text")
  .map((block) => block.text)
  .join("");
console.log(text);
console.log("stop reason:", message.stop_reason);
console.log(
  "tokens in/out:",
  message.usage.input_tokens,
  message.usage.output_tokens,
);

/* Output:
Stand-in reply to: What does the Deno permission system protect?
stop reason: end_turn
tokens in/out: 10 11
*/
