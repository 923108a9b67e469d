/**
 * Offline reading (src/plugins/offline): a second visit without a network renders the pages read
 * once and answers a search from the kept index; a new build's worker shows a "new version,
 * reload" prompt and Reload brings it in; and, online, the worker hides no request from
 * page.route, so the other specs' injected faults still work with it in control.
 */
import {readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, plainHostUrl, seriousAxeViolations, waitForHydration} from './fixtures';
import {CACHE_PREFIX, WORKER_FILE} from '../../src/plugins/offline/worker';
import {workerScript} from '../../src/plugins/offline/index';

const firstPage = '/runtime/manual/basics/permissions';
const secondPage = '/runtime/manual/basics/env_variables';
const INDEX_REQUEST = /\/search-index\.\w+\.json$/;
const sidebarLink = (page: Page, href: string) => page.locator(`nav[aria-label="Docs sidebar"] a[href="${href}"]`);
const searchInput = (page: Page) => page.locator('.DocSearch-Input');
const searchHits = (page: Page) => page.locator('.DocSearch-Hit');
const updatePrompt = (page: Page) =>
  page.getByRole('status').filter({hasText: 'A new version of these docs is available.'});

/** Waits until the worker is active (it registers after `load`). */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** This page (and `otherPages`) and the same-origin files it used that the worker has not kept yet. */
async function notYetKept(page: Page, otherPages: string[] = []): Promise<string[]> {
  return page.evaluate(
    async ([prefix, workerFile, others]) => {
      const kept = new Set<string>();
      for (const name of (await caches.keys()).filter((n) => n.startsWith(prefix))) {
        for (const request of await (await caches.open(name)).keys()) kept.add(request.url);
      }
      const used = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name.split('#')[0]!)
        .filter((url) => url.startsWith(`${location.origin}/`) && !url.endsWith(`/${workerFile}`));
      const pages = [location.pathname, ...others].map((pathname) => location.origin + pathname);
      return [...pages, ...used].filter((url) => !kept.has(url));
    },
    [CACHE_PREFIX, WORKER_FILE, otherPages] as const,
  );
}

/** First visit (the worker installs), then a reload, which the worker controls. */
async function visitTwice(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await workerActive(page);
  await page.reload();
  await waitForHydration(page);
  // The page registers the worker once its registration chunk, loaded after `load`, is in.
  await page.waitForLoadState('networkidle');
}

/** The browser looks for a new worker after navigations; the test asks at once. */
async function lookForNewWorker(page: Page): Promise<void> {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).fill(query);
}

test('online, with the worker in control, page.route still sees (and can fail) the page’s files', async ({
  page,
  consoleGuard,
}) => {
  for (let i = 0; i < 20; i++) consoleGuard.expected.push(/Failed to load resource: net::ERR_FAILED/);
  await visitTwice(page, firstPage);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker controls the page').toBe(
    true,
  );

  const seen: string[] = [];
  // A page load passes through the worker (network first, then the kept copy): its fetch of the
  // document is the context's to route, not the page's.
  await page.context().route(`**${secondPage}`, (route) => {
    seen.push(route.request().url());
    return route.continue();
  });
  await page.route('**/assets/js/*.js', (route) => {
    seen.push(route.request().url());
    return route.continue();
  });
  await page.route(INDEX_REQUEST, (route) => route.abort('failed'));
  await searchFor(page, 'permissions');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  expect(
    seen.filter((url) => url.includes('/assets/js/')),
    'the search chunks passed page.route',
  ).not.toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto(secondPage);
  await waitForHydration(page);
  // The page load went to the network through the worker (it also stores the page once reported).
  expect(
    seen.filter((url) => url.endsWith(secondPage)).length,
    'the worker’s document request passed context.route',
  ).toBeGreaterThanOrEqual(1);
});

test('a second visit offline renders the pages read once and answers a search', async ({
  page,
  context,
  consoleGuard,
}) => {
  // Offline, the page still prefetches the chunks of linked pages never visited: those fail, as without the worker.
  for (let i = 0; i < 40; i++) consoleGuard.expected.push(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  await page.goto(firstPage);
  await waitForHydration(page);
  await workerActive(page);
  await searchFor(page, 'permissions');
  await expect(searchHits(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await sidebarLink(page, secondPage).click();
  await expect(page.locator('article h1')).toHaveText('Environment variables');
  // The worker keeps what it is told in the background: on a busy machine that takes a moment.
  await expect.poll(() => notYetKept(page, [firstPage]), 'the worker keeps the pages and files used').toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('article h1')).toHaveText('Environment variables');
  await page.goto(firstPage);
  await waitForHydration(page);
  await expect(page.locator('article h1')).toHaveText('Permissions');
  await searchFor(page, 'kv watch');
  await expect(searchHits(page).first()).toBeVisible();
});

/**
 * The plain static host's files, except that the worker script can be replaced: `nextBuild()`
 * gives it another build id, `turnOff()` makes it the worker of a build with OFFLINE_READING=false.
 * What a reader's browser sees after a deploy.
 */
async function startDeployableHost(): Promise<{
  origin: string;
  nextBuild: () => void;
  /** From now on, every page's HTML is changed by `rewrite` (a new build's text). */
  rewritePages: (rewrite: (html: string) => string) => void;
  turnOff: () => void;
  close: () => Promise<void>;
}> {
  let replaceWorker = (script: string) => script;
  let rewriteHtml = (html: string) => html;
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(plainHostUrl(request.url ?? '/'));
      let body = Buffer.from(await upstream.arrayBuffer());
      if (request.url === `/${WORKER_FILE}`) body = Buffer.from(replaceWorker(body.toString('utf8')));
      if (upstream.headers.get('content-type')?.startsWith('text/html')) {
        body = Buffer.from(rewriteHtml(body.toString('utf8')));
      }
      // fetch has decoded the body: send it as it is now.
      const dropped = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!dropped.has(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      response.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const workerSource = readFileSync(path.join(__dirname, '../../src/plugins/offline/worker.ts'), 'utf8');
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    nextBuild: () =>
      (replaceWorker = (script) => script.replace(/startWorker\(self, "(\w+)"\)/, 'startWorker(self, "$1next")')),
    rewritePages: (rewrite) => (rewriteHtml = rewrite),
    turnOff: () => (replaceWorker = () => workerScript(workerSource, 'exports.startRetiringWorker(self);')),
    // The service worker is not the page's: its keep-alive connections outlive the page, and
    // close() alone would wait for them (a run timed out there after the test had passed).
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type DeployableHost = Awaited<ReturnType<typeof startDeployableHost>>;

/** Runs `body` with its own host; the page leaves it first, so no request of it outlives the host. */
async function withDeployableHost(page: Page, body: (host: DeployableHost) => Promise<void>): Promise<void> {
  const host = await startDeployableHost();
  try {
    await body(host);
  } finally {
    await page.goto('about:blank');
    await host.close();
  }
}

const builtId = /startWorker\(self, "(\w+)"\)/.exec(
  readFileSync(path.join(__dirname, '../../build', WORKER_FILE), 'utf8'),
)?.[1];

test('a new build shows a polite prompt, and Reload brings the new version in', async ({page}) => {
  // axe checks a whole docs page in each colour mode: on a busy machine that alone can take 20 s.
  test.slow();
  expect(builtId, 'build/sw.js starts the worker with its build id').toBeDefined();
  await withDeployableHost(page, async (host) => {
    await visitTwice(page, `${host.origin}${firstPage}`);
    host.nextBuild();
    await lookForNewWorker(page);
    const prompt = updatePrompt(page);
    await expect(prompt).toBeVisible();
    const reload = prompt.getByRole('button', {name: 'Reload'});
    await expect(reload).not.toBeFocused();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(await seriousAxeViolations(page), `axe in ${colorScheme} mode`).toEqual([]);
    }

    await page.evaluate(() => ((window as unknown as {marked: boolean}).marked = true));
    await reload.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {marked?: boolean}).marked ?? false).catch(() => true))
      .toBe(false);
    await waitForHydration(page);
    await expect(prompt).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => caches.keys()), 'only the new build’s cache is left')
      .toEqual([`${CACHE_PREFIX}${builtId}next`]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  });
});

test('Later hides the prompt, and the page goes on with the build it has', async ({page}) => {
  await withDeployableHost(page, async (host) => {
    await visitTwice(page, `${host.origin}${firstPage}`);
    host.nextBuild();
    await lookForNewWorker(page);
    const prompt = updatePrompt(page);
    await prompt.getByRole('button', {name: 'Later'}).click();
    await expect(prompt).toHaveCount(0);
    await sidebarLink(page, secondPage).click();
    await expect(page.locator('article h1')).toHaveText('Environment variables');
    await expect(prompt).toHaveCount(0);
  });
});

test('a build with offline reading turned off removes the worker and its cache', async ({page}) => {
  await withDeployableHost(page, async (host) => {
    await visitTwice(page, `${host.origin}${firstPage}`);
    await expect.poll(() => page.evaluate(() => caches.keys())).toHaveLength(1);
    host.turnOff();
    await lookForNewWorker(page);
    // To the page, the worker of the new build is a new version like any other.
    await updatePrompt(page).getByRole('button', {name: 'Reload'}).click();
    // The page reloads meanwhile: a question asked while it does counts as "not yet".
    await expect
      .poll(() =>
        page
          .evaluate(
            async () =>
              (await navigator.serviceWorker.getRegistration()) === undefined && !(await caches.keys()).length,
          )
          .catch(() => false),
      )
      .toBe(true);
  });
});

test('with the server down and the browser online, a page read once comes from the kept copy, and a page never read from the offline page', async ({
  page,
  consoleGuard,
}) => {
  for (let i = 0; i < 40; i++) consoleGuard.expected.push(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
  consoleGuard.expected.push(/Failed to load resource: the server responded with a status of 503/);
  await withDeployableHost(page, async (host) => {
    await visitTwice(page, `${host.origin}${firstPage}`);
    await expect.poll(() => notYetKept(page), 'the worker keeps the page and its files').toEqual([]);
    await host.close();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText('Permissions');

    await page.goto(`${host.origin}/runtime/manual/basics/modules`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('You are offline');
    await expect(page).toHaveTitle('Offline | Deno Docs');
    const kept = page.getByRole('link', {name: /^Permissions/});
    await expect(kept).toHaveAttribute('href', firstPage);
    await kept.click();
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText('Permissions');
  });
});

test('after a newer build is seen online, the kept copy offline is the newer one', async ({
  page,
  context,
  consoleGuard,
}) => {
  for (let i = 0; i < 40; i++) consoleGuard.expected.push(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  await withDeployableHost(page, async (host) => {
    await visitTwice(page, `${host.origin}${firstPage}`);
    await expect.poll(() => notYetKept(page), 'the first build’s page is kept').toEqual([]);
    host.nextBuild();
    // A mark outside what React renders, so the page still hydrates: the new build's text.
    const revised = '<meta name="test-build" content="revised">';
    host.rewritePages((html) => html.replace('</head>', `${revised}</head>`));
    const buildMark = page.locator('meta[name="test-build"]');
    await page.reload();
    await waitForHydration(page);
    await expect(buildMark).toHaveAttribute('content', 'revised');
    await expect(updatePrompt(page)).toBeVisible();
    // The worker stores the page again once the page reports it (after `load`).
    await expect
      .poll(() =>
        page.evaluate(async (prefix) => {
          for (const name of (await caches.keys()).filter((n) => n.startsWith(prefix))) {
            const kept = await (await caches.open(name)).match(location.href);
            if (kept && (await kept.text()).includes('name="test-build"')) return true;
          }
          return false;
        }, CACHE_PREFIX),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await expect(buildMark).toHaveAttribute('content', 'revised');
  });
});
