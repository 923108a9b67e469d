/** Highlighted text and snippets in Algolia's `_highlightResult` / `_snippetResult` shape. */
import {escapeHtml} from '../../markdown/html';
import {processTerm, WORD} from './text';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

interface Token {
  start: number;
  end: number;
  matched: boolean;
}

function tokensOf(text: string, matchedTerms: ReadonlySet<string>): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = processTerm(match[0]);
    tokens.push({
      start: match.index,
      end: match.index + match[0].length,
      matched: term !== null && isMatched(term, matchedTerms),
    });
  }
  return tokens;
}

function isMatched(term: string, matchedTerms: ReadonlySet<string>): boolean {
  return matchedTerms.has(term);
}

function markup(text: string, tokens: readonly Token[], from: number, to: number, pre: string, post: string): string {
  let out = '';
  let cursor = from;
  for (const token of tokens) {
    if (token.end <= from || token.start >= to || !token.matched) continue;
    out += escapeHtml(text.slice(cursor, token.start)) + pre + escapeHtml(text.slice(token.start, token.end)) + post;
    cursor = token.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export function highlight(text: string, matchedTerms: ReadonlySet<string>, pre: string, post: string): HighlightResult {
  const tokens = tokensOf(text, matchedTerms);
  const matchedWords = [
    ...new Set(tokens.filter((t) => t.matched).map((t) => text.slice(t.start, t.end).toLowerCase())),
  ];
  const allMatched = tokens.length > 0 && tokens.every((t) => t.matched);
  return {
    value: markup(text, tokens, 0, text.length, pre, post),
    matchLevel: matchedWords.length === 0 ? 'none' : allMatched ? 'full' : 'partial',
    matchedWords,
  };
}

/** Up to `words` words of text around its first match, with `…` where it was cut. */
export function snippet(
  text: string,
  matchedTerms: ReadonlySet<string>,
  words: number,
  pre: string,
  post: string,
): HighlightResult {
  const tokens = tokensOf(text, matchedTerms);
  const first = Math.max(
    0,
    tokens.findIndex((t) => t.matched),
  );
  const startToken = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const endToken = Math.min(tokens.length, startToken + words) - 1;
  const from = startToken > 0 ? tokens[startToken]!.start : 0;
  const to = endToken >= 0 && endToken < tokens.length - 1 ? tokens[endToken]!.end : text.length;
  const matchedWords = [
    ...new Set(tokens.filter((t) => t.matched).map((t) => text.slice(t.start, t.end).toLowerCase())),
  ];
  return {
    value: (from > 0 ? '…' : '') + markup(text, tokens, from, to, pre, post) + (to < text.length ? '…' : ''),
    matchLevel: matchedWords.length === 0 ? 'none' : 'partial',
    matchedWords,
  };
}
