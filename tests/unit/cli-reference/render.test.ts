import {describe, expect, it} from 'vitest';
import type {Nodes} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {loadCliModel, modelFromRawHelp} from '../../../src/plugins/cli-reference/generate';
import {
  cliPageRoutes,
  renderAllPages,
  renderCommandPage,
  renderEnvVarsPage,
  renderIndexPage,
} from '../../../src/plugins/cli-reference/render';

// deno's help in the shape deno prints it, with the characters HTML gives a meaning to.
const TOP = `A runtime for <JS> & <TS>

Usage: deno [OPTIONS] [COMMAND]

Commands:
  fmt              Format \`a<b>\` & more

Options:
  -q, --quiet <LEVEL>  Suppress <diagnostic> output & more

Environment variables:
  DENO_TEST_ENV     Read "this" & <that>
                    DENO_TEST_ENV='a&b' deno run main.ts
`;

const FMT = `Format <FILE>s & more

Usage: deno fmt [OPTIONS] <FILE>...

Input & output options:
  -o, --output <FILE>  Write to <FILE> & keep \`a && b<c>\` as it is [default: out&<1>] [possible values: <a>, b&c]
                       --output="<x>&y"
      --min-dep-age <VALUE>  (Unstable) The age in minutes
`;

const model = modelFromRawHelp({version: '9.9.9', top: TOP, commands: {fmt: FMT}});
const fmt = model.commands[0]!;

/** The elements the renderer writes; `<FILE>` left unescaped would add `file`. */
const PAGE_ELEMENTS = new Set(['a', 'article', 'code', 'div', 'h1', 'h2', 'h3', 'li', 'nav', 'p', 'pre', 'span', 'ul']);

/** The page's text as a reader sees it, and the elements the parser made of its HTML. */
function parsed(html: string): {text: string; tags: Set<string>} {
  const result = {text: '', tags: new Set<string>()};
  const walk = (node: Nodes): void => {
    if (node.type === 'text') result.text += node.value;
    if (node.type === 'element') result.tags.add(node.tagName);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(fromHtml(html, {fragment: true}));
  return result;
}

describe('rendering help text with HTML-special characters', () => {
  const pages = [renderCommandPage(fmt, model), renderIndexPage(model), renderEnvVarsPage(model)];

  it('escapes it wherever it lands: text, code, headings, examples, the table of contents', () => {
    const [command, index, envVars] = pages.map((page) => page.html);
    expect(command).toContain('<code>-o, --output &lt;FILE&gt;</code>');
    expect(command).toContain('<pre><code>deno fmt [OPTIONS] &lt;FILE&gt;...</code></pre>');
    expect(command).toContain('Write to &lt;FILE&gt; &amp; keep <code>a &amp;&amp; b&lt;c&gt;</code> as it is');
    expect(command).toContain('Default: <code>out&amp;&lt;1&gt;</code>. Accepted values: <code>&lt;a&gt;</code>');
    expect(command).toContain('<pre><code>--output=&quot;&lt;x&gt;&amp;y&quot;</code></pre>');
    // The section heading and its entry in the table of contents.
    expect(command).toContain('<h2 id="input--output-options" class="anchor">Input &amp; output options<a');
    expect(command).toContain('class="table-of-contents__link">Input &amp; output options</a>');
    expect(command).toContain('<code>-q, --quiet &lt;LEVEL&gt;</code>: Suppress &lt;diagnostic&gt; output &amp; more');
    expect(index).toContain('<code>a&lt;b&gt;</code> &amp; more');
    expect(envVars).toContain('Read &quot;this&quot; &amp; &lt;that&gt;');
    expect(envVars).toContain('DENO_TEST_ENV=&#x27;a&amp;b&#x27; deno run main.ts');
  });

  it('leaves no element the help text did not ask for', () => {
    for (const page of pages) {
      const {text, tags} = parsed(page.html);
      expect([...tags].filter((tag) => !PAGE_ELEMENTS.has(tag))).toEqual([]);
      expect(text).not.toMatch(/&(amp|lt|gt|quot);/);
    }
    expect(parsed(pages[0]!.html).text).toContain('Write to <FILE> & keep a && b<c> as it is');
  });

  it("keeps the markup the reference's CSS and browser tests rely on", () => {
    expect(pages[0]!.html).toContain(
      '<h3 id="--min-dep-age" class="anchor"><code>--min-dep-age &lt;VALUE&gt;</code> <span class="cli-unstable">unstable</span><a href="#--min-dep-age" class="hash-link" aria-label="Direct link to --min-dep-age" title="Direct link to --min-dep-age">\u200b</a></h3>',
    );
  });
});

describe('the routes of the pinned deno', () => {
  it('are the paths of the rendered pages, in the same order, without rendering them', () => {
    const pinned = loadCliModel();
    expect(cliPageRoutes(pinned)).toEqual(renderAllPages(pinned).map((page) => page.path));
  });
});
