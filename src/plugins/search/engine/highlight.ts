/** Highlighted text and snippets in Algolia's `_highlightResult` / `_snippetResult` shape. */
import {escapeHtml} from '../../markdown/html';
import {processTerm, STEM_KEEPS_LETTERS, WORD} from './text';

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

/**
 * A word's term (what processTerm makes of it) starts with the word's first letters, lower case
 * (STEM_KEEPS_LETTERS): a word whose first letters start no matched term is not matched, and
 * most words need no stemming.
 */
const HEAD = STEM_KEEPS_LETTERS;

function tokensOf(text: string, matchedTerms: ReadonlySet<string>): Token[] {
  const heads = new Set<string>();
  for (const term of matchedTerms) heads.add(term.slice(0, HEAD));
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const lower = match[0].toLowerCase();
    let matched = false;
    if (heads.has(lower.slice(0, HEAD))) {
      const term = processTerm(lower);
      matched = term !== null && matchedTerms.has(term);
    }
    tokens.push({start: match.index, end: match.index + match[0].length, matched});
  }
  return tokens;
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

function matchedWordsOf(text: string, tokens: readonly Token[]): string[] {
  return [...new Set(tokens.filter((t) => t.matched).map((t) => text.slice(t.start, t.end).toLowerCase()))];
}

/** A text's words, each marked matched or not: one pass serves its highlight and its snippet. */
export class MarkedText {
  private readonly tokens: Token[];
  private readonly matchedWords: string[];

  constructor(
    private readonly text: string,
    matchedTerms: ReadonlySet<string>,
    private readonly pre: string,
    private readonly post: string,
  ) {
    this.tokens = tokensOf(text, matchedTerms);
    this.matchedWords = matchedWordsOf(text, this.tokens);
  }

  /** The whole text, its matched words marked. */
  highlight(): HighlightResult {
    const {text, tokens, matchedWords} = this;
    const allMatched = tokens.length > 0 && tokens.every((t) => t.matched);
    return {
      value: markup(text, tokens, 0, text.length, this.pre, this.post),
      matchLevel: matchedWords.length === 0 ? 'none' : allMatched ? 'full' : 'partial',
      matchedWords,
    };
  }

  /** Up to `words` words of the text around its first match, with `…` where it was cut. */
  snippet(words: number): HighlightResult {
    const {text, tokens, matchedWords} = this;
    const first = Math.max(
      0,
      tokens.findIndex((t) => t.matched),
    );
    const startToken = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
    const endToken = Math.min(tokens.length, startToken + words) - 1;
    const from = startToken > 0 ? tokens[startToken]!.start : 0;
    const to = endToken >= 0 && endToken < tokens.length - 1 ? tokens[endToken]!.end : text.length;
    return {
      value:
        (from > 0 ? '…' : '') + markup(text, tokens, from, to, this.pre, this.post) + (to < text.length ? '…' : ''),
      matchLevel: matchedWords.length === 0 ? 'none' : 'partial',
      matchedWords,
    };
  }
}

export function highlight(text: string, matchedTerms: ReadonlySet<string>, pre: string, post: string): HighlightResult {
  return new MarkedText(text, matchedTerms, pre, post).highlight();
}
