import {readdirSync, readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {repoRoot} from '../support/routes';
import {LocalSearchEngine, type PackedIndex, type PackedTexts} from '../../src/plugins/search/engine';
import {MODAL_HITS, modalOrder} from '../unit/search/modal';

const INDEX_REQUEST = /\/search-index\.\w+\.json$/;
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

async function openWithButton(page: Page): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
}

test.describe('search modal (local index)', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/runtime/manual/basics/permissions');
    await waitForHydration(page);
  });

  test('loads the index only when search is first used, and nothing leaves localhost', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => INDEX_REQUEST.test(url))).toEqual([]);
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);

    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => requests.filter((url) => INDEX_REQUEST.test(url)).length).toBe(1);
    await page.locator('.DocSearch-Button').click();
    await input(page).fill('deno kv');
    await expect(hits(page).first()).toBeVisible();
    expect(requests.filter((url) => !url.startsWith('http://localhost:'))).toEqual([]);
  });

  test('Ctrl+K and Cmd+K open it, Escape closes it', async ({page}) => {
    for (const shortcut of ['Control+k', 'Meta+k']) {
      await page.keyboard.press(shortcut);
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    }
  });

  test('/ opens it, and the search button does too', async ({page}) => {
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await openWithButton(page);
  });

  test('typing shows hits as you type, typos included; Enter goes to the first hit', async ({page}) => {
    await openWithButton(page);
    await input(page).pressSequentially('permisions');
    await expect(hits(page).first()).toContainText(/Permission/);
    await input(page).fill('kv.watch');
    const first = hits(page).first().locator('a');
    await expect(first).toHaveAttribute('href', /^\/deploy\/kv\/manual\/operations/);
    const href = (await first.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    await expect(modal(page)).toHaveCount(0);
  });

  test('searches in a worker, and in the page where no worker starts or its script fails', async ({page}) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openWithButton(page);
    await input(page).fill('deno kv');
    await expect(hits(page).first()).toBeVisible();
    expect(workers).toHaveLength(1);

    const noWorker = 'Object.defineProperty(window, "Worker", {value: undefined});';
    // A worker whose script the browser could not run reports an error event and nothing else.
    const failingWorker = `window.Worker = class extends EventTarget {
      constructor() { super(); setTimeout(() => this.dispatchEvent(new Event('error')), 0); }
      postMessage() {}
      terminate() {}
    };`;
    for (const script of [noWorker, failingWorker]) {
      await page.addInitScript(script);
      await page.reload();
      await waitForHydration(page);
      await openWithButton(page);
      await input(page).fill('kv.watch');
      await expect(hits(page).first().locator('a'), script).toHaveAttribute(
        'href',
        /^\/deploy\/kv\/manual\/operations/,
      );
    }
  });

  // How fast is a benchmark's question (npm run bench:search-ui); this checks that it works.
  test('shows hits on a cold cache when typed right after Ctrl+K', async ({page}) => {
    // Opened by the keyboard (no hover first), then typed at once: the index loads meanwhile.
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('p');
    await expect(hits(page).first()).toBeVisible();
  });

  test('the footer links to all results on /search', async ({page}) => {
    await openWithButton(page);
    await input(page).fill('permissions');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveText(/^See all \d+ results$/);
    const count = Number(/\d+/.exec((await seeAll.textContent())!)![0]);
    await expect(seeAll).toHaveAttribute('href', '/search?q=permissions&product=runtime');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=permissions&product=runtime$/);
    await expect(page.getByTestId('search-count')).toHaveText(
      new RegExp(`^${count} results(; the best \\d+ are)? on (these )?\\d+ pages$`),
    );
  });

  test('no results: the spec’s texts, a suggestion and the “Let us know.” link', async ({page}) => {
    await openWithButton(page);
    await input(page).fill('deno');
    await expect(hits(page).first()).toBeVisible();
    await input(page).fill('qwxzyv jjqq');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for');
    await expect(noResults).toContainText('qwxzyv jjqq');
    // Suggestions are the sections of the previous results.
    await expect(noResults).toContainText('Try searching for');
    await expect(noResults.locator('.DocSearch-Prefill').first()).toBeVisible();
    await expect(noResults).toContainText('Believe this query should return results?');
    const letUsKnow = noResults.getByRole('link', {name: 'Let us know.'});
    await expect(letUsKnow).toHaveAttribute('href', /qwxzyv%20jjqq/);
  });
});

test.describe('search failure', () => {
  test('the modal shows the failure text when the index cannot be loaded', async ({page, consoleGuard}) => {
    for (let i = 0; i < 20; i++) consoleGuard.expected.push(/Failed to load resource: net::ERR_FAILED/);
    await page.route(INDEX_REQUEST, (route) => route.abort('failed'));
    await page.goto('/runtime/manual/basics/permissions');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('permissions');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  });

  test('typed text survives a failed index and its recovery, one status shows, and failures back off', async ({
    page,
    consoleGuard,
  }) => {
    for (let i = 0; i < 20; i++) consoleGuard.expected.push(/Failed to load resource: net::ERR_FAILED/);
    let failing = true;
    let indexRequests = 0;
    await page.route(INDEX_REQUEST, (route) => {
      indexRequests++;
      return failing ? route.abort('failed') : route.continue();
    });
    await page.goto('/runtime/manual/basics/permissions');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('deno serve', {delay: 60});
    await expect(input(page)).toHaveValue('deno serve');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    // Ten keystrokes inside the first retry delay: one load, not one per keystroke.
    expect(indexRequests).toBeLessThanOrEqual(2);
    failing = false;
    // Past the longest delay the failures so far can have set (1 s, then 2 s).
    await page.waitForTimeout(3_100);
    await page.keyboard.type(' http', {delay: 60});
    await expect(hits(page).first()).toBeVisible();
    await expect(input(page)).toHaveValue('deno serve http');
    await expect(error).toHaveCount(0);
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  });

  test('offline after the first page, opening search says so and Try again opens it once online', async ({
    page,
    context,
    consoleGuard,
  }) => {
    // Each try logs a failed request per chunk and for the index (about 7).
    for (let i = 0; i < 60; i++) consoleGuard.expected.push(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await page.goto('/runtime/manual/basics/permissions');
    await waitForHydration(page);
    await context.setOffline(true);
    for (const open of [() => page.keyboard.press('Control+k'), () => page.locator('.DocSearch-Button').click()]) {
      await open();
      const alert = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
      await expect(alert).toContainText('You might want to check your network connection.');
      await expect(alert.getByRole('button', {name: 'Try again'})).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(alert).toHaveCount(0);
    }
    await page.keyboard.press('Control+k');
    await context.setOffline(false);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(modal(page)).toBeVisible();
    await input(page).fill('permissions');
    await expect(hits(page).first()).toBeVisible();
  });

  test('the /search page shows the failure text too', async ({page, consoleGuard}) => {
    for (let i = 0; i < 20; i++) consoleGuard.expected.push(/Failed to load resource: net::ERR_FAILED/);
    await page.route(INDEX_REQUEST, (route) => route.abort('failed'));
    await page.goto('/search?q=permissions');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });
});

test.describe('/search page', () => {
  test('shows the results for q grouped by page, and follows edits of the query', async ({page}) => {
    await page.goto('/search?q=kv.watch');
    await waitForHydration(page);
    const pages = page.locator('main ol > li');
    await expect(pages.first().locator('h2 a')).toHaveAttribute('href', /^\/deploy\/kv\/manual\/operations$/);
    const hrefs = await pages.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size, 'one entry per page').toBe(hrefs.length);
    // Snippets come from the second file, fetched after the index; the page shows them when in.
    await expect(pages.first().locator('[class*="snippet"]').first()).toHaveText(/\w{3,}/);

    const box = page.getByRole('searchbox', {name: 'Search'});
    await expect(box).toHaveValue('kv.watch');
    await box.fill('secondary indexes');
    await expect(page).toHaveURL(/\/search\?q=secondary%20indexes$/);
    await expect(page.locator('h1')).toHaveText('Search results for "secondary indexes"');
    await expect(pages.first().locator('h2 a')).toHaveAttribute('href', '/deploy/kv/manual/secondary_indexes');
    await pages.first().locator('h2 a').click();
    await expect(page).toHaveURL(/\/deploy\/kv\/manual\/secondary_indexes$/);
  });

  test('shows the best results first, and the next ones on request', async ({page}) => {
    await page.goto('/search?q=deno');
    await waitForHydration(page);
    const count = page.getByTestId('search-count');
    await expect(count).toHaveText(/^\d+ results; the best 30 are on these \d+ pages$/);
    const pages = page.locator('main ol > li');
    const before = await pages.count();
    await page.getByRole('button', {name: 'Show more results'}).click();
    await expect(count).toHaveText(/; the best 60 are on these \d+ pages$/);
    expect(await pages.count()).toBeGreaterThan(before);
  });

  test('says so when nothing matches', async ({page}) => {
    await page.goto('/search?q=qwxzyv');
    await expect(page.locator('main')).toContainText('No results for “qwxzyv”');
  });
});

test('every anchor in the built index exists on its page', () => {
  const buildDir = path.join(repoRoot, 'build');
  const file = readdirSync(buildDir).find((name) => INDEX_REQUEST.test(`/${name}`));
  expect(file, 'build/search-index.*.json').toBeDefined();
  const data = JSON.parse(readFileSync(path.join(buildDir, file!), 'utf8')) as PackedIndex;
  const missing: string[] = [];
  const pages = new Map<number, string>();
  for (const [pageId, , , anchor] of data.sections) {
    if (!anchor) continue;
    const route = data.pages[pageId]!.u;
    if (!pages.has(pageId)) {
      const html = [path.join(buildDir, route, 'index.html'), path.join(buildDir, `${route}.html`)].find(existsSync);
      pages.set(pageId, html ? readFileSync(html, 'utf8') : '');
    }
    const html = pages.get(pageId)!;
    const id = anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!new RegExp(`id=(?:"${id}"|${id}[ >])`).test(html)) missing.push(`${route}#${anchor}`);
  }
  expect(missing).toEqual([]);
  expect(data.pages.length).toBeGreaterThan(0);
});

// The relevance suite (tests/unit/search) judges the modal through a model of DocSearch's
// grouping; this checks the model against the real modal, on a Runtime and on a Deploy page.
test.describe('the modal shows hits in the order the relevance suite assumes', () => {
  const buildDir = path.join(repoRoot, 'build');
  const fileOf = (prefix: string) => readdirSync(buildDir).find((name) => name.startsWith(`${prefix}.`))!;
  const engine = LocalSearchEngine.load(
    JSON.parse(readFileSync(path.join(buildDir, fileOf('search-index')), 'utf8')) as PackedIndex,
    JSON.parse(readFileSync(path.join(buildDir, fileOf('search-texts')), 'utf8')) as PackedTexts,
  );
  const cases = [
    {from: '/runtime/manual/basics/permissions', context: 'runtime', query: 'environment variables'},
    {from: '/deploy/manual/', context: 'deploy', query: 'environment variables'},
    {from: '/deploy/manual/', context: 'deploy', query: 'Deno.Kv'},
  ];
  for (const {from, context, query} of cases) {
    test(`"${query}" typed on ${from}`, async ({page}) => {
      await page.goto(from);
      await waitForHydration(page);
      await openWithButton(page);
      await input(page).fill(query);
      const expected = modalOrder(engine.search(query, {hitsPerPage: MODAL_HITS, contextProduct: context}).hits).map(
        (hit) => new URL(hit.url, 'http://x').pathname + new URL(hit.url, 'http://x').hash,
      );
      expect(expected.length).toBeGreaterThan(3);
      // For the two 'environment variables' cases the modal's order differs from the engine's raw
      // order (a page's hits come together), so the check has teeth.
      await expect
        .poll(async () =>
          hits(page)
            .locator('a')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        )
        .toEqual(expected);
    });
  }
});

test('"See all results" lists pages in the order the modal showed them, for the product it was typed in', async ({
  page,
}) => {
  const pathOf = (href: string | null) => new URL(href ?? '', 'http://x').pathname.replace(/\/$/, '');
  const unique = (paths: string[]) => [...new Set(paths)];
  await page.goto('/deploy/manual/');
  await waitForHydration(page);
  await openWithButton(page);
  await input(page).fill('environment variables');
  await expect(hits(page).first()).toBeVisible();
  const modalPages = unique(
    (
      await hits(page)
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    ).map(pathOf),
  );
  expect(modalPages.length).toBeGreaterThan(3);
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toHaveAttribute('href', '/search?q=environment%20variables&product=deploy');
  await seeAll.click();
  await expect(page.getByTestId('search-count')).toBeVisible();
  const listed = unique(
    (await page.locator('main ol h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map(pathOf),
  );
  // The modal shows at most five hits a group of the first 20: the pages it shows come in the
  // same order on /search, which lists every hit, and the best page is first on both.
  expect(listed.filter((p) => modalPages.includes(p))).toEqual(modalPages);
  expect(listed[0]).toBe(modalPages[0]);
});
