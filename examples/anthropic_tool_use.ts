/**
 * title: Give Claude a tool to call
 * description: Define a tool with a JSON Schema, run it when Claude asks with a tool_use block, and return a tool_result so Claude can finish its answer.
 * category: services
 * check: run --allow-env --allow-net=127.0.0.1
 * standin: anthropic
 * env: ANTHROPIC_BASE_URL={standin}
 * env: ANTHROPIC_API_KEY=sk-ant-test
 * keywords: anthropic, claude, tool use, function calling, tool_use, tool_result, agent, npm:@anthropic-ai/sdk
 */

import Anthropic from "npm:@anthropic-ai/sdk@^1";

// The client reads `ANTHROPIC_API_KEY` (and `ANTHROPIC_BASE_URL`, which this example's check
// points at a local stand-in) from the environment.
const anthropic = new Anthropic();

// The real work stays in your code. This lookup returns fixed data where a shop would query
// its order database.
function lookupOrder(orderNumber: number) {
  return { order_number: orderNumber, status: "shipped", eta: "2026-12-02" };
}

// Claude sees each tool's name, description and `input_schema` (a JSON Schema), and uses them
// to decide when to call the tool and with which input.
const tools: Anthropic.Tool[] = [{
  name: "lookup_order",
  description: "Look up the status of a customer's order by its number",
  input_schema: {
    type: "object",
    properties: { order_number: { type: "integer" } },
    required: ["order_number"],
  },
}];

// When Claude wants a tool, the reply has `stop_reason: "tool_use"` and `tool_use` blocks.
// Keep Claude's turn in the history, answer each block with a `tool_result` (matched by
// `tool_use_id`) in a new user turn, and ask again until Claude stops for another reason.
const messages: Anthropic.MessageParam[] = [
  { role: "user", content: "Where is my order 48213?" },
];
let reply = await anthropic.messages.create({
  model: "claude-sonnet-5-5",
  max_tokens: 1024,
  tools,
  messages,
});
while (reply.stop_reason === "tool_use") {
  messages.push({ role: "assistant", content: reply.content });
  const results: Anthropic.ToolResultBlockParam[] = [];
  for (const block of reply.content) {
    if (block.type !== "tool_use") continue;
    console.log(`Claude calls ${block.name}(${JSON.stringify(block.input)})`);
    const { order_number } = block.input as { order_number: number };
    results.push({
      type: "tool_result",
      tool_use_id: block.id,
      content: JSON.stringify(lookupOrder(order_number)),
    });
  }
  messages.push({ role: "user", content: results });
  reply = await anthropic.messages.create({
    model: "claude-sonnet-5-5",
    max_tokens: 1024,
    tools,
    messages,
  });
}

// The final reply is ordinary text.
for (const block of reply.content) {
  if (block.type === "text") console.log("answer:", block.text);
}

/* Output:
Claude calls lookup_order({"order_number":48213})
answer: The tools returned: {"order_number":48213,"status":"shipped","eta":"2026-12-02"}
*/
