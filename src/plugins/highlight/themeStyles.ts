/**
 * Inline styles for highlighted tokens from a Prism theme, computed the way prism-react-renderer's
 * Highlight does (its `themeToDict`, `getLineProps` and `getTokenProps`), so code looks the same
 * as with the theme's own CodeBlock while the browser loads none of prism-react-renderer.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import type {HighlightToken} from './tokens';

type StyleDictionary = Record<string, CSSProperties>;

/** Styles by token type for one language; `root` is the block's, `plain` a line's. */
export function themeStyles(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dictionary[type] = {...dictionary[type], ...(entry.style as CSSProperties)};
  }
  dictionary.root = theme.plain as CSSProperties;
  dictionary.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return dictionary;
}

function tokenStyle({types, empty}: HighlightToken, styles: StyleDictionary): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return styles[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => styles[type]));
}

interface LineInput {
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

interface TokenInput {
  token: HighlightToken;
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

const join = (...names: (string | undefined)[]): string => names.filter(Boolean).join(' ');

/** The props getters the theme's CodeBlock/Line expects, bound to one theme and language. */
export function propsGetters(styles: StyleDictionary) {
  return {
    getLineProps({className, style, line: _line, ...rest}: LineInput) {
      return {...rest, className: join('token-line', className), style: {...styles.plain, ...style}};
    },
    getTokenProps({token, className, style, ...rest}: TokenInput) {
      const base = tokenStyle(token, styles);
      return {
        ...rest,
        className: join('token', ...token.types, className),
        children: token.content,
        style: style ? {...base, ...style} : base,
      };
    },
  };
}
