import {describe, expect, it} from 'vitest';
import {llmsTxt} from '../../src/plugins/llms/index';
import {preparedPageMarkdown} from '../../src/plugins/llms/preparedPage';

describe('the references as Markdown', () => {
  const page = {
    path: '/runtime/reference/cli/run',
    title: 'deno run',
    description: 'Run a program.',
    html:
      '<div class="row"><div class="col prepared-main"><nav aria-label="Breadcrumbs"><a href="/">Home</a></nav>' +
      '<article class="markdown"><h1>deno run</h1><span class="anchor-alias" id="old"></span>' +
      '<h2 id="options" class="anchor">Options<a href="#options" class="hash-link">\u200b</a></h2>' +
      '<p>See <a href="/runtime/manual/tools/run">the guide</a> and <code>--allow-net</code>.</p>' +
      '<pre><code>deno run main.ts</code></pre></article></div>' +
      '<div class="col col--3 prepared-aside"><nav class="prepared-toc"><a href="#options">Options</a></nav></div></div>',
  };

  it('keeps the article, drops breadcrumbs, tables of contents and heading links, and makes links absolute', () => {
    const markdown = preparedPageMarkdown(page, 'https://docs.deno.com');
    expect(markdown).toBe(
      [
        '---',
        'title: "deno run"',
        'description: "Run a program."',
        'url: https://docs.deno.com/runtime/reference/cli/run',
        '---',
        '',
        '# deno run',
        '',
        '## Options',
        '',
        'See [the guide](https://docs.deno.com/runtime/manual/tools/run) and `--allow-net`.',
        '',
        '```',
        'deno run main.ts',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('lists the references in llms.txt, each at its Markdown URL', () => {
    const text = llmsTxt(
      'Deno Docs',
      'Docs',
      'https://docs.deno.com',
      [],
      [{group: 'CLI', path: '/runtime/reference/cli/run', title: 'deno run', description: 'Run a program.'}],
    );
    expect(text).toContain(
      '## Reference\n\n### CLI\n\n- [deno run](https://docs.deno.com/runtime/reference/cli/run.md): Run a program.',
    );
  });
});
