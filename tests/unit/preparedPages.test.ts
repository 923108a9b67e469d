import {afterEach, describe, expect, it} from 'vitest';
import {fillShell, htmlFileOf, PLACEHOLDER} from '../../src/plugins/prepared-pages/shell';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Breadcrumbs, PreparedFrame, SideNav, Toc, type TocHeading} from '../../src/plugins/prepared-pages/Layout';
import {addPreparedRoutes, preparedPagesWebpackConfig} from '../../src/plugins/prepared-pages/routes';
import type {PreparedPage} from '../../src/plugins/prepared-pages/page';

describe('a shell filled with a page', () => {
  const shell =
    `<html><head><title>${PLACEHOLDER.title} | Deno Docs</title><meta name=description content=${PLACEHOLDER.description}>` +
    `<link rel=canonical href=https://docs.deno.com/api></head><body><main data-prepared-page=${PLACEHOLDER.path} data-title="${PLACEHOLDER.title}">` +
    `${PLACEHOLDER.html}</main></body></html>`;

  it('fills each placeholder, quoting attribute values and escaping text, and points the head at the page', () => {
    const html = fillShell(
      shell,
      {path: '/api/web/~/Response', title: 'A "quoted" <title>', description: 'a b', html: '<p>x</p>'},
      'https://docs.deno.com',
      '/api',
    );
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt; | Deno Docs</title>');
    expect(html).toContain('content="a b"');
    expect(html).toContain('data-prepared-page="/api/web/~/Response"');
    expect(html).toContain('href=https://docs.deno.com/api/web/~/Response>');
    expect(html).toContain('<p>x</p></main>');
  });

  it('fails, naming the shell and the token, when the theme or minifier dropped a placeholder', () => {
    expect(() =>
      fillShell(
        shell.replace(PLACEHOLDER.html, ''),
        {path: '/x', title: '', description: '', html: ''},
        'https://x',
        '/api',
      ),
    ).toThrow(/the \/api shell has no __PREPARED_PAGE_HTML__/);
  });

  it('writes a route to its HTML file', () => {
    expect(htmlFileOf('/b', '/')).toBe('/b/index.html');
    expect(htmlFileOf('/b', '/404.html')).toBe('/b/404.html');
    expect(htmlFileOf('/b', '/runtime/reference/cli/run')).toBe('/b/runtime/reference/cli/run/index.html');
  });
});

describe('the routes of prepared pages', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  async function routesFor(env: string) {
    process.env.NODE_ENV = env;
    const added: {path: string; exact?: boolean; modules?: unknown}[] = [];
    await addPreparedRoutes(
      {
        addRoute: (route) => added.push(route),
        createData: (name) => Promise.resolve(`@generated/${name}`),
      },
      {
        component: '@theme/X',
        shells: [{route: '/ref', exact: false}],
        pages: () => [
          {path: '/ref', title: 'Ref', description: '', html: '<p>i</p>'},
          {path: '/ref/a', title: 'A', description: '', html: '<p>a</p>'},
        ],
        dataPrefix: 'ref',
      },
    );
    return added.map((r) => `${r.path} ${r.exact ? 'exact' : 'prefix'} ${JSON.stringify(r.modules)}`);
  }

  it('are the shells only, in a production build and on the dev server: the pages add nothing to the route table', async () => {
    for (const env of ['production', 'development']) {
      expect(await routesFor(env), env).toEqual(['/ref prefix {"page":"@generated/ref-shell.json"}']);
    }
  });
});

const tocHtml = (headings: TocHeading[]): string => renderToStaticMarkup(createElement(Toc, {headings}));

describe('the table of contents', () => {
  it('lists h2 and h3 links, and is left out for a page with fewer than two headings', () => {
    const toc = tocHtml([
      {id: 'a', label: 'A', level: 2},
      {id: '--x', label: createElement('code', null, '--x'), level: 3},
    ]);
    expect(toc).toContain(
      '<li class="prepared-toc-3"><a href="#--x" class="table-of-contents__link"><code>--x</code></a>',
    );
    expect(tocHtml([{id: 'a', label: 'A', level: 2}])).toBe('');
  });
});

describe('the reference frame', () => {
  it('marks the current page in the sidebar, and only it', () => {
    const groups = [
      {
        title: 'Run <code>',
        links: [
          {label: 'deno run', href: '/cli/run', code: true},
          {label: 'deno test', href: '/cli/test', code: true},
        ],
      },
    ];
    const html = renderToStaticMarkup(
      createElement(SideNav, {label: 'CLI reference', groups, currentPath: '/cli/run'}),
    );
    expect(html).toContain(
      '<a class="menu__link menu__link--active" href="/cli/run" aria-current="page"><code>deno run</code></a>',
    );
    expect(html).toContain('<a class="menu__link" href="/cli/test"><code>deno test</code></a>');
    expect(html).toContain('Run &lt;code&gt;');
  });

  it('puts breadcrumbs over the content and the sidebar before it', () => {
    const html = renderToStaticMarkup(
      createElement(PreparedFrame, {
        headings: [],
        sideNav: createElement('nav', null, 'side'),
        children: [
          createElement(Breadcrumbs, {
            key: 'crumbs',
            items: [{label: 'Runtime', href: '/runtime'}, {label: 'deno run'}],
          }),
          createElement('p', {key: 'p'}, 'x'),
        ],
      }),
    );
    expect(html).toMatch(
      /^<div class="row"><div class="col col--2 prepared-side"><nav>side<\/nav><\/div><div class="col prepared-main"><nav aria-label="Breadcrumbs"/,
    );
    expect(html).toContain('<a class="breadcrumbs__link" href="/runtime">Runtime</a>');
    expect(html).toContain('<span class="breadcrumbs__link" aria-current="page">deno run</span>');
  });
});

describe('prepared pages on the dev server', () => {
  type Answer = {status: number; body: unknown};
  type Handler = {name: string; middleware: (req: {url: string}, res: unknown) => void};

  async function devServerWith(pages: PreparedPage[]): Promise<(path: string) => Answer> {
    const routes: {path: string; exact?: boolean}[] = [];
    await addPreparedRoutes(
      {createData: (name) => Promise.resolve(`/data/${name}`), addRoute: (route) => void routes.push(route)},
      {component: '@theme/X', shells: [{route: '/ref', exact: false}], pages: () => pages, dataPrefix: 'test'},
    );
    // Only the shell's route, as in a build: no route per page.
    expect(routes.map((route) => route.path)).toEqual(['/ref']);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    const config = preparedPagesWebpackConfig() as {devServer: {setupMiddlewares: (list: unknown[]) => unknown[]}};
    process.env.NODE_ENV = previous;
    const list: unknown[] = [];
    expect(config.devServer.setupMiddlewares(list)).toEqual([]);
    config.devServer.setupMiddlewares(list); // a second plugin returns the same: added once
    expect(list).toHaveLength(1);
    const {middleware} = list[0] as Handler;
    return (path) => {
      const answer: Answer = {status: 0, body: undefined};
      const res = {
        statusCode: 0,
        setHeader: () => undefined,
        end(text: string) {
          answer.status = this.statusCode;
          answer.body = JSON.parse(text);
        },
      };
      middleware({url: path}, res);
      return answer;
    };
  }

  it('answers each page by its path, and null with 404 for a path with none', async () => {
    const page = {path: '/ref/fmt', title: 'deno fmt', description: 'd', html: '<p>fmt</p>'};
    const ask = await devServerWith([page]);
    expect(ask('/ref/fmt')).toEqual({status: 200, body: page});
    expect(ask('/ref/fmt/')).toEqual({status: 200, body: page});
    expect(ask('/ref/nothing')).toEqual({status: 404, body: null});
  });

  it('makes the pages again after content is loaded again (an edit in npm start)', async () => {
    await devServerWith([{path: '/again/a', title: 'a', description: '', html: ''}]);
    const ask = await devServerWith([{path: '/again/b', title: 'b', description: '', html: ''}]);
    expect(ask('/again/a').status).toBe(404);
    expect(ask('/again/b').status).toBe(200);
  });

  it('adds nothing to a production build', () => {
    expect(preparedPagesWebpackConfig()).toEqual({});
  });
});
