/**
 * Syntax-highlighting tokens computed at build time and carried to the browser in a compact
 * string, so that pages ship no Prism: `remark.ts` encodes, the CodeBlock theme component
 * decodes. Only token types and lengths travel; the text is the code block's own children.
 *
 * Format: `<types>|<line>;<line>;...` where `<types>` lists the distinct type combinations
 * (`,` between combinations, ` ` between the types of one), and each `<line>` lists its tokens
 * as `<type index>.<length>` in base 36, separated by `,`. Lines are the lines of the code as
 * written in the page, before the theme strips magic comments such as `highlight-next-line`.
 */

/** One token of one line, as prism-react-renderer's `normalizeTokens` returns it. */
export interface HighlightToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** Encodes lines of tokens; adjacent tokens of the same types are merged, empty ones dropped. */
export function encodeTokens(lines: HighlightToken[][]): string {
  const combinations: string[] = [];
  const indexOf = (types: string[]): number => {
    const key = types.join(' ');
    let index = combinations.indexOf(key);
    if (index === -1) index = combinations.push(key) - 1;
    return index;
  };
  const encodedLines = lines.map((line) => {
    const merged: {type: number; length: number}[] = [];
    for (const token of line) {
      if (token.empty || token.content.length === 0) continue;
      const type = indexOf(token.types);
      const last = merged.at(-1);
      if (last?.type === type) last.length += token.content.length;
      else merged.push({type, length: token.content.length});
    }
    return merged.map((t) => `${t.type.toString(36)}.${t.length.toString(36)}`).join(',');
  });
  return `${combinations.join(',')}|${encodedLines.join(';')}`;
}

/** An empty line still needs one token, so it keeps its height (as normalizeTokens does). */
function emptyLine(): HighlightToken[] {
  return [{types: ['plain'], content: '\n', empty: true}];
}

/** The lines of `code` as plain, unhighlighted tokens. */
export function plainTokens(code: string): HighlightToken[][] {
  return code.split('\n').map((text) => (text === '' ? emptyLine() : [{types: ['plain'], content: text}]));
}

/**
 * Decodes `encoded` for `code`, the text the theme shows. `codeInput` is the text the tokens were
 * computed for (the block as written); `code` is that text with some lines removed, so each line
 * of `code` takes the tokens of the next line of `codeInput` with the same text. Returns
 * undefined if the tokens do not fit the text, so the caller can fall back to plain text rather
 * than show wrong text.
 */
export function decodeTokens(encoded: string, code: string, codeInput: string): HighlightToken[][] | undefined {
  const separator = encoded.indexOf('|');
  if (separator === -1) return undefined;
  const combinations = encoded
    .slice(0, separator)
    .split(',')
    .map((key) => key.split(' '));
  const encodedLines = encoded.slice(separator + 1).split(';');
  const inputLines = codeInput.replace(/\r?\n$/, '').split(/\r?\n/);
  if (encodedLines.length !== inputLines.length) return undefined;

  const result: HighlightToken[][] = [];
  let inputIndex = 0;
  for (const text of code.split('\n')) {
    while (inputIndex < inputLines.length && inputLines[inputIndex] !== text) inputIndex += 1;
    if (inputIndex === inputLines.length) return undefined;
    const encodedLine = encodedLines[inputIndex]!;
    inputIndex += 1;
    if (text === '') {
      result.push(emptyLine());
      continue;
    }
    const tokens: HighlightToken[] = [];
    let offset = 0;
    for (const entry of encodedLine.split(',')) {
      const [typeText, lengthText] = entry.split('.');
      const types = combinations[parseInt(typeText ?? '', 36)];
      const length = parseInt(lengthText ?? '', 36);
      if (!types || !Number.isInteger(length) || length <= 0) return undefined;
      tokens.push({types, content: text.slice(offset, offset + length)});
      offset += length;
    }
    if (offset !== text.length) return undefined;
    result.push(tokens);
  }
  return result;
}
