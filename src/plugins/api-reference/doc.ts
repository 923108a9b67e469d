/**
 * JSDoc text as HTML, at build time: Markdown (GFM) with `{@link}` and `{@linkcode}` resolved to
 * reference pages, inline code naming a declared symbol linked, code blocks highlighted by the
 * site's build-time highlighter (the same tokens and classes as docs pages). Raw HTML in the
 * declarations is shown as text.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {toHast, type State} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import type {Code, Html, InlineCode, Parents} from 'mdast';
import type {Element, ElementContent} from 'hast';
import {escapeHtml} from '../markdown/html';
import {tokenize} from '../highlight/remark';
import {linesHtml} from '../highlight/html';
import {plainTokens} from '../highlight/tokens';
import type {Linker} from './links';

const LANGUAGES: Record<string, string> = {
  ts: 'typescript',
  typescript: 'typescript',
  js: 'javascript',
  jsx: 'jsx',
  tsx: 'tsx',
};

/** A highlighted code block, in the markup the docs pages' code blocks use for their tokens. */
export function codeBlockHtml(code: string, lang: string | null | undefined): string {
  const language = (lang ?? 'ts').toLowerCase();
  const tokens = tokenize(code, LANGUAGES[language] ?? language) ?? plainTokens(code);
  return (
    `<pre class="prism-code language-${escapeHtml(language)} api-code" tabindex="0">` +
    `<code>${linesHtml(tokens, {lineClassNames: {}})}</code></pre>`
  );
}

/** `{@link Deno.Kv}`, `{@linkcode fetch | the fetch API}` as Markdown links (or code when unknown). */
export function resolveJsDocLinks(text: string, link: Linker): string {
  return text.replace(
    /\{@link(code|plain)?\s+([^}|\s]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g,
    (_m, variant: string | undefined, target: string, label: string) => {
      const shown = label.trim() || target;
      const href = /^https?:\/\//.test(target) ? target : link(target.replace(/\(\)$/, ''));
      const text = variant === 'code' || !label.trim() ? `\`${shown}\`` : shown;
      return href ? `[${text}](${href})` : text;
    },
  );
}

export function markdownHtml(markdown: string, link: Linker): string {
  const tree = fromMarkdown(resolveJsDocLinks(markdown, link), {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const hast = toHast(tree, {
    allowDangerousHtml: true,
    handlers: {
      code: (_state: State, node: Code) => ({type: 'raw', value: codeBlockHtml(node.value, node.lang)}) as never,
      html: (_state: State, node: Html) => ({type: 'text', value: node.value}),
      // Code naming a symbol links to it, unless it already is a link's text.
      inlineCode: (_state: State, node: InlineCode, parent: Parents | undefined): ElementContent => {
        const code: Element = {
          type: 'element',
          tagName: 'code',
          properties: {},
          children: [{type: 'text', value: node.value}],
        };
        const href = parent?.type === 'link' ? undefined : link(node.value.replace(/\(\)$/, ''));
        return href ? {type: 'element', tagName: 'a', properties: {href}, children: [code]} : code;
      },
    },
  });
  return toHtml(hast, {allowDangerousHtml: true});
}
