/**
 * The site's Inter (static/fonts, a variable WOFF2) as the cards draw it: one instance per weight,
 * widths with kerning for the layout, and each glyph rasterised once per size and quarter-pixel
 * offset (resvg draws it; the card then only copies coverage). fontkit cannot apply variations to
 * a WOFF2, so the font is decompressed to TrueType first (wawoff2, Google's decoder).
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import * as fontkit from 'fontkit';
import {decompress} from 'wawoff2';
import {Resvg} from '@resvg/resvg-js';

/** Coverage (0-255) of one glyph at one size; `left`/`top` from the pen position on the baseline. */
export interface GlyphMask {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly coverage: Uint8Array;
}

/** Quarter-pixel pen positions: finer is invisible at title sizes, coarser shows as uneven spacing. */
const SUBPIXEL_STEPS = 4;

export class CardFace {
  private readonly pairKerning = new Map<string, number>();
  private readonly masks = new Map<string, GlyphMask>();

  constructor(
    private readonly font: fontkit.Font,
    /** Where the font came from, for error messages. */
    private readonly source: string,
  ) {}

  get unitsPerEm(): number {
    return this.font.unitsPerEm;
  }

  glyph(char: string): fontkit.Glyph {
    const codePoint = char.codePointAt(0)!;
    if (!this.font.hasGlyphForCodePoint(codePoint)) {
      const hex = codePoint.toString(16).toUpperCase().padStart(4, '0');
      throw new Error(`social cards: ${this.source} has no glyph for "${char}" (U+${hex})`);
    }
    return this.font.glyphForCodePoint(codePoint);
  }

  /** Kerning between two characters, font units (GPOS pair adjustment, read once per pair). */
  kerning(left: string, right: string): number {
    const pair = left + right;
    let value = this.pairKerning.get(pair);
    if (value === undefined) {
      const run = this.font.layout(pair);
      value = run.glyphs.length === 2 ? run.positions[0]!.xAdvance - run.glyphs[0]!.advanceWidth : 0;
      this.pairKerning.set(pair, value);
    }
    return value;
  }

  /** Pen advance after each character of `text`, font units. */
  advances(text: string): number[] {
    const chars = Array.from(text);
    return chars.map(
      (char, i) => this.glyph(char).advanceWidth + (i + 1 < chars.length ? this.kerning(char, chars[i + 1]!) : 0),
    );
  }

  /** Width of `text` in em. */
  readonly measureEm = (text: string): number =>
    this.advances(text).reduce((sum, advance) => sum + advance, 0) / this.font.unitsPerEm;

  /** The glyph's SVG path at `size` px with its origin at (x, y). */
  svgPath(char: string, size: number, x: number, y: number): string {
    const scale = size / this.font.unitsPerEm;
    return this.glyph(char).path.scale(scale, -scale).translate(x, y).toSVG();
  }

  /** Coverage of `char` at `size` px with the pen at a fractional x offset (rounded to a quarter pixel). */
  mask(char: string, size: number, fraction: number): GlyphMask {
    const step = Math.round(fraction * SUBPIXEL_STEPS) / SUBPIXEL_STEPS;
    const key = `${char}\u0000${size}\u0000${step}`;
    let mask = this.masks.get(key);
    if (!mask) {
      mask = this.rasterise(char, size, step);
      this.masks.set(key, mask);
    }
    return mask;
  }

  private rasterise(char: string, size: number, offset: number): GlyphMask {
    const {bbox} = this.glyph(char);
    const scale = size / this.font.unitsPerEm;
    const left = Math.floor(bbox.minX * scale + offset) - 1;
    const top = Math.floor(-bbox.maxY * scale) - 1;
    const width = Math.max(1, Math.ceil(bbox.maxX * scale + offset) + 1 - left);
    const height = Math.max(1, Math.ceil(-bbox.minY * scale) + 1 - top);
    if (!Number.isFinite(width + height) || bbox.maxX < bbox.minX) {
      return {left: 0, top: 0, width: 0, height: 0, coverage: new Uint8Array(0)}; // a space
    }
    const d = this.svgPath(char, size, offset - left, -top);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}"/></svg>`;
    const rgba = new Resvg(svg, {font: {loadSystemFonts: false}}).render().pixels;
    const coverage = new Uint8Array(width * height);
    for (let i = 0; i < coverage.length; i++) coverage[i] = rgba[i * 4 + 3]!;
    return {left, top, width, height, coverage};
  }
}

export interface CardFont {
  /** sha256 of the font file: part of every card's cache key. */
  readonly hash: string;
  face(weight: number): CardFace;
}

/** The font at `file` (a WOFF2 with a `wght` axis), with an instance per weight on demand. */
export async function loadCardFont(file: string): Promise<CardFont> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new Error(`social cards: cannot read the card font ${file}: ${(error as Error).message}`);
  }
  let font: fontkit.Font;
  try {
    font = fontkit.create(Buffer.from(await decompress(bytes)));
  } catch (error) {
    throw new Error(`social cards: ${file} is not a WOFF2 font: ${(error as Error).message}`);
  }
  if (!font.variationAxes.wght) throw new Error(`social cards: ${file} has no weight axis (wght) to draw bold titles`);
  const faces = new Map<number, CardFace>();
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    face(weight) {
      let face = faces.get(weight);
      if (!face) {
        face = new CardFace(font.getVariation({wght: weight}), file);
        faces.set(weight, face);
      }
      return face;
    },
  };
}
