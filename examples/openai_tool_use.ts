/**
 * title: Let an OpenAI model call your functions
 * description: Describe a function as a tool, run it when the model asks for it, and send the result back for the final answer.
 * category: services
 * check: run --allow-env --allow-net=127.0.0.1
 * standin: openai
 * env: OPENAI_BASE_URL={standin}/v1
 * env: OPENAI_API_KEY=sk-test
 * keywords: openai, function calling, tools, tool_calls, agent, npm:openai
 */

import OpenAI from "npm:openai@^7";

// The client reads `OPENAI_API_KEY` (and `OPENAI_BASE_URL`, which this example's check points
// at a local stand-in) from the environment.
const client = new OpenAI();

// The function the model may use. Here it returns canned data; in practice it would query a
// weather service or your own database. The model never runs code itself: it only asks, and
// this program decides whether and how to answer.
function getWeather(city: string) {
  return { city, celsius: 18, sky: "sunny" };
}

// A tool is described by its name, a sentence on when to use it, and a JSON Schema of its
// arguments. The model reads all three to decide when to call it and what to pass.
const tools: OpenAI.Chat.ChatCompletionTool[] = [{
  type: "function",
  function: {
    name: "get_weather",
    description: "Current weather for a city",
    parameters: {
      type: "object",
      properties: { city: { type: "string", description: "City name" } },
      required: ["city"],
    },
  },
}];

// The loop: ask, and while the reply holds `tool_calls`, run each call, append its result as
// a `tool` message tied to the call's id, and ask again. Arguments arrive as a JSON string, so
// parse them (and validate them in real code). A reply without tool calls is the answer.
const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
  { role: "user", content: "Should I take an umbrella in Lisbon today?" },
];
for (let round = 1; round <= 5; round++) {
  const completion = await client.chat.completions.create({
    model: "gpt-5.4-mini",
    messages,
    tools,
  });
  const message = completion.choices[0].message;
  messages.push(message);
  if (!message.tool_calls?.length) {
    console.log("answer:", message.content);
    break;
  }
  for (const call of message.tool_calls) {
    if (call.type !== "function") continue;
    const args = JSON.parse(call.function.arguments);
    console.log(
      `round ${round}: model calls ${call.function.name}(${call.function.arguments})`,
    );
    const result = call.function.name === "get_weather"
      ? getWeather(args.city)
      : { error: `unknown tool ${call.function.name}` };
    messages.push({
      role: "tool",
      tool_call_id: call.id,
      content: JSON.stringify(result),
    });
  }
}

/* Output:
round 1: model calls get_weather({"city":"Lisbon"})
answer: The tools returned: {"city":"Lisbon","celsius":18,"sky":"sunny"}
*/
