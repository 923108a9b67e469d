/**
 * The buttons of code blocks (the theme's, mounted after hydration by src/theme/CodeBlock/Buttons):
 * copy puts the code on the clipboard and says so; word wrap appears on a block wider than the
 * screen and wraps its lines.
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
