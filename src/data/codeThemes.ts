/**
 * Code highlighting themes: prism-react-renderer's GitHub (light) and VS Dark (dark) with the
 * token colours that fall below WCAG AA contrast (4.5:1 against the block's background)
 * replaced by darker or lighter tones of the same hue. tests/unit/codeThemes.test.ts checks
 * every colour.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaces the colour of the styles named by their token types, as the theme lists them. */
function withColours(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  const unknown = Object.keys(colours).filter((types) => !theme.styles.some((s) => s.types.join(',') === types));
  if (unknown.length > 0) throw new Error(`No style with the token types ${unknown.join('; ')} in the theme.`);
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const colour = colours[style.types.join(',')];
      return colour ? {...style, style: {...style.style, color: colour}} : style;
    }),
  };
}

/** Drops `opacity` from every style: a faded token (GitHub's `namespace`) falls below AA. */
function withoutOpacity(theme: PrismTheme): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map(({style: {opacity: _opacity, ...style}, ...entry}) => ({...entry, style})),
  };
}

export const lightCodeTheme = withColours(withoutOpacity(themes.github), {
  'comment,prolog,doctype,cdata': '#5f6b75',
  'string,attr-value': '#b3125b',
  'entity,url,symbol,number,boolean,variable,constant,property,regex,inserted': '#167574',
  'atrule,keyword,attr-name,selector': '#0a6a9e',
  'function,deleted,tag': '#b92a38',
});

export const darkCodeTheme = withColours(withoutOpacity(themes.vsDark), {
  prolog: '#9a9a9a',
  constant: '#a5a8e0',
  punctuation: '#a0a0a0',
});

function channels(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as [number, number, number];
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour "${colour}": use #rrggbb or rgb(r, g, b).`);
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Prism grammars the site highlights besides prism-react-renderer's own set (TS/JS/JSX, JSON,
 * YAML, CSS, HTML, Rust, Go, SQL, GraphQL, ...), by prismjs component name. Highlighting runs at
 * build time (src/plugins/highlight), so a grammar adds nothing to what the browser loads.
 */
export const additionalCodeLanguages = [
  'powershell',
  'diff',
  'bash',
  'json',
  'toml',
  'docker',
  'ini',
  'lua',
  'lisp',
  'wasm',
  'nginx',
];
