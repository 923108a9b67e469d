/**
 * title: Answer from your own documents with Claude
 * description: Retrieve the passages that best match a question with a small keyword index, then have Claude answer using only those passages.
 * category: services
 * check: run --allow-env --allow-net=127.0.0.1
 * standin: anthropic
 * env: ANTHROPIC_BASE_URL={standin}
 * env: ANTHROPIC_API_KEY=sk-ant-test
 * keywords: anthropic, claude, rag, retrieval augmented generation, search, context, grounding, npm:@anthropic-ai/sdk
 */

import Anthropic from "npm:@anthropic-ai/sdk@^1";

// The client reads `ANTHROPIC_API_KEY` (and `ANTHROPIC_BASE_URL`, which this example's check
// points at a local stand-in) from the environment.
const anthropic = new Anthropic();

// The documents Claude should answer from, such as a help centre split into short passages.
const passages = [
  "Refunds are paid back to the original card within 5 business days.",
  "Orders ship from our warehouse in Rotterdam every weekday.",
  "Gift cards never expire and can be combined with discount codes.",
  "Support is available by chat from 9:00 to 17:00 Central European Time.",
];

// Retrieval. The Anthropic SDK has no embeddings endpoint, so this example ranks passages by
// the words they share with the question, ignoring short words and cutting each word to its
// first five letters so "refund" also matches "refunds". A search engine or a vector database
// would take this function's place in a larger app.
const terms = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z]+/g) ?? [])
      .filter((word) => word.length > 3)
      .map((word) => word.slice(0, 5)),
  );

function retrieve(question: string, k: number): string[] {
  const wanted = terms(question);
  return passages
    .map((text) => ({
      text,
      score: [...terms(text)].filter((t) => wanted.has(t)).length,
    }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
    .map((hit) => hit.text);
}

const question = "How long does a refund take?";
const context = retrieve(question, 2);
console.log("retrieved:", context);

// Generation. The passages go into the system prompt, one per line, with an instruction to
// stay within them; that keeps answers tied to your documents and lets Claude say so when
// they do not cover the question.
const message = await anthropic.messages.create({
  model: "claude-sonnet-5-5",
  max_tokens: 512,
  system: "Answer only from these passages; say so if they do not cover it.\n" +
    context.join("\n"),
  messages: [{ role: "user", content: question }],
});
for (const block of message.content) {
  if (block.type === "text") console.log("answer:", block.text);
}

/* Output:
retrieved: [
  "Refunds are paid back to the original card within 5 business days."
]
answer: From the context: Refunds are paid back to the original card within 5 business days.
*/
