/**
 * The lines of a highlighted code block as one HTML string, the markup the theme's CodeBlock/Line
 * and CodeBlock/Line/Token would render as React elements. One string per block means React
 * hydrates one element instead of one per token: on a page of examples most of the DOM is code
 * tokens, and walking them made hydration the largest task of a page load.
 */
import type {CSSProperties} from 'react';
import type {HighlightToken} from './tokens';
import {escapeHtml} from '../markdown/html';

/** Class names of the theme's CodeBlock/Line CSS module, for numbered lines. */
export interface LineNumberClasses {
  codeLine: string;
  codeLineNumber: string;
  codeLineContent: string;
}

/** A style object as a `style` attribute value (`fontStyle` → `font-style`; `--x` as it is). */
export function styleAttribute(style: object | undefined): string {
  if (!style) return '';
  return Object.entries(style as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(
      ([name, value]) =>
        `${name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`,
    )
    .join(';');
}

function element(tag: string, className: string, style: CSSProperties | undefined, inner: string): string {
  const css = styleAttribute(style);
  return `<${tag} class="${escapeHtml(className)}"${css ? ` style="${escapeHtml(css)}"` : ''}>${inner}</${tag}>`;
}

/**
 * Plain text needs no element: it takes the block's own colour (no code theme styles the `plain`
 * type, themeCss.ts refuses one that does). About a third of a page's code spans were plain
 * text, and each element costs style and layout as the page loads. An empty token keeps its
 * inline-block span, as the theme renders it.
 */
function isBarePlain(token: HighlightToken): boolean {
  return !token.empty && token.types.length === 1 && token.types[0] === 'plain';
}

/**
 * The HTML of all lines, with the classes prism-react-renderer gives lines (`token-line`) and
 * tokens (`token` and its types; plain text stays bare); colours come from CSS (themeCss.ts). As
 * the theme's Line does, a line that is just a line break renders empty (its <br> keeps the
 * height), and numbered lines wrap their tokens in a content span.
 */
export function linesHtml(
  lines: HighlightToken[][],
  options: {lineClassNames: Record<number, string[]>; lineNumbers?: LineNumberClasses},
): string {
  return lines
    .map((rawLine, index) => {
      const only = rawLine.length === 1 ? rawLine[0]! : undefined;
      const line = only?.content === '\n' ? [{...only, content: ''}] : rawLine;
      const lineClass = ['token-line', ...(options.lineClassNames[index] ?? []), options.lineNumbers?.codeLine]
        .filter(Boolean)
        .join(' ');
      const tokens = line
        .map((token) =>
          isBarePlain(token)
            ? escapeHtml(token.content)
            : element(
                'span',
                ['token', ...token.types].join(' '),
                token.empty ? {display: 'inline-block'} : undefined,
                escapeHtml(token.content),
              ),
        )
        .join('');
      const inner = options.lineNumbers
        ? `<span class="${options.lineNumbers.codeLineNumber}"></span><span class="${options.lineNumbers.codeLineContent}">${tokens}</span>`
        : tokens;
      return element('div', lineClass, undefined, `${inner}<br>`);
    })
    .join('');
}
