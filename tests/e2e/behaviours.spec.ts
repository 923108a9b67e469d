/**
 * Behaviours of the spec that nothing else tests: the hideable sidebar, the desktop breakpoint
 * at 996 px (and the desktop sidebar and table of contents left unhydrated on a narrow window),
 * prefetching (each chunk file once, in a task of its own, none on 2g or with data-saver),
 * unusable browser storage, and the 200 ms delay of the progress bar.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const docPage = '/runtime/manual/getting_started/first_steps';

test('the docs sidebar can be hidden and shown again', async ({page}) => {
  await page.goto(docPage);
  await waitForHydration(page);
  const sidebar = page.locator('aside.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]');
  await expect(sidebar).toBeVisible();
  await page.locator('button[title="Collapse sidebar"]:visible').click();
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', {name: 'Expand sidebar'}).click();
  await expect(sidebar).toBeVisible();
});

for (const [width, layout] of [
  [997, 'desktop'],
  [996, 'mobile'],
] as const) {
  test(`at ${width} px the layout is the ${layout} one`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto(docPage);
    await waitForHydration(page);
    const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
    const desktopSidebar = page.locator('aside.theme-doc-sidebar-container');
    if (layout === 'desktop') {
      await expect(desktopSidebar).toBeVisible();
      await expect(menuButton).toBeHidden();
    } else {
      await expect(desktopSidebar).toBeHidden();
      await expect(menuButton).toBeVisible();
    }
  });
}

/** Whether React has hydrated the element: it keeps its fiber on the node, under `__reactFiber$…`. */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

test('on a narrow window the desktop sidebar and table of contents keep the HTML the server sent, unhydrated, until the window is widened', async ({
  page,
}) => {
  // The desktop table of contents is removed once the page knows the window is narrow (as
  // upstream does); record whether React had adopted it then. At removal, not after: React drops
  // its fiber from a node it deleted soon after.
  await page.addInitScript(() => {
    const removedToc: boolean[] = [];
    (window as unknown as {removedToc: boolean[]}).removedToc = removedToc;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its node as this
    const removeChild = Node.prototype.removeChild;
    Node.prototype.removeChild = function <T extends Node>(this: Node, child: T): T {
      const link = child instanceof Element ? child.querySelector('.theme-doc-toc-desktop a') : null;
      if (link) removedToc.push(Object.keys(link).some((key) => key.startsWith('__reactFiber$')));
      return removeChild.call(this, child) as T;
    };
  });
  await page.setViewportSize({width: 412, height: 800});
  await page.goto(docPage);
  await waitForHydration(page);
  const sidebarLink = page.locator('aside.theme-doc-sidebar-container nav[aria-label="Docs sidebar"] a').first();
  // The server's HTML is there, hidden by the stylesheet, and React has not adopted it.
  await expect(sidebarLink).toBeAttached();
  await expect(sidebarLink).toBeHidden();
  expect(await sidebarLink.evaluate(isHydrated)).toBe(false);
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {removedToc: boolean[]}).removedToc)).toEqual([false]);
  // The mobile menu's sidebar is React's own.
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const menuLink = page.locator('.navbar-sidebar .theme-doc-sidebar-menu a').first();
  await expect(menuLink).toBeVisible();
  expect(await menuLink.evaluate(isHydrated)).toBe(true);
  await page.keyboard.press('Escape');

  await page.setViewportSize({width: 1280, height: 800});
  await expect(sidebarLink).toBeVisible();
  expect(await sidebarLink.evaluate(isHydrated)).toBe(true);
  await expect(page.locator('aside.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]')).toHaveCount(1);
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(1);
  expect(await page.locator('.theme-doc-toc-desktop a').first().evaluate(isHydrated)).toBe(true);
  // The rendered sidebar is live: its link navigates in the page, and marks the page it leads to.
  const installation = page.locator(
    'nav[aria-label="Docs sidebar"] a[href="/runtime/manual/getting_started/installation"]',
  );
  await installation.click();
  await expect(page).toHaveTitle(/^Installation/);
  await expect(installation).toHaveClass(/menu__link--active/);
});

test('on a wide window the desktop sidebar and table of contents are hydrated', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(docPage);
  await waitForHydration(page);
  expect(await page.locator('nav[aria-label="Docs sidebar"] a').first().evaluate(isHydrated)).toBe(true);
  expect(await page.locator('.theme-doc-toc-desktop a').first().evaluate(isHydrated)).toBe(true);
});

/** Pretends the Network Information API reports this connection, before any page script runs. */
async function connection(page: Page, info: {effectiveType: string; saveData: boolean}): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {value, configurable: true});
  }, info);
}

/**
 * The URLs of the prefetch links the page adds for the links in view, and for the one the pointer
 * rests on when `hover` (hovering also loads that page's chunks as scripts).
 */
async function prefetches(page: Page, {hover}: {hover: boolean}): Promise<string[]> {
  await page.goto(docPage);
  await waitForHydration(page);
  if (hover) {
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/runtime/manual/getting_started/installation"]').hover();
  }
  // Prefetching waits for the browser to be idle; give it the time it needs on a busy machine.
  await page.waitForTimeout(1500);
  return page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
}

test('page chunks are prefetched on a fast connection', async ({page}) => {
  await connection(page, {effectiveType: '4g', saveData: false});
  expect((await prefetches(page, {hover: true})).length).toBeGreaterThan(0);
});

test('a chunk file is prefetched once, and not when the page has loaded it already', async ({page}) => {
  await connection(page, {effectiveType: '4g', saveData: false});
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const prefetched = await prefetches(page, {hover: false});
  expect(prefetched.length).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(prefetched.filter((href) => scripts.includes(href))).toEqual([]);
  expect(new Set(prefetched).size).toBe(prefetched.length);
});

test("a link's prefetch runs in a task of its own, not in the callback that asks for it", async ({page}) => {
  await connection(page, {effectiveType: '4g', saveData: false});
  await page.goto(docPage);
  await waitForHydration(page);
  // Pages of other sections, whose chunks this page has neither loaded nor prefetched.
  const routes = ['/deploy/kv/manual/operations', '/subhosting/manual'];
  const links = await page.evaluate(async (paths) => {
    const count = (): number => document.querySelectorAll('link[rel="prefetch"]').length;
    const {docusaurus} = window as unknown as {docusaurus: {prefetch: (path: string) => unknown}};
    const before = count();
    for (const path of paths) docusaurus.prefetch(path);
    const inCaller = count();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return {before, inCaller, later: count()};
  }, routes);
  expect(links.inCaller).toBe(links.before);
  expect(links.later).toBeGreaterThan(links.before);
});

for (const info of [
  {effectiveType: '2g', saveData: false},
  {effectiveType: '4g', saveData: true},
]) {
  test(`nothing is prefetched on ${info.saveData ? 'data-saver' : info.effectiveType}`, async ({page}) => {
    await connection(page, info);
    expect(await prefetches(page, {hover: true})).toEqual([]);
  });
}

test('with browser storage unusable, a warning is logged and the site works from defaults', async ({
  page,
  consoleGuard,
}) => {
  for (let i = 0; i < 10; i++) consoleGuard.expected.push(/console\.(warn|warning|error): .*[Ss]torage/);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('storage is disabled', 'SecurityError');
      },
    });
  });
  await page.goto(docPage);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('article h1')).toBeVisible();
  expect(consoleGuard.expected.length, 'a storage warning was logged').toBeLessThan(10);
});

test('the progress bar starts only 200 ms after a path change', async ({page}) => {
  // Page time moves only when the test says so: no wall-clock thresholds on a busy machine.
  await page.clock.install();
  await page.goto(docPage);
  await waitForHydration(page);
  // Hold the next page's chunks back until the test has looked at the bar.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/runtime/manual/getting_started/installation"]').click();
  const bar = page.locator('#nprogress');
  // The bar is added by a timer callback, synchronously: once page time has passed, it is there.
  await page.clock.runFor(199);
  await expect(bar).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(bar).toHaveCount(1);
  release();
  await page.clock.resume();
  await expect(page.locator('article h1')).toHaveText(/Installation|Install/);
});
