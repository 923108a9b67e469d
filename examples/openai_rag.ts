/**
 * title: Answer questions from your own documents with OpenAI embeddings
 * description: Build a small retrieval-augmented generation (RAG) pipeline: embed documents, find the ones closest to a question, and let the model answer from them.
 * category: services
 * check: run --allow-env --allow-net=127.0.0.1
 * standin: openai
 * env: OPENAI_BASE_URL={standin}/v1
 * env: OPENAI_API_KEY=sk-test
 * keywords: openai, rag, retrieval augmented generation, embeddings, vector search, cosine similarity, npm:openai
 */

import OpenAI from "npm:openai@^7";

// The client reads `OPENAI_API_KEY` (and `OPENAI_BASE_URL`, which this example's check points
// at a local stand-in) from the environment.
const client = new OpenAI();

// The knowledge base: short passages the model has not seen. Real ones come from your docs,
// split into paragraph-sized pieces.
const docs = [
  "Refunds are paid back to the original card within 5 business days.",
  "Orders ship from our warehouse in Rotterdam every weekday.",
  "Gift cards never expire and can be combined with discount codes.",
  "Support is available by chat from 9:00 to 17:00 Central European Time.",
];

// An embedding turns text into a vector; texts with similar meaning get vectors pointing in
// similar directions. One request embeds the whole list. Store these vectors (in Deno KV,
// Postgres with pgvector, ...) so each document is embedded only once.
const model = "text-embedding-3-small";
const { data } = await client.embeddings.create({ model, input: docs });
const docVectors = data.map((item) => item.embedding);

// Cosine similarity measures how closely two vectors point the same way: 1 means the same
// direction. Embed the question the same way and keep the two closest documents.
function cosine(a: number[], b: number[]): number {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return dot / Math.sqrt(na * nb);
}

const question = "How long does it take to get my refund?";
const [{ embedding: q }] =
  (await client.embeddings.create({ model, input: question })).data;
const top = docVectors
  .map((vector, i) => ({ doc: docs[i], score: cosine(q, vector) }))
  .sort((a, b) => b.score - a.score)
  .slice(0, 2);
for (const { doc, score } of top) console.log(score.toFixed(2), doc);

// Generation: pass the retrieved passages as context and tell the model to answer only from
// them. This grounds the answer in your data and keeps the prompt small.
const completion = await client.chat.completions.create({
  model: "gpt-5.4-mini",
  messages: [
    {
      role: "system",
      content: "Answer only from this context:\n" +
        top.map((t) => t.doc).join("\n"),
    },
    { role: "user", content: question },
  ],
});
console.log("answer:", completion.choices[0].message.content);

/* Output:
0.18 Refunds are paid back to the original card within 5 business days.
0.00 Orders ship from our warehouse in Rotterdam every weekday.
answer: From the context: Refunds are paid back to the original card within 5 business days.
*/
