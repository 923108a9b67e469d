/**
 * The site's self-hosted fonts (static/fonts/, see its README): declared and preloaded from
 * docusaurus.config.ts `headTags`, so the URL the browser preloads is the URL the @font-face
 * uses (CSS in the bundle would be rewritten to a hashed copy). `optional`: a font that is not
 * there at first paint is not swapped in later, so text never reflows (no layout shift).
 */
export interface SiteFont {
  readonly family: string;
  readonly file: string;
  readonly weights: string;
  /** Preloaded on every page: the body text font. */
  readonly preload: boolean;
}

const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const siteFonts: readonly SiteFont[] = [
  {family: 'Inter Variable', file: '/fonts/inter-latin-wght-normal.woff2', weights: '100 900', preload: true},
  {
    family: 'JetBrains Mono Variable',
    file: '/fonts/jetbrains-mono-latin-wght-normal.woff2',
    weights: '100 800',
    preload: false,
  },
];

export function fontFaceCss(fonts: readonly SiteFont[] = siteFonts): string {
  return fonts
    .map(
      (font) =>
        `@font-face{font-family:'${font.family}';font-style:normal;font-display:optional;font-weight:${font.weights};` +
        `src:url('${font.file}') format('woff2');unicode-range:${latinRange}}`,
    )
    .join('\n');
}
