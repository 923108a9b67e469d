import {test, expect, waitForHydration} from './fixtures';
import {referenceLinks, sections} from '../../src/data/navigation';

test.use({viewport: {width: 900, height: 800}});

test.describe('mobile sidebar at 900 px', () => {
  test('opens with the product name, an All docs button and the navbar items', async ({page}) => {
    await page.goto('/runtime/manual/getting_started/first_steps');
    await waitForHydration(page);
    // The desktop sidebar and navbar items are gone at this width.
    await expect(page.locator('.theme-layout-navbar-left a.navbar__link').first()).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    // On a docs page it opens on the secondary menu: the product and its sidebar.
    await expect(page.getByTestId('mobile-product-name')).toHaveText('Deno Runtime');
    const allDocs = page.getByRole('button', {name: '← All docs'});
    await expect(allDocs).toBeVisible();
    await expect(sidebar.locator('a[href="/runtime/manual/getting_started/installation"]')).toBeVisible();

    // All docs returns to the primary menu with the three sections.
    await allDocs.click();
    for (const {label} of sections) {
      await expect(sidebar.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
  });

  test('the Reference menu opens in the primary menu and leads to each reference', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.getByRole('button', {name: 'Reference'}).click();
    for (const {label, to} of referenceLinks)
      await expect(sidebar.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', to);
    await sidebar.getByRole('link', {name: 'CLI', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('CLI reference');
  });

  test('closes by itself when the window becomes wide', async ({page}) => {
    await page.goto('/deploy/manual');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.getByTestId('mobile-product-name')).toHaveText('Deno Deploy');
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('is not used above 996 px', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/runtime/manual');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.theme-layout-navbar-left a.navbar__link', {hasText: 'Deploy'})).toBeVisible();
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({viewport: {width: 390, height: 800}});

  // Rendered hidden at load, its links were prefetched by Docusaurus as they slid past the viewport.
  test('the docs sidebar in the menu renders when the menu first opens, with the current page', async ({page}) => {
    await page.goto('/runtime/manual/getting_started/first_steps');
    await waitForHydration(page);
    const sidebar = page.locator('.navbar-sidebar');
    // The secondary menu is in place (upstream renders its items in the same commit) but empty.
    await expect(page.locator('.navbar-sidebar__items--show-secondary')).toHaveCount(1);
    await expect(sidebar.locator('.theme-doc-sidebar-menu a')).toHaveCount(0);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar.getByRole('link', {name: 'Installation', exact: true})).toBeVisible();
    await expect(sidebar.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/runtime/manual/getting_started/first_steps',
    );
    // Following a link closes the menu, as before.
    await sidebar.getByRole('link', {name: 'Installation', exact: true}).click();
    await expect(page).toHaveURL(/\/installation$/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  // DocSearch hides the button's text there; the text is also the button's accessible name.
  test('the search button keeps its name, with only the icon visible', async ({page}) => {
    await page.goto('/runtime/manual');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Search', exact: true});
    await expect(button).toBeVisible();
    expect((await button.boundingBox())!.width).toBeLessThan(80);
  });
});
