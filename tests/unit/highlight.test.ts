import {describe, expect, it} from 'vitest';
import type {Code, Root} from 'mdast';
import remarkHighlight, {tokenize} from '../../src/plugins/highlight/remark';
import {decodeTokens, encodeTokens, plainTokens, type HighlightToken} from '../../src/plugins/highlight/tokens';
import {linesHtml, styleAttribute} from '../../src/plugins/highlight/html';
import {escapeHtml} from '../../src/plugins/markdown/html';
import {codeThemeCss} from '../../src/plugins/highlight/themeCss';
import {additionalCodeLanguages, darkCodeTheme, lightCodeTheme} from '../../src/data/codeThemes';

const transform = remarkHighlight({additionalLanguages: additionalCodeLanguages});

/** Runs the remark plugin on one fenced block and returns its encoded tokens. */
function highlight(lang: string | null, value: string): string | undefined {
  const code: Code = {type: 'code', lang, value};
  transform({type: 'root', children: [code]} satisfies Root);
  return (code.data?.hProperties as {dataHighlight?: string} | undefined)?.dataHighlight;
}

/** Tokens merged as the encoder merges them, for comparing decoded output with Prism's. */
function merged(lines: HighlightToken[][]): {types: string; content: string}[][] {
  return lines.map((line) =>
    line
      .filter((token) => !token.empty && token.content !== '')
      .reduce<{types: string; content: string}[]>((acc, token) => {
        const types = token.types.join(' ');
        const last = acc.at(-1);
        if (last?.types === types) last.content += token.content;
        else acc.push({types, content: token.content});
        return acc;
      }, []),
  );
}

const sample = [
  'import { serve } from "./server.ts";',
  '',
  '// Starts the server.',
  'const port = Number(Deno.env.get("PORT") ?? 8000);',
  'serve({ port }, (req: Request) => new Response(`hi ${req.url}`));',
].join('\n');

describe('build-time highlighting', () => {
  it('round-trips Prism tokens through the compact encoding', () => {
    const lines = tokenize(sample, 'ts')!;
    const decoded = decodeTokens(encodeTokens(lines), sample, `${sample}\n`)!;
    expect(merged(decoded)).toEqual(merged(lines));
    const text = decoded.map((line) => (line[0]?.empty ? '' : line.map((t) => t.content).join('')));
    expect(text).toEqual(sample.split('\n'));
    expect(decoded[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  });

  it('attaches tokens to blocks in known languages, including the added ones', () => {
    for (const [lang, value] of [
      ['ts', 'const a = 1;'],
      ['sh', 'export PORT=8000 && echo "$PORT"'],
      ['powershell', 'irm https://deno.land/install.ps1 | iex'],
      ['toml', 'name = "x"'],
      ['dockerfile', 'FROM denoland/deno:2.9.6'],
      ['jsonc', '{ "a": 1 // note\n}'],
    ] as const) {
      expect(highlight(lang, value), lang).toMatch(/\|/);
    }
  });

  it('leaves plain-text blocks and blocks without a language alone', () => {
    expect(highlight('text', 'Listening on http://localhost:8000/')).toBeUndefined();
    expect(highlight('sh', 'plainword')).toBeUndefined();
    expect(highlight(null, 'anything')).toBeUndefined();
    expect(highlight('console', '$ deno --version')).toBeUndefined();
  });

  it('reads the language from the first word of the info string, in any case', () => {
    expect(highlight('TS', 'let x = 1;')).toBe(highlight('ts', 'let x = 1;'));
  });

  it('follows the theme when it drops magic-comment lines', () => {
    const input = 'const a = 1;\n// highlight-next-line\nconst b = 2;\n';
    const encoded = highlight('ts', input.trimEnd())!;
    const shown = 'const a = 1;\nconst b = 2;';
    const decoded = decodeTokens(encoded, shown, input)!;
    expect(decoded.map((line) => line.map((t) => t.content).join(''))).toEqual(['const a = 1;', 'const b = 2;']);
    expect(decoded[1]![0]).toEqual({types: ['keyword'], content: 'const'});
  });

  it('refuses tokens that do not fit the text, so the theme shows plain text instead', () => {
    const encoded = highlight('ts', 'const a = 1;')!;
    expect(decodeTokens(encoded, 'const ab = 1;', 'const ab = 1;\n')).toBeUndefined();
    expect(decodeTokens(encoded, 'const a = 1;', 'const a = 1;\nmore\n')).toBeUndefined();
    expect(decodeTokens('no separator', 'x', 'x')).toBeUndefined();
    expect(decodeTokens('plain|0.zz', 'x', 'x')).toBeUndefined();
  });

  it('gives plain text one plain token per line and keeps empty lines', () => {
    expect(plainTokens('a\n\nb')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });
});

describe('code block HTML', () => {
  const lines = decodeTokens(
    highlight('ts', 'const a = "<b>";\n\nlet b;')!,
    'const a = "<b>";\n\nlet b;',
    'const a = "<b>";\n\nlet b;\n',
  )!;

  it('renders each line as the theme would, with token classes and escaped text', () => {
    const html = linesHtml(lines, {lineClassNames: {}});
    expect(html.startsWith('<div class="token-line"><span class="token keyword">const</span>')).toBe(true);
    expect(html).toContain('<span class="token string">&quot;&lt;b&gt;&quot;</span>');
    // The empty line: one empty inline-block token and the line break that keeps its height.
    expect(html).toContain(
      '<div class="token-line"><span class="token plain" style="display:inline-block"></span><br></div>',
    );
    expect(html.match(/<br>/g)).toHaveLength(3);
  });

  it("writes plain text without an element, and keeps an empty token's span", () => {
    const html = linesHtml(
      [
        [
          {types: ['plain'], content: 'a < b'},
          {types: ['keyword'], content: 'in'},
        ],
      ],
      {
        lineClassNames: {},
      },
    );
    expect(html).toBe('<div class="token-line">a &lt; b<span class="token keyword">in</span><br></div>');
    expect(linesHtml([[{types: ['plain'], content: '', empty: true}]], {lineClassNames: {}})).toContain(
      '<span class="token plain" style="display:inline-block"></span>',
    );
  });

  it('adds highlighted-line classes and line-number spans', () => {
    const html = linesHtml(lines, {
      lineClassNames: {0: ['theme-code-block-highlighted-line']},
      lineNumbers: {codeLine: 'cl', codeLineNumber: 'cn', codeLineContent: 'cc'},
    });
    expect(
      html.startsWith(
        '<div class="token-line theme-code-block-highlighted-line cl"><span class="cn"></span><span class="cc">',
      ),
    ).toBe(true);
  });

  it('escapes text and writes style objects as attributes', () => {
    expect(escapeHtml('a<b>&"c"')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
    expect(styleAttribute({fontStyle: 'italic', color: '#fff'})).toBe('font-style:italic;color:#fff');
    expect(styleAttribute({'--prism-color': '#000'})).toBe('--prism-color:#000');
  });
});

describe('code theme CSS', () => {
  const css = codeThemeCss(lightCodeTheme, darkCodeTheme);

  it('sets the block colours and each token colour per colour mode', () => {
    expect(css).toContain(
      `[data-theme='light']{--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}}`,
    );
    expect(css).toContain(`[data-theme='dark']{--prism-color:${darkCodeTheme.plain.color}`);
    const keyword = lightCodeTheme.styles.filter((s) => s.types.includes('keyword')).at(-1)!.style.color!;
    const keywordRules = [...css.matchAll(/\[data-theme='light'\][^{]*\.token\.keyword[,{][^}]*?color:([^;}]+)/g)].map(
      (m) => m[1],
    );
    // The last rule wins, as the last theme entry does in prism-react-renderer.
    expect(keywordRules.at(-1)).toBe(keyword);
  });

  it('keeps language-specific entries to their language', () => {
    expect(css).toContain(`[data-theme='dark'] .prism-code.language-markup .token.tag`);
  });

  it('refuses a theme that styles plain text, which code blocks write without an element', () => {
    const styled = {...darkCodeTheme, styles: [...darkCodeTheme.styles, {types: ['plain'], style: {color: '#123'}}]};
    expect(() => codeThemeCss(lightCodeTheme, styled)).toThrow(/dark code theme .*"plain"/);
  });
});
