/**
 * Behaviours of the spec that nothing else tests: the hideable sidebar, the desktop breakpoint
 * at 996 px, no prefetching on 2g or with data-saver, unusable browser storage, and the 200 ms
 * delay of the progress bar.
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

/** Pretends the Network Information API reports this connection, before any page script runs. */
async function connection(page: Page, info: {effectiveType: string; saveData: boolean}): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {value, configurable: true});
  }, info);
}

/** The prefetch links the page adds for the links in view and the one the pointer rests on. */
async function prefetches(page: Page): Promise<number> {
  await page.goto(docPage);
  await waitForHydration(page);
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/runtime/manual/getting_started/installation"]').hover();
  // Prefetching waits for the browser to be idle; give it the time it needs on a busy machine.
  await page.waitForTimeout(1500);
  return page.locator('link[rel="prefetch"]').count();
}

test('page chunks are prefetched on a fast connection', async ({page}) => {
  await connection(page, {effectiveType: '4g', saveData: false});
  expect(await prefetches(page)).toBeGreaterThan(0);
});

for (const info of [
  {effectiveType: '2g', saveData: false},
  {effectiveType: '4g', saveData: true},
]) {
  test(`nothing is prefetched on ${info.saveData ? 'data-saver' : info.effectiveType}`, async ({page}) => {
    await connection(page, info);
    expect(await prefetches(page)).toBe(0);
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
  await page.goto(docPage);
  await waitForHydration(page);
  // Hold the next page's chunks back long enough to see the bar.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const clickedAt = await page.evaluate(() => performance.now());
  const shown = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.getElementById('nprogress')) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(document.body, {childList: true, subtree: true});
      }),
  );
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/runtime/manual/getting_started/installation"]').click();
  expect((await shown) - clickedAt).toBeGreaterThanOrEqual(190);
  await expect(page.locator('article h1')).toHaveText(/Installation|Install/);
});
