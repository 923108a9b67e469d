import {describe, expect, it} from 'vitest';
import {readPage} from '../../scripts/check-build/page';
import type {BuiltPage, BuiltSite} from '../../scripts/check-build/rules';
import {routeOfFile} from '../../scripts/check-build/site';
import {checkUrlMap, landOn} from '../../scripts/check-build/urlMap';
import {withAliasIds} from '../../src/plugins/url-map/aliasIds';
import {aliasesByRoute, parseUrlMap, readUrlMap, UrlMapError} from '../../src/plugins/url-map/map';
import {REDIRECT_SCRIPT, redirectPage, redirectsFile} from '../../src/plugins/url-map/redirectPage';
import {plannedRedirects} from '../../src/plugins/url-map/redirects';
import {docsDenoComFile, readDocsDenoCom, type DocsDenoCom} from '../../src/plugins/url-map/source';

const map = `# a comment
/runtime/fundamentals/security/ -> /runtime/manual/basics/permissions
  #file-system-access -> #read
  #permission-broker -> none   # no broker page here
/examples/aes/ ~> /api/web/~/SubtleCrypto
`;

describe('the URL map format', () => {
  it('reads entries, kinds and alias lines with their lines', () => {
    const [security, aes] = parseUrlMap(map, 'maps/x.txt');
    expect(security).toMatchObject({
      from: '/runtime/fundamentals/security/',
      to: '/runtime/manual/basics/permissions',
      kind: 'same',
      line: 2,
    });
    expect(security!.anchors).toEqual([
      {from: 'file-system-access', to: 'read', file: 'maps/x.txt', line: 3},
      {from: 'permission-broker', to: null, file: 'maps/x.txt', line: 4},
    ]);
    expect(aes).toMatchObject({kind: 'nearest', anchors: []});
  });

  it('names file and line for a malformed line, an orphan alias and a twice-mapped id', () => {
    expect(() => parseUrlMap('/a/ => /b', 'm.txt')).toThrow('m.txt:1: expected "/old/path/ -> /path"');
    expect(() => parseUrlMap('\n  #x -> #y', 'm.txt')).toThrow('m.txt:2: an alias line comes before any URL line');
    expect(() => parseUrlMap('/a/ -> /b\n  #x -> #y\n  #x -> none', 'm.txt')).toThrow('m.txt:3: #x is mapped twice');
    expect(() => parseUrlMap('/a/ -> /b\n  #x -> #x', 'm.txt')).toThrow('m.txt:2: #x -> #x: the id is the same');
    expect(() => parseUrlMap('/a/#x -> /b', 'm.txt')).toThrow(UrlMapError);
  });

  it('keeps the repository map well-formed, each old URL once', () => {
    expect(readUrlMap().length).toBeGreaterThan(0);
  });

  it('gives each target page the old ids that lead to its sections', () => {
    expect(aliasesByRoute(parseUrlMap(map, 'm.txt')).get('/runtime/manual/basics/permissions')).toEqual(
      new Map([['read', ['file-system-access']]]),
    );
  });
});

describe('redirects', () => {
  const entries = parseUrlMap(map, 'm.txt');
  const source: Pick<DocsDenoCom, 'redirects' | 'go'> = {
    redirects: {'/runtime/manual/old/': '/runtime/fundamentals/security/#x', '/deploy/manual/*': '/deploy/classic/*'},
    go: {perm: '/runtime/fundamentals/security/', lost: '/nowhere/'},
  };
  const isPage = (route: string): boolean => route === '/runtime/manual/basics/permissions';

  it('sends map lines, old URLs and go slugs where their docs.deno.com page lands here', () => {
    expect(plannedRedirects(entries, source, [{from: '/go/perm', to: '/kept'}], isPage)).toEqual([
      {from: '/examples/aes', to: '/api/web/~/SubtleCrypto'},
      {from: '/go/perm', to: '/kept'},
      {from: '/runtime/fundamentals/security', to: '/runtime/manual/basics/permissions'},
      {from: '/runtime/manual/old', to: '/runtime/manual/basics/permissions#x'},
    ]);
  });

  it('writes one constant script for every redirect page, and 301s for hosts that read _redirects', () => {
    expect(redirectPage('/a?b#c')).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
    expect(redirectPage('/a')).toContain('<link rel="canonical" href="/a">');
    expect(() => redirectPage('//example.org/a')).toThrow('a redirect target must be a path of this site');
    expect(redirectsFile([{from: '/x', to: '/y#z'}])).toContain('/x /y#z 301!\n/x/ /y#z 301!');
  });

  it('puts alias spans before the element with the id, and nowhere else', () => {
    const html = '<p id="read-more">x</p><h2 class="anchor" id="read">Read</h2>';
    expect(withAliasIds(html, new Map([['read', ['file-system-access']]]))).toBe(
      '<p id="read-more">x</p><span class="anchor-alias" id="file-system-access"></span><h2 class="anchor" id="read">Read</h2>',
    );
  });
});

describe('check:build judges the map against the build', () => {
  const page = (body: string): string =>
    `<html lang=en><head><title>t</title></head><body><h1>t</h1>${body}</body></html>`;
  const files: Record<string, string> = {
    'runtime/manual/basics/permissions/index.html': page(
      '<span class="anchor-alias" id="file-system-access"></span><h2 id=read>R</h2><h2 id=key-principles>K</h2>',
    ),
    'runtime/fundamentals/security/index.html': redirectPage('/runtime/manual/basics/permissions'),
    'examples/aes/index.html': redirectPage('/api/web/~/SubtleCrypto'),
    'api/web/~/SubtleCrypto/index.html': page(''),
    'go/perm/index.html': redirectPage('/runtime/manual/basics/permissions#read'),
  };
  const site = (extra: Record<string, string> = {}, without?: string): BuiltSite => {
    const all = Object.fromEntries(Object.entries({...files, ...extra}).filter(([file]) => file !== without));
    const pages = new Map<string, BuiltPage>(
      Object.entries(all).map(([file, text]) => [file, {file, route: routeOfFile(file), facts: readPage(text)}]),
    );
    return {
      origin: 'https://docs.deno.com',
      fileExists: (f) => f in all,
      pageAt: (f) => pages.get(f),
      scriptHashes: undefined,
      pendingTargets: new Set(),
    };
  };
  const source = (ids: string[]): DocsDenoCom => ({
    source: {repository: 'denoland/docs', commit: 'eb8f78e9', committed: '2026-08-18', read: '2026-11-28'},
    pages: [
      {url: '/runtime/fundamentals/security/', file: 'x.md', ids},
      {url: '/examples/aes/', file: 'y.ts', ids: ['anything']},
    ],
    go: {perm: '/runtime/fundamentals/security/'},
    redirects: {},
  });

  it('follows redirect pages and keeps the anchor', () => {
    expect(landOn('/runtime/fundamentals/security/#file-system-access', site())).toMatchObject({
      page: {file: 'runtime/manual/basics/permissions/index.html'},
      id: 'file-system-access',
    });
  });

  it('passes when every URL and id lands, and counts them', () => {
    const {problems, figures} = checkUrlMap(
      source(['file-system-access', 'permission-broker', 'key-principles']),
      parseUrlMap(map, 'm.txt'),
      site(),
      docsDenoComFile,
    );
    expect(problems).toEqual([]);
    expect(figures.pages).toEqual({total: 2, here: 0, same: 1, nearest: 1, lost: 0});
    expect(figures.ids).toEqual({total: 3, sameId: 1, alias: 1, none: 1, lost: 0});
    expect(figures.go).toEqual({total: 1, landed: 1});
  });

  it('fails for an id that lands nowhere, an alias not built, and a URL with no page', () => {
    const lostId = checkUrlMap(
      source(['file-system-access', 'permission-broker', 'usage']),
      parseUrlMap(map, 'm.txt'),
      site(),
      docsDenoComFile,
    );
    expect(lostId.problems.map((p) => p.message)).toEqual([
      '#usage of /runtime/fundamentals/security/ lands on no section of runtime/manual/basics/permissions/index.html: add "#usage -> #id" or "#usage -> none"',
    ]);
    const unbuilt = site({
      'runtime/manual/basics/permissions/index.html': page('<h2 id=read>R</h2><h2 id=key-principles>K</h2>'),
    });
    expect(
      checkUrlMap(
        source(['file-system-access', 'permission-broker']),
        parseUrlMap(map, 'm.txt'),
        unbuilt,
        docsDenoComFile,
      ).problems,
    ).toMatchObject([
      {
        file: 'm.txt',
        line: 3,
        message: expect.stringContaining('alias "file-system-access" is not on the built page yet'),
      },
    ]);
    const noLine = checkUrlMap(source([]), [], site({}, 'examples/aes/index.html'), docsDenoComFile);
    expect(noLine.problems.map((p) => p.message)).toContain(
      '/examples/aes/ is no page here and has no line in src/plugins/url-map/maps',
    );
  });

  it('keeps the docs.deno.com list with its source commit', () => {
    const kept = readDocsDenoCom();
    expect(kept.source).toMatchObject({repository: 'denoland/docs', commit: expect.stringMatching(/^eb8f78e9/)});
    expect(Object.keys(kept.go)).toHaveLength(45);
  });
});

describe('an old URL with an anchor, sent through its map line', () => {
  const entries = parseUrlMap(
    `/runtime/fundamentals/security/ -> /runtime/manual/basics/permissions
  #permission-broker -> none
  #file-system-access -> #read
/examples/aes/ ~> /api/web/~/SubtleCrypto
`,
    'm.txt',
  );
  const isPage = (): boolean => false;
  const go = (target: string) =>
    plannedRedirects(entries, {redirects: {}, go: {x: target}}, [], isPage).find((r) => r.from === '/go/x')?.to;

  it('keeps an anchor that lands, and drops one the map says has no section here', () => {
    expect(go('/runtime/fundamentals/security/#file-system-access')).toBe(
      '/runtime/manual/basics/permissions#file-system-access',
    );
    expect(go('/runtime/fundamentals/security/#permission-broker')).toBe('/runtime/manual/basics/permissions');
  });

  it('drops an anchor of a page whose nearest page here has no alias for it', () => {
    expect(go('/examples/aes/#usage')).toBe('/api/web/~/SubtleCrypto');
  });
});

describe('map errors a build would otherwise find late', () => {
  it('refuses one old id leading to two sections of one page, naming both lines', () => {
    const entries = parseUrlMap('/a/ -> /x\n  #env -> #one\n/b/ ~> /x\n  #env -> #two\n', 'm.txt');
    expect(() => aliasesByRoute(entries)).toThrow('m.txt:4: #env on /x already leads to #one (m.txt:2)');
  });

  it('drops an anchor that the docs.deno.com page no longer has', () => {
    const entries = parseUrlMap('/runtime/fundamentals/security/ -> /runtime/manual/basics/permissions\n', 'm.txt');
    const source = {
      redirects: {'/old/': '/runtime/fundamentals/security/#rid'},
      go: {},
      pages: [{url: '/runtime/fundamentals/security/', file: 'x.md', ids: ['key-principles']}],
    };
    expect(plannedRedirects(entries, source, [], () => false)).toContainEqual({
      from: '/old',
      to: '/runtime/manual/basics/permissions',
    });
  });
});
