/**
 * The code themes as CSS, one rule set per colour mode (`[data-theme=light|dark]`). Code is then
 * rendered once, the same for both modes: the theme's own CodeBlock renders with inline colours
 * from the light theme and renders every block again after hydration to switch them, which was
 * the largest task on pages with many examples. Rules follow the theme's entries in order, so a
 * later entry wins as in prism-react-renderer.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {styleAttribute} from './html';

function block(selector: string, declarations: string): string {
  return declarations ? `${selector}{${declarations}}` : '';
}

function modeCss(mode: 'light' | 'dark', theme: PrismTheme): string {
  const root = `[data-theme='${mode}']`;
  const rules = [
    block(
      root,
      styleAttribute({'--prism-color': theme.plain.color, '--prism-background-color': theme.plain.backgroundColor}),
    ),
  ];
  for (const entry of theme.styles) {
    if (entry.types.includes('plain')) {
      throw new Error(
        `The ${mode} code theme (src/data/codeThemes.ts) styles the "plain" token type: plain text in code blocks ` +
          "has no element to style (src/plugins/highlight/html.ts); set the colour as the theme's plain colour instead.",
      );
    }
    const declarations = styleAttribute(entry.style);
    const scopes = entry.languages?.map((language) => `.language-${language}`) ?? [''];
    const selectors = scopes.flatMap((scope) =>
      entry.types.map((type) => `${root} .prism-code${scope} .token.${type}`),
    );
    rules.push(block(selectors.join(','), declarations));
  }
  return rules.join('');
}

export function codeThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return modeCss('light', light) + modeCss('dark', dark);
}
