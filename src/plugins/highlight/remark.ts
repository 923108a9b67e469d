/**
 * Remark plugin: highlights every fenced code block at build time with Prism (the grammar set of
 * prism-react-renderer plus the languages the site adds) and attaches the tokens to the block as
 * `data-highlight` (see tokens.ts). The browser then renders highlighted code without Prism.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import type {Code, Root} from 'mdast';
import {encodeTokens, type HighlightToken} from './tokens';

export interface HighlightOptions {
  /** Prism grammars to add to prism-react-renderer's set, by prismjs component name. */
  additionalLanguages: string[];
}

const require = createRequire(import.meta.url);
const loadedLanguages = new Set<string>();

/** Adds prismjs components to prism-react-renderer's Prism instance (they register on a global). */
function loadLanguages(languages: string[]): void {
  const globals = globalThis as {Prism?: unknown};
  const previous = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const language of languages) {
      if (loadedLanguages.has(language)) continue;
      require(`prismjs/components/prism-${language}`);
      loadedLanguages.add(language);
    }
    // JSON with comments (deno.json, tsconfig.json): Prism's JSON grammar already reads comments.
    Prism.languages.jsonc ??= Prism.languages.json!;
  } finally {
    if (previous === undefined) delete globals.Prism;
    else globals.Prism = previous;
  }
}

/** The language name the theme uses for a fence's info string (`ts title="x"` → `ts`). */
function languageOf(node: Code): string | undefined {
  return node.lang?.split(/\s+/)[0]?.toLowerCase();
}

/** Tokens of `code` in `language`, or undefined when Prism has no grammar for it. */
export function tokenize(code: string, language: string): HighlightToken[][] | undefined {
  const grammar = Prism.languages[language];
  if (!grammar) return undefined;
  // The same steps as prism-react-renderer's Highlight, so the result matches what it renders.
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

function visitCode(node: Root | Root['children'][number], visit: (code: Code) => void): void {
  if (node.type === 'code') visit(node);
  else if ('children' in node) for (const child of node.children) visitCode(child, visit);
}

export default function remarkHighlight(options: HighlightOptions) {
  loadLanguages(options.additionalLanguages);
  return (tree: Root): void => {
    visitCode(tree, (node) => {
      const language = languageOf(node);
      const lines = language ? tokenize(node.value, language) : undefined;
      // Nothing to colour (plain text, or no grammar): the theme renders such blocks plain anyway.
      if (!lines?.some((line) => line.some((token) => token.types.some((type) => type !== 'plain')))) return;
      node.data = {
        ...node.data,
        hProperties: {...node.data?.hProperties, dataHighlight: encodeTokens(lines)},
      };
    });
  };
}
