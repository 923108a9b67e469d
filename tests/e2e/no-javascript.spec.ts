/**
 * With JavaScript off, a reader can still search and find their way: the navbar's search button
 * submits a form to /search, /search says that results need JavaScript and where to look instead,
 * and on a phone the menu opens.
 */
import {test, expect} from './fixtures';

test.use({javaScriptEnabled: false});

test('the navbar search goes to /search, which says results need JavaScript and where else to look', async ({page}) => {
  await page.goto('/runtime/manual/basics/permissions');
  await page.getByRole('button', {name: /^Search/}).click();
  await expect(page).toHaveURL(/\/search\/?(\?.*)?$/);
  // getByText skips <noscript>, even where JavaScript is off and its content shows.
  const note = page.locator('main noscript p');
  await expect(note).toBeVisible();
  await expect(note).toContainText('Search results need JavaScript');
  await expect(page.getByRole('link', {name: 'A–Z index of the Deno API'})).toHaveAttribute(
    'href',
    '/api/deno/all_symbols',
  );
  await expect(page.getByRole('link', {name: 'llms.txt'})).toHaveAttribute('href', '/llms.txt');
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu opens and lists each section', async ({page}) => {
    await page.goto('/runtime/manual/basics/permissions');
    await expect(page.locator('button.navbar__toggle')).toBeHidden();
    const menu = page.locator('details').filter({has: page.locator('summary', {hasText: 'Menu'})});
    await menu.locator('summary').click();
    for (const [name, href] of [
      ['Runtime', '/runtime'],
      ['Deploy', '/deploy'],
      ['Search', '/search'],
    ]) {
      await expect(menu.getByRole('link', {name, exact: true})).toHaveAttribute('href', href!);
    }
    await menu.getByRole('link', {name: 'Deploy', exact: true}).click();
    await expect(page).toHaveURL(/\/deploy\/?$/);
  });
});
