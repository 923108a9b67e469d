/**
 * Build-time code highlighting. Docs pages get their tokens from the remark plugin (remark.ts,
 * wired into every docs instance); this plugin keeps Prism out of the browser bundles by pointing
 * `prism-react-renderer` at a stub, which leaves the theme's CodeBlock (src/theme/CodeBlock) as
 * the only renderer of code, and puts the code themes' colours in every page as CSS.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeCss} from './themeCss';

export default function highlightPlugin(context: LoadContext): Plugin {
  // The themes stay where Docusaurus documents them (themeConfig.prism); only their CSS is used.
  const {theme, darkTheme} = (context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}})
    .prism;
  const css = codeThemeCss(theme, darkTheme ?? theme);
  return {
    name: 'deno-highlight',
    injectHtmlTags() {
      // The code colours of both modes, in every page's head (about 1 KB gzipped).
      return {headTags: [{tagName: 'style', innerHTML: css}]};
    },
    configureWebpack() {
      return {
        resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prismStub.ts')}},
      };
    },
  };
}
