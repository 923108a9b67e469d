/**
 * The card: 1200x630, the default card's look (static/img/social-card.png: dark green, the logo,
 * Inter). Everything but the title is the same on every card of a product, so that part is drawn
 * once per product by resvg and reduced to a palette; a card copies it and adds the title's glyphs
 * from the face's coverage cache. The title box is plain background, so a title pixel's colour is
 * the title colour over the background at one of a few coverage levels, all in the palette.
 */
import {Resvg} from '@resvg/resvg-js';
import type {CardFace, CardFont} from './font';
import {fitTitle, type FittedTitle, type TitleBox} from './layout';
import {encodeIndexedPng, type Rgb} from './png';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const PADDING = 96;
const COLORS = {
  background: '#0d1f1a',
  title: '#ecfdf5',
  accent: '#6ee7b7',
  muted: '#a7f3d0',
  dot: '#fbbf24',
} as const;

/** Colours drawn on the background; each gets a ramp of coverage levels in the palette. */
const INKS = [COLORS.title, COLORS.accent, COLORS.muted, COLORS.dot] as const;
const LEVELS = Math.floor(255 / INKS.length);

const WEIGHT = {title: 800, siteName: 800, product: 600} as const;

export const TITLE_BOX = {
  width: CARD_WIDTH - 2 * PADDING,
  height: 330,
  sizes: [88, 80, 72, 64, 58, 52, 46],
  lineHeight: 1.14,
} as const satisfies TitleBox;
/** Top of the title box: below the header and the product line. */
const TITLE_TOP = 252;
/** Bottom of the title box: the bar along the card's foot starts here. */
const TITLE_BOTTOM = CARD_HEIGHT - 16;

export interface CardText {
  readonly title: string;
  /** The product or section the page belongs to; empty for pages of none. */
  readonly product: string;
}

export interface CardTemplate {
  readonly font: CardFont;
  /** The logo's SVG source (static/img/logo.svg). */
  readonly logoSvg: string;
  readonly siteName: string;
}

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(from: Rgb, to: Rgb, level: number): Rgb {
  const t = level / LEVELS;
  return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)) as unknown as Rgb;
}

/** Background, then per ink its levels 1..LEVELS over the background. */
const PALETTE: Rgb[] = [
  rgb(COLORS.background),
  ...INKS.flatMap((ink) => Array.from({length: LEVELS}, (_, i) => mix(rgb(COLORS.background), rgb(ink), i + 1))),
];
const inkIndex = (ink: string, level: number): number =>
  level === 0 ? 0 : 1 + INKS.indexOf(ink as (typeof INKS)[number]) * LEVELS + (level - 1);

/** Palette index of the title colour at each coverage value (the title is the first ink, so it grows with coverage). */
const TITLE_INDEX = Uint8Array.from({length: 256}, (_, value) =>
  inkIndex(COLORS.title, Math.round((value * LEVELS) / 255)),
);

/** Palette index nearest to a colour (resvg's anti-aliasing makes colours between the inks). */
function nearestIndex(color: Rgb): number {
  let best = 0;
  let bestDistance = Infinity;
  PALETTE.forEach((entry, i) => {
    const distance = (entry[0] - color[0]) ** 2 + (entry[1] - color[1]) ** 2 + (entry[2] - color[2]) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [i, distance];
  });
  return best;
}

/** SVG paths of a line of text, pen starting at (x, baseline). */
function textPaths(face: CardFace, text: string, size: number, x: number, baseline: number): string {
  const chars = Array.from(text);
  const advances = face.advances(text);
  const scale = size / face.unitsPerEm;
  let pen = x;
  return chars
    .map((char, i) => {
      const d = face.svgPath(char, size, pen, baseline);
      pen += advances[i]! * scale;
      return d;
    })
    .join('');
}

/** The logo's inner markup in a box at (x, y) of `size` px (its viewBox is kept). */
function placedLogo(logoSvg: string, x: number, y: number, size: number): string {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(logoSvg);
  const viewBox = match && /viewBox="([^"]+)"/.exec(match[1]!)?.[1];
  if (!match || !viewBox) throw new Error('social cards: the logo is not an SVG with a viewBox');
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">${match[2]}</svg>`;
}

/** What every card of a product shares, as PNG scanlines of palette indices. */
export function drawBackground(template: CardTemplate, product: string): Uint8Array {
  const logoSize = 72;
  const headerBaseline = 84 + logoSize / 2 + 15;
  const siteFace = template.font.face(WEIGHT.siteName);
  const productFace = template.font.face(WEIGHT.product);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLORS.background}"/>` +
    placedLogo(template.logoSvg, PADDING - 8, 84, logoSize) +
    `<path fill="${COLORS.title}" d="${textPaths(siteFace, template.siteName, 44, PADDING + logoSize + 16, headerBaseline)}"/>` +
    (product
      ? `<path fill="${COLORS.accent}" d="${textPaths(productFace, product, 38, PADDING, TITLE_TOP - 22)}"/>`
      : '') +
    `<rect y="${TITLE_BOTTOM}" width="${CARD_WIDTH}" height="${CARD_HEIGHT - TITLE_BOTTOM}" fill="${COLORS.accent}"/>` +
    `</svg>`;
  const rgba = new Resvg(svg, {font: {loadSystemFonts: false}}).render().pixels;
  const rows = new Uint8Array((CARD_WIDTH + 1) * CARD_HEIGHT);
  const known = new Map<number, number>();
  for (let y = 0; y < CARD_HEIGHT; y++) {
    for (let x = 0; x < CARD_WIDTH; x++) {
      const p = (y * CARD_WIDTH + x) * 4;
      const key = (rgba[p]! << 16) | (rgba[p + 1]! << 8) | rgba[p + 2]!;
      let index = known.get(key);
      if (index === undefined) {
        index = nearestIndex([rgba[p]!, rgba[p + 1]!, rgba[p + 2]!]);
        known.set(key, index);
      }
      rows[y * (CARD_WIDTH + 1) + 1 + x] = index;
    }
  }
  return rows;
}

/** The title laid out for the card's title box. */
export function layoutTitle(font: CardFont, title: string): FittedTitle {
  return fitTitle(title, TITLE_BOX, font.face(WEIGHT.title).measureEm);
}

/**
 * One card as a PNG: `background` from drawBackground for the card's product; `rows` is where the
 * card is composed (reusing one per card in flight spares the garbage collector ~1 GB a build).
 */
export function drawCard(
  font: CardFont,
  background: Uint8Array,
  title: string,
  rows: Uint8Array = new Uint8Array(background.length),
): Promise<Buffer> {
  const face = font.face(WEIGHT.title);
  const fitted = layoutTitle(font, title);
  const scale = fitted.size / face.unitsPerEm;
  const lineStep = fitted.size * TITLE_BOX.lineHeight;
  // The title box is plain background (index 0) and the title's indices grow with coverage, so
  // where glyphs touch (kerning) the larger index is the darker pixel.
  rows.set(background);
  fitted.lines.forEach((line, row) => {
    const baseline = TITLE_TOP + Math.round(fitted.size * 0.95 + row * lineStep);
    const chars = Array.from(line);
    const advances = face.advances(line);
    let pen = PADDING;
    chars.forEach((char, i) => {
      const whole = Math.floor(pen);
      const mask = face.mask(char, fitted.size, pen - whole);
      for (let my = 0; my < mask.height; my++) {
        const y = baseline + mask.top + my;
        if (y < TITLE_TOP || y >= TITLE_BOTTOM) continue;
        const rowStart = y * (CARD_WIDTH + 1) + 1;
        for (let mx = 0; mx < mask.width; mx++) {
          const x = whole + mask.left + mx;
          const index = TITLE_INDEX[mask.coverage[my * mask.width + mx]!]!;
          if (x >= 0 && x < CARD_WIDTH && index > rows[rowStart + x]!) rows[rowStart + x] = index;
        }
      }
      pen += advances[i]! * scale;
    });
  });
  return encodeIndexedPng(CARD_WIDTH, CARD_HEIGHT, PALETTE, rows);
}
