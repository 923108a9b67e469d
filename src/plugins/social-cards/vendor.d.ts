/** The parts of fontkit 2 and wawoff2 the card renderer uses (neither package ships types). */
declare module 'fontkit' {
  export interface Path {
    scale(x: number, y: number): Path;
    translate(x: number, y: number): Path;
    toSVG(): string;
  }
  export interface Glyph {
    readonly id: number;
    readonly advanceWidth: number;
    readonly path: Path;
    readonly bbox: {minX: number; minY: number; maxX: number; maxY: number};
  }
  export interface GlyphRun {
    readonly glyphs: Glyph[];
    readonly positions: {xAdvance: number; xOffset: number; yOffset: number}[];
  }
  export interface Font {
    readonly unitsPerEm: number;
    readonly ascent: number;
    readonly variationAxes: Record<string, {min: number; default: number; max: number}>;
    glyphForCodePoint(codePoint: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): GlyphRun;
    getVariation(settings: Record<string, number>): Font;
  }
  export function create(buffer: Buffer): Font;
}

declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
