import {describe, expect, it} from 'vitest';
import {readPage} from '../../scripts/check-build/page';
import {checkPage, fileForPath, type BuiltPage, type BuiltSite, type RuleName} from '../../scripts/check-build/rules';
import {coveringSample, pageFeatures} from '../../scripts/check-build/sample';
import {routeOfFile, scriptHashesOfHeaders} from '../../scripts/check-build/site';
import {scriptHash} from '../../src/plugins/security-headers/policy';

const themeScript = 'document.documentElement.dataset.theme="light"';

/** A built page as Docusaurus writes one, with `body` inside <main>. */
function html(body: string, {title = 'Testing | Deno Docs', lang = ' lang=en'} = {}): string {
  return `<!doctype html><html${lang} class="plugin-docs plugin-id-runtime"><head><title>${title}</title>
<script>${themeScript}</script><link rel=stylesheet href=/assets/css/styles.css></head>
<body><main>
${body}
</main></body></html>`;
}

const target = html('<h1>Target</h1><h2 id=steps>Steps</h2>');
const files: Record<string, string> = {
  'index.html': html('<h1>Home</h1>'),
  'runtime/manual/index.html': target,
  'go/target/index.html': '<html><head><meta http-equiv="refresh" content="0; url=/runtime/manual"></head></html>',
  'assets/css/styles.css': '',
  'img/logo.svg': '',
};

function siteWith(extraFiles: Record<string, string> = {}): BuiltSite {
  const all = {...files, ...extraFiles};
  const pages = new Map<string, BuiltPage>();
  for (const [file, text] of Object.entries(all))
    if (file.endsWith('.html')) pages.set(file, {file, route: routeOfFile(file), facts: readPage(text)});
  return {
    origin: 'https://docs.deno.com',
    fileExists: (file) => file in all,
    pageAt: (file) => pages.get(file),
    scriptHashes: new Set([scriptHash(themeScript)]),
    pendingTargets: new Set(['/examples/later']),
  };
}

/** The rules that fail for a page at `file` with this HTML, with their lines. */
function failures(text: string, file = 'runtime/manual/page/index.html'): {rule: RuleName; line: number}[] {
  const site = siteWith({[file]: text});
  return checkPage(site.pageAt(file)!, site).map(({rule, line}) => ({rule, line}));
}

describe('check:build rules, each seen failing on a broken page', () => {
  it('passes a well-formed page', () => {
    expect(
      failures(
        html(
          '<h1>Page</h1><a href=/runtime/manual#steps>Steps</a> <a href="https://docs.deno.com/runtime/manual/">abs</a>' +
            '<a href=/go/target>via redirect</a> <a href=/examples/later>later</a> <img src=/img/logo.svg alt="">' +
            '<a href=/ aria-label=Home><svg></svg></a><pre><code>undefined</code></pre>' +
            '<a href=https://example.org/x>off site</a><a id=top>anchor only</a>',
        ),
      ),
    ).toEqual([]);
  });

  it('title: missing, or Page Not Found on a page other than 404.html', () => {
    expect(failures(html('<h1>x</h1>', {title: ''}))).toEqual([{rule: 'title', line: 1}]);
    expect(failures(html('<h1>x</h1>', {title: 'Page Not Found | Deno Docs'}))).toEqual([{rule: 'title', line: 1}]);
    expect(failures(html('<h1>Page Not Found</h1>', {title: 'Page Not Found | Deno Docs'}), '404.html')).toEqual([]);
  });

  it('h1: none, two, or empty; lang: missing', () => {
    expect(failures(html('<h2>x</h2>'))).toEqual([{rule: 'h1', line: 1}]);
    expect(failures(html('<h1>a</h1>\n<h1>b</h1>'))).toEqual([{rule: 'h1', line: 5}]);
    expect(failures(html('<h1> </h1>'))).toEqual([{rule: 'h1', line: 4}]);
    expect(failures(html('<h1>x</h1>', {lang: ''}))).toEqual([{rule: 'lang', line: 1}]);
  });

  it('link and anchor: a missing page, a missing id, a missing same-origin absolute page', () => {
    expect(failures(html('<h1>x</h1>\n<a href=/runtime/missing>m</a>'))).toEqual([{rule: 'link', line: 5}]);
    expect(failures(html('<h1>x</h1>\n<a href="https://docs.deno.com/nope/">m</a>'))).toEqual([
      {rule: 'link', line: 5},
    ]);
    expect(failures(html('<h1>x</h1>\n<a href=/runtime/manual#nope>m</a>'))).toEqual([{rule: 'anchor', line: 5}]);
    expect(failures(html('<h1>x</h1>\n<a href=#nope>m</a>'))).toEqual([{rule: 'anchor', line: 5}]);
  });

  it('asset: an image, script or stylesheet not in the build', () => {
    expect(failures(html('<h1>x</h1>\n<img src=/img/gone.png alt=Gone>'))).toEqual([{rule: 'asset', line: 5}]);
    expect(failures(html('<h1>x</h1>\n<script src=/assets/js/gone.js></script>'))).toEqual([{rule: 'asset', line: 5}]);
  });

  it('csp: an inline script without its hash, an event handler, a javascript: URL', () => {
    expect(failures(html('<h1>x</h1>\n<script>alert(1)</script>'))).toEqual([{rule: 'csp', line: 5}]);
    expect(failures(html('<h1>x</h1>\n<button onclick="go()">Go</button>'))).toEqual([{rule: 'csp', line: 5}]);
    expect(failures(html('<h1>x</h1>\n<a href="javascript:go()">Go</a>'))).toEqual([{rule: 'csp', line: 5}]);
    expect(failures(html('<h1>x</h1>\n<script type=application/ld+json>{}</script>'))).toEqual([]);
  });

  it('error-text, duplicate-id, image-alt, link-name', () => {
    expect(failures(html('<h1>x</h1>\n<p>[object Object]</p>'))).toEqual([{rule: 'error-text', line: 5}]);
    expect(failures(html('<h1>x</h1>\n<p>undefined</p>'))).toEqual([{rule: 'error-text', line: 5}]);
    // The name of what a link to another site explains is prose; a link inside the site is no excuse.
    expect(
      failures(html('<h1>x</h1>\n<p>returns <a href="https://developer.mozilla.org/x">undefined</a></p>')),
    ).toEqual([]);
    expect(failures(html('<h1>x</h1>\n<p>returns <a href="/">undefined</a></p>'))).toEqual([
      {rule: 'error-text', line: 5},
    ]);
    expect(failures(html('<h1 id=a>x</h1>\n<p id=a>y</p>'))).toEqual([{rule: 'duplicate-id', line: 5}]);
    expect(failures(html('<h1>x</h1>\n<img src=/img/logo.svg>'))).toEqual([{rule: 'image-alt', line: 5}]);
    expect(failures(html('<h1>x</h1>\n<a href=/><svg></svg></a>'))).toEqual([{rule: 'link-name', line: 5}]);
  });

  it('a redirect page needs no title or heading, but its target must exist', () => {
    expect(failures(files['go/target/index.html']!, 'go/other/index.html')).toEqual([]);
    const broken = '<html><head><meta http-equiv="refresh" content="0; url=/runtime/gone"></head></html>';
    expect(failures(broken, 'go/other/index.html')).toEqual([{rule: 'link', line: 1}]);
  });
});

describe('check:build helpers', () => {
  it('maps paths to build files as a static host serves them', () => {
    const site = {fileExists: (file: string) => ['index.html', 'a/index.html', 'b.html', 'c.txt'].includes(file)};
    expect(['/', '/a', '/a/', '/b', '/c.txt', '/d', '/c.txt/'].map((p) => fileForPath(p, site))).toEqual([
      'index.html',
      'a/index.html',
      'a/index.html',
      'b.html',
      'c.txt',
      undefined,
      undefined,
    ]);
    expect(routeOfFile('runtime/manual/index.html')).toBe('/runtime/manual');
    expect(routeOfFile('404.html')).toBe('/404.html');
  });

  it("reads the script hashes of _headers' script-src", () => {
    const headers =
      "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-AB=' 'sha256-CD='; style-src 'self'\n";
    expect([...scriptHashesOfHeaders(headers)]).toEqual(["'sha256-AB='", "'sha256-CD='"]);
  });
});

describe('the browser sample', () => {
  const page = (route: string, body: string, kind = 'plugin-docs docs-doc-id-x', elements = 100) => ({
    route,
    features: pageFeatures(`<html class="${kind}"><body>${body}</body></html>`),
    elements,
  });

  it('covers every kind and component, and leaves redirect pages out', () => {
    const pages = [
      page('/a', '<div class=codeBlock_Ab12>'),
      page('/b', '<div class=codeBlock_Zz99><details class=alert>'),
      page('/c', '<table>', 'plugin-api-reference'),
      page('/d', '<details class=alert>'),
      {route: '/go/x', features: pageFeatures('<html><meta http-equiv=refresh>'), elements: 2},
    ];
    expect(pages[4]!.features.size).toBe(0);
    expect(coveringSample(pages)).toEqual(['/b', '/c']);
  });

  it('prefers two short pages to one long page that shows the same', () => {
    const pages = [
      page('/long', '<details class=alert><table>', 'plugin-docs', 5000),
      page('/short-1', '<details class=alert>', 'plugin-docs', 200),
      page('/short-2', '<table>', 'plugin-docs', 200),
    ];
    expect(coveringSample(pages).sort()).toEqual(['/short-1', '/short-2']);
    expect(coveringSample(pages.map((p) => ({...p, elements: 100})))).toEqual(['/long']);
  });

  it("reads classes of tags only, and leaves out code tokens' types and block languages", () => {
    const features = pageFeatures(
      '<html class=plugin-docs><body><pre class="prism-code language-ts"><span class="token keyword">' +
        'const</span> &lt;li class="done"></pre></body></html>',
    );
    expect([...features].sort()).toEqual(['.prism-code', '.token', '<body>', '<pre>', '<span>', 'kind: plugin-docs']);
  });
});
