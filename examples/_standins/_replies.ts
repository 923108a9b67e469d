/**
 * What the AI stand-ins (openai.ts, anthropic.ts) share: the rules by which they make a reply
 * from the request's text, with no model behind them. Not a stand-in itself (the leading `_`).
 */

export type Json = Record<string, unknown>;

export function words(s: string): string[] {
  return s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

// A crude stem, so that "refund" and "refunds" count as the same word.
export function stems(s: string): string[] {
  return words(s).filter((w) => w.length > 3).map((w) => w.slice(0, 5));
}

export function facts(s: string) {
  const phrases: string[] = [];
  for (const m of s.matchAll(/[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)*/g)) {
    const before = s.slice(0, m.index).trimEnd();
    // At the start of a sentence the first word is capitalised anyway: drop it.
    const phrase = before === "" || /[.!?:]$/.test(before)
      ? m[0].split(/\s+/).slice(1).join(" ")
      : m[0];
    if (phrase) phrases.push(phrase);
  }
  const numbers = (s.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  return { phrases, numbers };
}

export function fill(schema: Json, found: ReturnType<typeof facts>): unknown {
  const type = schema.type;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return fill(schema.anyOf[0] as Json, found);
  if (type === "object") {
    const out: Json = {};
    const props = (schema.properties ?? {}) as Record<string, Json>;
    for (const [key, sub] of Object.entries(props)) out[key] = fill(sub, found);
    return out;
  }
  if (type === "array") {
    const items = (schema.items ?? {}) as Json;
    if (items.type === "string") return found.phrases.splice(0);
    return [fill(items, found)];
  }
  if (type === "integer" || type === "number") {
    return found.numbers.shift() ?? 0;
  }
  if (type === "boolean") return false;
  return found.phrases.shift() ?? "unknown";
}

export function bestLine(
  context: string,
  question: string,
): string | undefined {
  const q = new Set(stems(question));
  let best: string | undefined;
  let bestScore = 0;
  for (const line of context.split("\n")) {
    const score = stems(line).filter((w) => q.has(w)).length;
    if (score > bestScore) [best, bestScore] = [line.trim(), score];
  }
  return best;
}
