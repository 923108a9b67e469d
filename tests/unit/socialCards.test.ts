import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fitTitle, maxLines, wordPieces, wrapTitle, type TitleBox} from '../../src/plugins/social-cards/layout';
import {loadCardFont, type CardFont} from '../../src/plugins/social-cards/font';
import {CARD_HEIGHT, CARD_WIDTH, TITLE_BOX, layoutTitle} from '../../src/plugins/social-cards/card';
import {cardKey, DEFAULT_FONT_FILE, sectionOf, SocialCards} from '../../src/plugins/social-cards/cards';
import {decodeHtmlText, pageTitle, withSocialImage} from '../../src/plugins/social-cards/html';
import {cardRoutes} from '../../src/plugins/social-cards/index';
import {htmlFileOf} from '../../src/plugins/prepared-pages/shell';
import {pngSize} from '../../src/plugins/social-cards/png';

/** One em per character: widths are character counts. */
const monospace = (text: string): number => Array.from(text).length;

describe('title layout', () => {
  it('wraps at spaces, greedily', () => {
    expect(wrapTitle('Configure the permissions of a program', 16, monospace)).toEqual([
      'Configure the',
      'permissions of a',
      'program',
    ]);
  });

  it('breaks a word too wide for a line after dots first, then before capitals, then anywhere', () => {
    expect(wordPieces('Deno.UnsafeWindowSurface.prototype')).toEqual(['Deno.', 'UnsafeWindowSurface.', 'prototype']);
    expect(wordPieces('UnsafeWindowSurface')).toEqual(['Unsafe', 'Window', 'Surface']);
    expect(wrapTitle('Deno.UnsafeWindowSurface.prototype.getContext', 21, monospace)).toEqual([
      'Deno.',
      'UnsafeWindowSurface.',
      'prototype.getContext',
    ]);
    expect(wrapTitle('Deno.UnsafeWindowSurface', 8, monospace)).toEqual(['Deno.', 'Unsafe', 'Window', 'Surface']);
    expect(wrapTitle('abcdefghij', 4, monospace)).toEqual(['abcd', 'efgh', 'ij']);
  });

  const box: TitleBox = {width: 100, height: 60, sizes: [20, 10], lineHeight: 1};

  it('takes the largest size whose lines fit the box', () => {
    expect(maxLines(box, 20)).toBe(3);
    // 5 em a line at 20 px: three lines fit.
    expect(fitTitle('aaaa bbbb cccc', box, monospace)).toEqual({
      size: 20,
      lines: ['aaaa', 'bbbb', 'cccc'],
      truncated: false,
    });
    // Four lines at 20 px do not; at 10 px (10 em a line, 6 lines) they become two.
    expect(fitTitle('aaaa bbbb cccc dddd', box, monospace)).toEqual({
      size: 10,
      lines: ['aaaa bbbb', 'cccc dddd'],
      truncated: false,
    });
  });

  it('cuts a title too long for the smallest size with an ellipsis', () => {
    const fitted = fitTitle('word '.repeat(40), box, monospace);
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines).toHaveLength(6);
    expect(fitted.lines.at(-1)).toMatch(/\u2026$/);
    expect(fitted.lines.every((line) => monospace(line) <= 10)).toBe(true);
  });

  it('refuses an empty title', () => {
    expect(() => fitTitle('  ', box, monospace)).toThrow(/non-empty title/);
  });
});

describe('cards drawn with the site font', () => {
  let font: CardFont;
  beforeAll(async () => {
    font = await loadCardFont(DEFAULT_FONT_FILE);
  });

  it('fits long API names and long guide titles inside the title box', () => {
    const measure = font.face(800).measureEm;
    for (const title of [
      'Deno.UnsafeWindowSurface.prototype.getContext',
      'WebAssembly.instantiateStreaming',
      'Configuring TypeScript in Deno: compiler options, type checking and declaration files for npm packages',
      'Deno',
    ]) {
      const fitted = layoutTitle(font, title);
      expect(fitted.truncated, title).toBe(false);
      expect(fitted.lines.length, title).toBeLessThanOrEqual(maxLines(TITLE_BOX, fitted.size));
      for (const line of fitted.lines) expect(measure(line) * fitted.size, line).toBeLessThanOrEqual(TITLE_BOX.width);
      expect(fitted.lines.join('').replace(/\s/g, '')).toBe(title.replace(/\s/g, ''));
    }
    expect(layoutTitle(font, 'Deno').size).toBe(TITLE_BOX.sizes[0]);
  });

  it('names the character when the font has no glyph for it', () => {
    expect(() => layoutTitle(font, 'Deno \u4e2d')).toThrow(/no glyph for "\u4e2d" \(U\+4E2D\)/);
  });

  it('fails clearly on a missing font file or a file that is not a font', async () => {
    await expect(loadCardFont('/nowhere/inter.woff2')).rejects.toThrow(
      /social cards: cannot read the card font \/nowhere\/inter\.woff2/,
    );
    const notAFont = path.resolve(__dirname, '../../static/img/logo.svg');
    await expect(loadCardFont(notAFont)).rejects.toThrow(/logo\.svg is not a WOFF2 font/);
  });
});

describe('card cache key', () => {
  const card = {title: 'Deno.Kv', product: 'API reference'};
  it('is the same for the same drawing and changes with the title', () => {
    expect(cardKey({...card}, 'template', 'font')).toBe(cardKey(card, 'template', 'font'));
    expect(cardKey({...card, title: 'Deno.KvU64'}, 'template', 'font')).not.toBe(cardKey(card, 'template', 'font'));
  });
  it('changes with the section, the template and the font', () => {
    const key = cardKey(card, 'template', 'font');
    expect(cardKey({...card, product: 'Deno Runtime'}, 'template', 'font')).not.toBe(key);
    expect(cardKey(card, 'template 2', 'font')).not.toBe(key);
    expect(cardKey(card, 'template', 'font 2')).not.toBe(key);
  });
});

describe('SocialCards', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'social-cards-'));
  const outDir = path.join(work, 'build');
  const cacheDir = path.join(work, 'cache');
  const open = () => SocialCards.open({outDir, cacheDir, siteUrl: 'https://docs.example.com/', siteName: 'Deno Docs'});
  afterAll(() => rmSync(work, {recursive: true, force: true}));

  it('writes a 1200x630 PNG per distinct card, once, and a warm build draws nothing', async () => {
    const cold = await open();
    const kv = cold.imageUrl('/api/deno/~/Deno.Kv', 'Deno.Kv');
    const again = cold.imageUrl('/api/deno/~/Deno.Kv', 'Deno.Kv');
    const permissions = cold.imageUrl('/runtime/fundamentals/security', 'Security and permissions');
    expect(kv).toMatch(/^https:\/\/docs\.example\.com\/img\/social\/[0-9a-f]{20}\.png$/);
    expect(again).toBe(kv);
    expect(permissions).not.toBe(kv);
    await cold.finish();
    expect(cold.drawn).toBe(2);
    const files = readdirSync(path.join(outDir, 'img/social'));
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(pngSize(readFileSync(path.join(outDir, 'img/social', file)))).toEqual({
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
      });
    }
    rmSync(outDir, {recursive: true});
    const warm = await open();
    expect(warm.imageUrl('/api/deno/~/Deno.Kv', 'Deno.Kv')).toBe(kv);
    await warm.finish();
    expect(warm.drawn).toBe(0);
    expect(readdirSync(path.join(outDir, 'img/social'))).toHaveLength(1);
  });

  it('names the page whose title the font cannot draw', async () => {
    const cards = await open();
    expect(() => cards.imageUrl('/runtime/x', 'Deno \u2603')).toThrow(
      /no glyph for "\u2603" \(U\+2603\), in the title of \/runtime\/x/,
    );
  });
});

describe('pages and their cards', () => {
  it('names each page by its section', () => {
    expect(sectionOf('/api/deno/~/Deno.Kv')).toBe('API reference');
    expect(sectionOf('/api')).toBe('API reference');
    expect(sectionOf('/runtime/reference/cli/run')).toBe('CLI reference');
    expect(sectionOf('/runtime/fundamentals/security')).toBe('Deno Runtime');
    expect(sectionOf('/deploy/kv/manual')).toBe('Deno KV');
    expect(sectionOf('/subhosting/manual')).toBe('Deno Subhosting');
    expect(sectionOf('/lint/rules/no-unused-vars')).toBe('Lint rules');
    expect(sectionOf('/search')).toBe('');
    expect(sectionOf('/apis')).toBe('');
  });

  it('reads the title without the site suffix, entities decoded', () => {
    expect(
      pageTitle('<title data-rh=true>Tom &amp; Jerry&#x27;s &quot;fetch&quot; | Deno Docs</title>', 'Deno Docs', '|'),
    ).toBe('Tom & Jerry\'s "fetch"');
    expect(pageTitle('<title>Search the documentation</title>', 'Deno Docs', '|')).toBe('Search the documentation');
    expect(pageTitle('<title>Deno Docs</title>', 'Deno Docs', '|')).toBeUndefined();
    expect(pageTitle('<head></head>', 'Deno Docs', '|')).toBeUndefined();
    expect(decodeHtmlText('&lt;T&gt; &#60; &unknown;')).toBe('<T> < &unknown;');
  });

  it('points og:image and twitter:image at the card, quoted or not, and names a page without them', () => {
    const html =
      '<meta data-rh=true property=og:image content=https://x.test/img/social-card.png />' +
      '<meta name="twitter:image" content="https://x.test/img/social-card.png">' +
      '<meta property=og:url content=https://x.test/a />';
    const out = withSocialImage(html, 'https://x.test/img/social/abc.png', 'build/a/index.html');
    expect(out).toBe(
      '<meta data-rh=true property=og:image content="https://x.test/img/social/abc.png" />' +
        '<meta name="twitter:image" content="https://x.test/img/social/abc.png">' +
        '<meta property=og:url content=https://x.test/a />',
    );
    expect(() => withSocialImage('<meta property=og:image content=x>', 'y', 'build/b/index.html')).toThrow(
      'social cards: build/b/index.html has no twitter:image meta tag to point at its card',
    );
  });

  it('leaves the home page and the prepared pages (whose writer sets their cards) out of the route walk', () => {
    const routes = ['/', '/api', '/api/deno', '/apis', '/runtime', '/404.html', '/runtime'];
    const cliRoutes = ['/runtime/reference/cli', '/runtime/reference/env_variables', '/runtime/reference/clip'];
    expect(cardRoutes([...routes, ...cliRoutes])).toEqual([
      '/apis',
      '/runtime',
      '/404.html',
      '/runtime/reference/clip',
    ]);
    expect(htmlFileOf('/b', '/404.html')).toBe('/b/404.html');
    expect(htmlFileOf('/b', '/runtime/manual')).toBe('/b/runtime/manual/index.html');
  });
});
