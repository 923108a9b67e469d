/**
 * Code blocks: build-time highlighting in both colour modes, the server's lines kept through
 * hydration and the same lines rendered after a client-side navigation, and the theme's buttons
 * (mounted after hydration by src/theme/CodeBlock/Buttons): copy puts the code on the clipboard and
 * says so; word wrap appears on a block wider than the screen and wraps its lines; they mount into
 * a group the server placed, so no block's <pre> is restyled as they arrive.
 */
import {test, expect, waitForHydration, chooseColourMode} from './fixtures';

const examplesPage = '/deploy/kv/manual/operations';

test('the copy button of a code block copies its code and says so', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(examplesPage);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
  await expect(copy).toBeVisible();
  await copy.click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The text of the block's lines, one per line, as the reader sees them.
  const lines = await block.locator('pre code .token-line').allTextContents();
  expect(copied).toBe(lines.join('\n'));
  expect(copied.split('\n').length).toBeGreaterThan(1);
});

test('code is highlighted, in the colours of each colour mode', async ({page}) => {
  const keywordColour = async (): Promise<{keyword: string; plain: string}> => {
    const code = page.locator('.theme-code-block pre code').first();
    return {
      keyword: await code
        .locator('.token.keyword')
        .first()
        .evaluate((token) => getComputedStyle(token).color),
      plain: await code.evaluate((element) => getComputedStyle(element).color),
    };
  };
  await page.goto(examplesPage);
  await waitForHydration(page);
  const light = await keywordColour();
  expect(light.keyword).not.toBe(light.plain);
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto(examplesPage);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await keywordColour();
  expect(dark.keyword).not.toBe(dark.plain);
  expect(dark.keyword).not.toBe(light.keyword);
});

test("a block keeps the server's lines through hydration, and renders the same lines after a client-side navigation", async ({
  page,
}) => {
  const linesOf = (): Promise<string[]> =>
    page.locator('.theme-code-block pre code').evaluateAll((codes) => codes.map((code) => code.innerHTML));
  const response = await page.goto(examplesPage);
  const server = await page.evaluate(
    (html) =>
      Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('.theme-code-block pre code')).map(
        (code) => code.innerHTML,
      ),
    await response!.text(),
  );
  expect(server.length).toBeGreaterThan(1);
  expect(server.every((lines) => lines.includes('token-line'))).toBe(true);
  await waitForHydration(page);
  // Every block renders again once useIsBrowser() turns true, the update that enables the colour
  // mode toggle (which waits for it); then the page re-renders in another colour mode.
  await chooseColourMode(page, 'dark');
  expect(await linesOf()).toEqual(server);
  // Away and back without loading a page: the blocks render anew in the browser.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await page.locator('.pagination-nav a').first().click();
  await expect(page).not.toHaveURL(new RegExp(`${examplesPage}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${examplesPage}$`));
  await expect.poll(linesOf).toEqual(server);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test.describe('on a phone (390 px)', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('a block wider than the screen gets a word-wrap button that wraps its lines', async ({page}) => {
    await page.goto(examplesPage);
    await waitForHydration(page);
    const wide = page
      .locator('.theme-code-block')
      .filter({has: page.getByRole('button', {name: 'Toggle word wrap'})})
      .first();
    const pre = wide.locator('pre');
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await wide.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect(wide.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  });
});

test("a block's buttons mount into a group the server placed after its <pre>, and nothing is added beside the <pre>", async ({
  page,
}) => {
  // Adding an element after a block's <pre> makes it no longer its parent's last child, which
  // restyles it (the CSS has `:last-child` rules). Watch every block's content from the start; what
  // the parser inserts is dropped when parsing ends (readyState 'interactive', before any script of
  // the page runs), so what is left was added by the page's code.
  await page.addInitScript(() => {
    const added: string[] = [];
    Object.assign(window, {addedBesidePre: added});
    const observer = new MutationObserver((records) => {
      if (document.readyState === 'loading') return;
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.matches('[class*="codeBlockContent"]')) continue;
        for (const node of Array.from(record.addedNodes))
          if (node instanceof Element) added.push(node.outerHTML.slice(0, 80));
      }
    });
    observer.observe(document, {childList: true, subtree: true});
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') observer.takeRecords();
    });
  });
  const response = await page.goto(examplesPage);
  const served = await page.evaluate(
    (html) =>
      Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('.theme-code-block pre')).map(
        (pre) => ({group: pre.nextElementSibling?.className ?? '', buttons: pre.nextElementSibling?.childElementCount}),
      ),
    await response!.text(),
  );
  expect(served.length).toBeGreaterThan(1);
  expect(served.every(({group, buttons}) => group.includes('buttonGroup') && buttons === 0)).toBe(true);
  await waitForHydration(page);
  const blocks = page.locator('.theme-code-block');
  // A copy button in each block's group (they mount in slices, so wait for all of them).
  await expect(
    blocks.locator('pre + [class*="buttonGroup"]').getByRole('button', {name: 'Copy code to clipboard'}),
  ).toHaveCount(served.length);
  expect(await page.evaluate(() => (window as unknown as {addedBesidePre: string[]}).addedBesidePre)).toEqual([]);
});
