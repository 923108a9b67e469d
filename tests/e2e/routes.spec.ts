/**
 * Pages in a browser. Every built page is checked without one by `npm run check:build` (title,
 * one h1, links and anchors, assets, CSP hashes, error text, ids, image alt, link names). Here the
 * sample (scripts/check-build/sample.ts), the cheapest set of pages that shows every page kind and
 * every component of the build, is loaded, hydrated and run through axe in light and in dark: what a
 * component does in a browser (logs an error, breaks the CSP at run time, fails to hydrate, lacks
 * contrast) fails on the sampled page that shows it. Pages come from the plain static host, which
 * sends the build's _headers: a Content-Security-Policy violation is a console error, so the
 * console guard fails the test.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, plainHostUrl, seriousAxeViolations, waitForHydration} from './fixtures';
import {builtHtmlFile, pendingRoutes, pendingRoutesFile, repoRoot, specRoutes} from '../support/routes';
import {bodyElementCount, coveringSample, pageFeatures} from '../../scripts/check-build/sample';
import {builtHtmlFiles, routeOfFile} from '../../scripts/check-build/site';

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

/** Loads a route as a reader would and checks that it is a hydrated page with its heading. */
async function openPage(page: Page, route: string): Promise<void> {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1}).first(), route).toBeVisible();
}

const buildDir = path.join(repoRoot, 'build');
const sample = coveringSample(
  builtHtmlFiles(buildDir).map((file) => {
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    return {route: routeOfFile(file), features: pageFeatures(html), elements: bodyElementCount(html)};
  }),
);

test.describe('the sample of page kinds and components', () => {
  // The theme follows the system's colour scheme until the reader picks one.
  test.use({colorScheme: 'light'});
  for (const route of sample) {
    test(`${route} has no serious accessibility violations, in light and in dark`, async ({page}) => {
      await openPage(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const light = await seriousAxeViolations(page);
      await page.emulateMedia({colorScheme: 'dark'});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Only colours differ between the modes: the rest was checked in light.
      const dark = await seriousAxeViolations(page, {coloursOnly: true});
      expect({light, dark}).toEqual({light: [], dark: []});
    });
  }
});

// The sample's checks can fail: axe as configured here reports a serious violation in each mode.
test('axe as run on the sample reports low contrast and a missing alt, in light and in dark', async ({page}) => {
  await openPage(page, '/runtime/manual');
  await page.evaluate(() => {
    const article = document.querySelector('article')!;
    article.insertAdjacentHTML(
      'afterbegin',
      '<p style="color:#777;background:#888">Hard to read</p><img src="/img/favicon.svg">',
    );
  });
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: mode});
    const ids = (await seriousAxeViolations(page)).map((line) => line.split(':')[0]);
    expect(ids, mode).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
    const colourIds = (await seriousAxeViolations(page, {coloursOnly: true})).map((line) => line.split(':')[0]);
    expect(colourIds, `${mode}, colours only`).toEqual(['color-contrast']);
  }
});
