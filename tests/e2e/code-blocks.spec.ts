/**
 * Code blocks: build-time highlighting in both colour modes, and the theme's buttons (mounted after
 * hydration by src/theme/CodeBlock/Buttons): copy puts the code on the clipboard and says so; word
 * wrap appears on a block wider than the screen and wraps its lines.
 */
import {test, expect, waitForHydration} from './fixtures';

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
