/**
 * Page loading and its faults (spec §2, §4, §8): a page chunk that fails while navigating (warning,
 * reload), one that fails on a page's first load (error text and Retry), the spinner after its
 * delay while the page loads again, and a page that crashes (This page crashed., Try again). Faults
 * come from the network: the page's content chunk is aborted, held back or corrupted in transit.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect, seriousAxeViolations, waitForHydration} from './fixtures';

const fromPage = '/runtime/manual/getting_started/first_steps';
const faultyPage = '/runtime/manual/getting_started/installation';
const faultyTitle = 'Installation';
/** Only the faulty page's content chunk (its MDX module) names its source file. */
const contentChunkMarker = '"source":"@site/runtime/manual/getting_started/installation.md"';
const failedRequest = /^console\.error: Failed to load resource: net::ERR_FAILED/;
const chunkLoadError = /Loading chunk \d+ failed/;

/** Hands the faulty page's content chunk (its request and body) to `onContentChunk`; other scripts pass. */
async function interceptContentChunk(
  page: Page,
  onContentChunk: (route: Route, body: string) => Promise<void>,
): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(contentChunkMarker)) await onContentChunk(route, body);
    else await route.fulfill({response, body});
  });
}

/** Marks the current document, so a test can tell a reload (a new document) from client navigation. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {marked: boolean}).marked = true));
}

async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {marked?: boolean}).marked === true);
}

const sidebarLinkToFaultyPage = (page: Page) => page.locator(`nav[aria-label="Docs sidebar"] a[href="${faultyPage}"]`);
const article = (page: Page) => page.locator('article h1');
const retryButton = (page: Page) => page.getByRole('button', {name: 'Retry'});
const spinner = (page: Page) => page.getByRole('status').filter({hasText: 'Loading the page'});

test('a chunk that fails while navigating logs a warning and reloads the page', async ({page, consoleGuard}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  consoleGuard.expected.push(failedRequest, /^console\.warning: ChunkLoadError: Loading chunk \d+ failed/);
  await page.goto(fromPage);
  await waitForHydration(page);
  let failures = 1;
  await interceptContentChunk(page, async (route, body) => {
    if (failures-- > 0) await route.abort('failed');
    else await route.fulfill({body, contentType: 'application/javascript'});
  });
  await markDocument(page);
  await sidebarLinkToFaultyPage(page).click();
  await expect(article(page)).toHaveText(faultyTitle);
  expect(page.url()).toMatch(new RegExp(`${faultyPage}$`));
  expect(await documentIsMarked(page), 'the page was reloaded').toBe(false);
  expect(warnings.filter((text) => chunkLoadError.test(text))).toHaveLength(1);
});

/** axe's serious violations of the screen as it is, in light and then dark mode (system preference). */
async function violationsInBothModes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme});
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    found.push(...(await seriousAxeViolations(page)).map((violation) => `${colorScheme}: ${violation}`));
  }
  return found;
}

/** The browser logs each request of the chunk that fails (the page asks for it more than once). */
function expectFailedChunkRequests(guard: {expected: RegExp[]}): void {
  for (let request = 0; request < 3; request++) guard.expected.push(failedRequest);
}

/** Opens the faulty page with its content chunk unreachable; returns a switch for the network. */
async function openWithContentChunkFailing(page: Page): Promise<{networkBack: () => void}> {
  let reachable = false;
  await interceptContentChunk(page, async (route, body) => {
    if (reachable) await route.fulfill({body, contentType: 'application/javascript'});
    else await route.abort('failed');
  });
  await page.goto(faultyPage);
  await waitForHydration(page);
  return {networkBack: () => (reachable = true)};
}

test('a chunk that fails on the first load shows the error with Retry, which loads the page once online', async ({
  page,
  consoleGuard,
}) => {
  expectFailedChunkRequests(consoleGuard);
  const {networkBack} = await openWithContentChunkFailing(page);
  await expect(page.getByText(chunkLoadError)).toBeVisible();
  await expect(retryButton(page)).toBeVisible();
  expect(await violationsInBothModes(page)).toEqual([]);
  // The rest of the site around the page works: the navbar is there.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  networkBack();
  await retryButton(page).click();
  await expect(article(page)).toHaveText(faultyTitle);
  await expect(retryButton(page)).toHaveCount(0);
});

/** Lets the page's pending tasks run (React renders in a message-channel task, not a timer). */
async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

test('while the page loads, the spinner shows only after its 200 ms delay', async ({page, consoleGuard}) => {
  expectFailedChunkRequests(consoleGuard);
  await page.clock.install();
  let hold = false;
  let release: () => void = () => {};
  let requested: () => void = () => {};
  const heldRequest = new Promise<void>((resolve) => (requested = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const {networkBack} = await openWithContentChunkFailing(page);
  await expect(retryButton(page)).toBeVisible();
  // From now on the chunk arrives when the test says so, and page time moves only when it says so.
  await page.unrouteAll({behavior: 'ignoreErrors'});
  await interceptContentChunk(page, async (route, body) => {
    if (hold) {
      requested();
      await released;
    }
    await route.fulfill({body, contentType: 'application/javascript'});
  });
  networkBack();
  hold = true;
  await page.clock.pauseAt(Date.now() + 60_000);
  await retryButton(page).click();
  await heldRequest;
  await expect(retryButton(page)).toHaveCount(0);
  await page.clock.runFor(199);
  await settle(page);
  await expect(spinner(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(spinner(page)).toBeVisible();
  release();
  await expect(article(page)).toHaveText(faultyTitle);
  await expect(spinner(page)).toHaveCount(0);
});

test('a page that crashes shows This page crashed. with its errors, and Try again renders it', async ({
  page,
  consoleGuard,
}) => {
  // React reports the error its boundary caught.
  consoleGuard.expected.push(/^console\.error: Error: The page could not render/);
  await page.goto(fromPage);
  await waitForHydration(page);
  // The content chunk arrives corrupted: its page component throws while the fault lasts.
  await interceptContentChunk(page, async (route, body) => {
    const corrupted = body.replace(
      /default:\(\)=>(\w+)/,
      'default:()=>function CorruptedContent(props){if(window.pageFault)throw window.pageFault;return $1(props)}',
    );
    expect(corrupted, 'the content chunk exports a default component').not.toBe(body);
    await route.fulfill({body: corrupted, contentType: 'application/javascript'});
  });
  await page.evaluate(() => {
    (window as unknown as {pageFault?: Error}).pageFault = new Error('The page could not render', {
      cause: new Error('Its content module is corrupted'),
    });
  });
  await sidebarLinkToFaultyPage(page).click();
  const main = page.locator('main');
  await expect(main.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
  await expect(main).toContainText('The page could not render');
  await expect(main).toContainText('Its content module is corrupted');
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  expect(await violationsInBothModes(page)).toEqual([]);

  await page.evaluate(() => delete (window as unknown as {pageFault?: Error}).pageFault);
  await main.getByRole('button', {name: 'Try again'}).click();
  await expect(article(page)).toHaveText(faultyTitle);
  await expect(page).toHaveTitle(`${faultyTitle} | Deno Docs`);
});
