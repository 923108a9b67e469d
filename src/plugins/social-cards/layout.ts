/**
 * Fitting a page title into the card's title box: the largest size at which the title wraps into
 * the lines that fit the box. Lines break at spaces; a word wider than a line (long API names such
 * as `Deno.UnsafeWindowSurface.prototype.getContext`) breaks after `.`, `/`, `-`, `_`, `:`, a piece
 * still too wide before an inner capital, and only as a last resort between any two characters. A title that
 * does not fit at the smallest size is cut with an ellipsis. Pure: widths come from `measure`.
 */

/** Width of `text` in em (font units / units per em), kerning included. */
export type MeasureEm = (text: string) => number;

export interface TitleBox {
  /** Line width available, px. */
  readonly width: number;
  /** Height available, px. */
  readonly height: number;
  /** Font sizes to try, px, largest first. */
  readonly sizes: readonly number[];
  /** Baseline-to-baseline distance as a multiple of the size. */
  readonly lineHeight: number;
}

export interface FittedTitle {
  readonly size: number;
  readonly lines: readonly string[];
  /** True when the title was cut to fit the smallest size. */
  readonly truncated: boolean;
}

const ELLIPSIS = '\u2026';

/** Lines of a given size that fit the box height. */
export function maxLines(box: TitleBox, size: number): number {
  return Math.max(1, Math.floor(box.height / (size * box.lineHeight)));
}

/** A word's pieces at its strongest break points: after `. / - _ :`, else before a capital after a lower-case letter. */
export function wordPieces(word: string): string[] {
  const atPunctuation = word.split(/(?<=[./\-_:])(?=.)/u);
  return atPunctuation.length > 1 ? atPunctuation : word.split(/(?<=[a-z0-9])(?=[A-Z])/u);
}

/** `text` split into the longest leading parts no wider than `maxEm`, one character at least each. */
function splitByCharacters(text: string, maxEm: number, measure: MeasureEm): string[] {
  const chars = Array.from(text);
  const parts: string[] = [];
  let current = '';
  for (const char of chars) {
    if (current && measure(current + char) > maxEm) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** Greedy wrap of `title` into lines no wider than `maxEm` (em at size 1). */
export function wrapTitle(title: string, maxEm: number, measure: MeasureEm): string[] {
  const lines: string[] = [];
  let line = '';
  const place = (piece: string, separator: string): void => {
    const candidate = line ? line + separator + piece : piece;
    if (measure(candidate) <= maxEm) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    line = '';
    if (measure(piece) <= maxEm) {
      line = piece;
      return;
    }
    // Too wide for a line of its own: break it at its pieces, then between characters.
    const subPieces = wordPieces(piece);
    if (subPieces.length > 1) {
      for (const sub of subPieces) place(sub, '');
      return;
    }
    const parts = splitByCharacters(piece, maxEm, measure);
    lines.push(...parts.slice(0, -1));
    line = parts.at(-1) ?? '';
  };
  for (const word of title.split(/\s+/).filter(Boolean)) place(word, ' ');
  if (line) lines.push(line);
  return lines;
}

/** The last line shortened until it and an ellipsis fit `maxEm`. */
function withEllipsis(line: string, maxEm: number, measure: MeasureEm): string {
  let chars = Array.from(line.trimEnd());
  while (chars.length > 0 && measure(chars.join('').trimEnd() + ELLIPSIS) > maxEm) chars = chars.slice(0, -1);
  return chars.join('').trimEnd() + ELLIPSIS;
}

/** The title at the largest size of `box.sizes` whose wrapped lines fit the box. */
export function fitTitle(title: string, box: TitleBox, measure: MeasureEm): FittedTitle {
  const text = title.replace(/\s+/g, ' ').trim();
  if (!text) throw new Error('social cards: a card needs a non-empty title');
  if (box.sizes.length === 0) throw new Error('social cards: the title box lists no font sizes');
  for (const size of box.sizes) {
    const lines = wrapTitle(text, box.width / size, measure);
    if (lines.length <= maxLines(box, size)) return {size, lines, truncated: false};
  }
  const size = box.sizes.at(-1)!;
  const allowed = maxLines(box, size);
  const lines = wrapTitle(text, box.width / size, measure).slice(0, allowed);
  lines[allowed - 1] = withEllipsis(lines[allowed - 1]!, box.width / size, measure);
  return {size, lines, truncated: true};
}
