/**
 * title: Get structured JSON from Claude with a Zod schema
 * description: Ask Claude for output that follows a JSON schema built with Zod, and receive it parsed and typed through the Anthropic SDK.
 * category: services
 * check: run --allow-env --allow-net=127.0.0.1
 * standin: anthropic
 * env: ANTHROPIC_BASE_URL={standin}
 * env: ANTHROPIC_API_KEY=sk-ant-test
 * keywords: anthropic, claude, structured outputs, json schema, zod, extraction, npm:@anthropic-ai/sdk
 */

import Anthropic from "npm:@anthropic-ai/sdk@^1";
import { zodOutputFormat } from "npm:@anthropic-ai/sdk@^1/helpers/zod";
import { z } from "npm:zod@^4";

// The client reads `ANTHROPIC_API_KEY` (and `ANTHROPIC_BASE_URL`, which this example's check
// points at a local stand-in) from the environment.
const anthropic = new Anthropic();

// The shape we want back, as a Zod schema: a support ticket with a fixed set of priorities.
// `z.enum` limits the field to those values, both in the JSON Schema sent to the API and when
// the reply is validated.
const Ticket = z.object({
  customer: z.string(),
  product: z.string(),
  priority: z.enum(["high", "normal", "low"]),
  order_number: z.number().int(),
});

// `output_config.format` asks for JSON that follows the schema. `messages.parse` sends the
// request like `create` and then parses the reply's text with the Zod schema, so
// `parsed_output` has the schema's TypeScript type.
const email =
  "Hi, this is Maria Lopez. My Aurora Lamp from order 48213 arrived broken. Please help!";
const message = await anthropic.messages.parse({
  model: "claude-sonnet-5-5",
  max_tokens: 1024,
  system: "Turn the customer's email into a support ticket.",
  messages: [{ role: "user", content: email }],
  output_config: { format: zodOutputFormat(Ticket) },
});

// `parsed_output` is `null` when the reply holds no text to parse, so check it before use. A
// reply that does not fit the schema (say, JSON cut off by `max_tokens`) makes `parse` throw
// instead.
const ticket = message.parsed_output;
if (!ticket) throw new Error(`no ticket (stop reason: ${message.stop_reason})`);
console.log(ticket);
console.log(
  `#${ticket.order_number}: ${ticket.product} for ${ticket.customer}`,
);

/* Output:
{
  customer: "Maria Lopez",
  product: "Aurora Lamp",
  priority: "high",
  order_number: 48213
}
#48213: Aurora Lamp for Maria Lopez
*/
