import type {Page} from '@playwright/test';
import {test, expect, plainHostUrl, seriousAxeViolations, waitForHydration} from './fixtures';
import {builtHtmlFile, pendingRoutes, pendingRoutesFile, specRoutes} from '../support/routes';

// Every route is loaded from the plain static host, which sends the build's _headers: a
// Content-Security-Policy violation is a console error, so the console guard fails the test.
test.use({baseURL: plainHostUrl('')});

const pending = new Set(pendingRoutes());
const routes = specRoutes();

test('the pending-routes file lists only routes of the spec', () => {
  const unknown = [...pending].filter((route) => !routes.includes(route));
  expect(unknown, `remove these from ${pendingRoutesFile}: not in routes.txt`).toEqual([]);
});

test('every pending route is really missing from the build', () => {
  const built = [...pending].filter((route) => builtHtmlFile(route) !== undefined);
  expect(built, `these routes exist now: remove them from ${pendingRoutesFile}`).toEqual([]);
});

test('every route not pending is in the build', () => {
  const missing = routes.filter((route) => !pending.has(route) && builtHtmlFile(route) === undefined);
  expect(missing, `these routes are missing: write them or list them in ${pendingRoutesFile}`).toEqual([]);
});

const builtRoutes = routes.filter((r) => !pending.has(r));

/** Loads a route, checks that it is a real page, and returns its serious axe violations. */
async function seriousViolations(page: Page, route: string): Promise<string[]> {
  const response = await page.goto(route);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
  return seriousAxeViolations(page);
}

for (const route of builtRoutes) {
  test(`${route} renders without console errors or serious accessibility violations`, async ({page}) => {
    expect(await seriousViolations(page, route)).toEqual([]);
  });
}

// Dark mode on a spread of about 20 routes: its colours, code themes included.
const darkRoutes = builtRoutes.filter((_, i) => i % Math.max(1, Math.floor(builtRoutes.length / 20)) === 0);
test.describe('in dark mode', () => {
  test.use({colorScheme: 'dark'});
  for (const route of darkRoutes) {
    test(`${route} has no serious accessibility violations in dark mode`, async ({page}) => {
      const violations = await seriousViolations(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(violations).toEqual([]);
    });
  }
});
