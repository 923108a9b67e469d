/**
 * The REST API viewer (RapiDoc over static/openapi.json) at both of its addresses: it renders
 * the operations, follows the site's colour mode, deep-links to operations, loads only where
 * it is used and fetches nothing from the internet.
 */
import type {Page} from '@playwright/test';
import {test, expect, seriousAxeViolations, waitForHydration} from './fixtures';

const viewerRoutes = ['/deploy/api/rapidoc', '/deploy/api/rest/rapidoc'];

/** A summary and a path of the document, to find in RapiDoc's (open) shadow DOM. */
const knownSummary = 'Create a revision';
const knownPath = '/revisions/{revision}/build_logs';

/** RapiDoc loads after hydration and renders the whole document; give it time on a busy machine. */
const rendered = {timeout: 20_000};

function viewer(page: Page) {
  return page.locator('rapi-doc');
}

/** Clicks the navbar's colour mode toggle until the page is in `mode` (it cycles system, light, dark). */
async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', {name: /system mode|light mode|dark mode/i});
  for (let clicks = 0; clicks < 3; clicks++) {
    if ((await toggle.getAttribute('aria-label'))?.includes(`currently ${mode} mode`)) return;
    const before = await toggle.getAttribute('aria-label');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-label', before ?? '');
  }
  throw new Error(`the toggle never reached ${mode} mode`);
}

/** Background colours RapiDoc paints: its content area (the host) and its navigation. */
async function viewerColours(page: Page): Promise<{content: string; nav: string}> {
  return viewer(page).evaluate((element) => {
    const nav = element.shadowRoot?.querySelector('.nav-bar');
    return {
      content: getComputedStyle(element).backgroundColor,
      nav: nav ? getComputedStyle(nav).backgroundColor : 'none',
    };
  });
}

for (const route of viewerRoutes) {
  test.describe(route, () => {
    test('renders the operations of the OpenAPI document under the site navbar', async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      await expect(page).toHaveTitle(/Deno Deploy REST API reference/);
      await expect(page.getByRole('heading', {level: 1, name: 'Deno Deploy REST API reference'})).toBeVisible();
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();

      await expect(viewer(page).getByText(knownSummary).first()).toBeVisible(rendered);
      await expect(viewer(page).getByText(knownPath).first()).toBeAttached();
      // Every tag of the document is in RapiDoc's navigation.
      for (const tag of ['Apps', 'Revisions', 'Timelines', 'Layers', 'Logs']) {
        await expect(
          viewer(page)
            .locator('.nav-bar')
            .getByText(new RegExp(`^${tag}$`, 'i'))
            .first(),
        ).toBeVisible();
      }
    });

    test('follows the colour mode toggle', async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      await expect(viewer(page).getByText(knownSummary).first()).toBeVisible(rendered);
      await expect(viewer(page)).toHaveAttribute('data-color-mode', 'light');
      expect(await viewerColours(page)).toEqual({content: 'rgb(255, 255, 255)', nav: 'rgb(243, 246, 244)'});

      await switchColourMode(page, 'dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(viewer(page)).toHaveAttribute('data-color-mode', 'dark');
      await expect.poll(() => viewerColours(page)).toEqual({content: 'rgb(15, 20, 18)', nav: 'rgb(21, 28, 25)'});
      expect(await viewer(page).evaluate((element) => (element as HTMLElement & {theme?: string}).theme)).toBe('dark');

      await switchColourMode(page, 'light');
      await expect(viewer(page)).toHaveAttribute('data-color-mode', 'light');
      await expect.poll(() => viewerColours(page)).toEqual({content: 'rgb(255, 255, 255)', nav: 'rgb(243, 246, 244)'});
    });
  });
}

test('starts in dark mode when the reader prefers it', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto('/deploy/api/rapidoc');
  await expect(viewer(page).getByText(knownSummary).first()).toBeVisible(rendered);
  await expect(viewer(page)).toHaveAttribute('data-color-mode', 'dark');
  expect((await viewerColours(page)).content).toBe('rgb(15, 20, 18)');
  await context.close();
});

test('scrolls to the operation named in the URL fragment', async ({page}) => {
  const anchor = 'get-/revisions/-revision-/build_logs';
  await page.goto(`/deploy/api/rapidoc#${anchor}`);
  await expect(viewer(page).getByText('Stream build logs').first()).toBeAttached(rendered);
  await expect
    .poll(() =>
      viewer(page).evaluate((element, id) => {
        const target = element.shadowRoot?.getElementById(id);
        if (!target) return 'missing';
        const box = target.getBoundingClientRect();
        // Below the sticky navbar and inside the window.
        const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
        return box.top >= navbar - 1 && box.top < window.innerHeight ? 'in view' : `at ${Math.round(box.top)}px`;
      }, anchor),
    )
    .toBe('in view');
});

test('links from the guides open the viewer at the right operation', async ({page}) => {
  await page.goto('/subhosting/api');
  await waitForHydration(page);
  // RapiDoc is loaded by the viewer page only.
  expect(await page.evaluate(() => customElements.get('rapi-doc') === undefined)).toBe(true);

  await page.getByRole('link', {name: 'Layers in the reference'}).click();
  await expect(page).toHaveURL(/\/deploy\/api\/rapidoc#tag--Layers$/);
  await expect(viewer(page).getByText('Create a layer').first()).toBeVisible(rendered);
  expect(await page.evaluate(() => customElements.get('rapi-doc') !== undefined)).toBe(true);
});

test('works offline: the document and fonts come from the site itself', async ({page, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  const external: string[] = [];
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) external.push(url);
    if (url.includes('openapi')) documentRequests.push(url);
  });
  await page.goto('/deploy/api/rapidoc');
  await expect(viewer(page).getByText(knownSummary).first()).toBeVisible(rendered);
  await page.waitForLoadState('networkidle');
  expect(documentRequests).toEqual([`${origin}/openapi.json`]);
  expect(external).toEqual([]);
  const families = await page.evaluate(() => {
    const names: string[] = [];
    document.fonts.forEach((font) => names.push(font.family));
    return names;
  });
  expect(families.some((family) => family.includes('Open Sans'))).toBe(false);
  expect(await viewer(page).getAttribute('regular-font')).toBe('var(--ifm-font-family-base)');
});

test('the server-rendered page lists the operations for readers without JavaScript', async ({request}) => {
  const response = await request.get('/deploy/api/rapidoc');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Deno Deploy REST API reference</h1>');
  expect(html).toContain(knownSummary);
  expect(html).not.toContain('<rapi-doc');
});

test('says why the document could not be loaded, and loads it on Try again', async ({page, consoleGuard}) => {
  const documentUrl = '**/openapi*.json';
  // The browser logs each blocked request; two attempts fail below.
  for (let n = 0; n < 2; n++) consoleGuard.expected.push(/^console\.error: Failed to load resource: net::ERR_FAILED/);
  await page.route(documentUrl, (route) => route.abort());
  await page.goto('/deploy/api/rapidoc');
  await waitForHydration(page);

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    /^The API description could not be loaded: the request failed \(.+\)\. Check your network connection, then try again\.$/,
    rendered,
  );
  const tryAgain = page.getByRole('button', {name: 'Try again'});
  await expect(tryAgain).toBeVisible();
  // The plain list of operations stays readable, without claiming to load.
  await expect(page.getByText(knownSummary).first()).toBeVisible();
  await expect(page.getByText('Loading the interactive reference…')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Still blocked: a new alert (announced again), and the button is back.
  await alert.evaluate((element) => element.setAttribute('data-first-failure', ''));
  await tryAgain.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[role="alert"]:not([data-first-failure])')).toHaveText(/could not be loaded/, rendered);
  await expect(tryAgain).toBeFocused();

  await page.unroute(documentUrl);
  await tryAgain.click();
  await expect(viewer(page).locator('[part~="section-operation"]').first()).toBeAttached(rendered);
  await expect(alert).toHaveCount(0);
  await expect(tryAgain).toHaveCount(0);
});
