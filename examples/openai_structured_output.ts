/**
 * title: Get structured JSON from OpenAI with a Zod schema
 * description: Make an OpenAI model answer in JSON that matches a Zod schema, and get it back parsed and typed.
 * category: services
 * check: run --allow-env --allow-net=127.0.0.1
 * standin: openai
 * env: OPENAI_BASE_URL={standin}/v1
 * env: OPENAI_API_KEY=sk-test
 * keywords: openai, structured outputs, json schema, zod, extraction, response_format, npm:openai
 */

import OpenAI from "npm:openai@^7";
import { zodResponseFormat } from "npm:openai@^7/helpers/zod";
import { z } from "npm:zod@^4";

// The client reads `OPENAI_API_KEY` (and `OPENAI_BASE_URL`, which this example's check points
// at a local stand-in) from the environment.
const client = new OpenAI();

// Describe the result once, as a Zod schema. It serves twice: converted to JSON Schema, it
// tells the model which object to produce; and it validates the reply that comes back.
const Event = z.object({
  name: z.string(),
  city: z.string(),
  attendees: z.number().int(),
});

// `zodResponseFormat` turns the schema into the request's `response_format`. `parse` is
// `create` plus one step: it reads the reply's JSON and checks it against the schema, so
// `message.parsed` is typed as `{ name: string; city: string; attendees: number }`.
const completion = await client.chat.completions.parse({
  model: "gpt-5.4-mini",
  messages: [
    { role: "system", content: "Extract the event details from the text." },
    {
      role: "user",
      content:
        "Next month the Deno Meetup comes to Berlin, and 120 people have signed up.",
    },
  ],
  response_format: zodResponseFormat(Event, "event"),
});

// A model may decline a request; then `refusal` holds its reason and there is nothing to parse.
// Otherwise the fields are ready to use without any `JSON.parse` or checks of your own.
const message = completion.choices[0].message;
if (message.refusal) throw new Error(`refused: ${message.refusal}`);
const event = message.parsed!;
console.log(event);
console.log(`${event.name} in ${event.city}: ${event.attendees} attendees`);

/* Output:
{ name: "Deno Meetup", city: "Berlin", attendees: 120 }
Deno Meetup in Berlin: 120 attendees
*/
