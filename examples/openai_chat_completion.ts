/**
 * title: Get a chat completion from OpenAI
 * description: Send a system prompt and a user message to an OpenAI model with the official SDK and print its reply and token usage.
 * category: services
 * check: run --allow-env --allow-net=127.0.0.1
 * standin: openai
 * env: OPENAI_BASE_URL={standin}/v1
 * env: OPENAI_API_KEY=sk-test
 * keywords: openai, gpt, llm, ai, chat completions, npm:openai
 */

import OpenAI from "npm:openai@^7";

// With no options, the client reads `OPENAI_API_KEY` from the environment, and
// `OPENAI_BASE_URL` when it is set (this example's check points it at a local stand-in that
// answers by fixed rules instead of a model). Keep the key out of source code. Run with
// `--allow-env --allow-net=api.openai.com` against the real API.
const client = new OpenAI();

// A chat completion takes the whole conversation so far. The `system` message sets the
// behaviour; `user` messages are what the person typed. The model keeps no memory between
// requests, so to continue a conversation you send the earlier turns again.
const completion = await client.chat.completions.create({
  model: "gpt-5.4-mini",
  messages: [
    { role: "system", content: "You answer in one short sentence." },
    { role: "user", content: "What does the Deno permission system protect?" },
  ],
});

// The reply is in `choices[0].message`. `finish_reason` says why the model stopped: `stop`
// for a complete answer, `length` if it reached the token limit. `usage` counts the tokens of
// the prompt and of the reply.
const [choice] = completion.choices;
console.log(choice.message.content);
console.log("finish reason:", choice.finish_reason);
console.log("tokens used:", completion.usage?.total_tokens);

/* Output:
Stand-in reply to: What does the Deno permission system protect?
finish reason: stop
tokens used: 30
*/
