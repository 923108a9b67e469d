/**
 * The Node.js API reference (/api/node) in a browser: its own route, matched before the Deno
 * reference's /api, served and navigated to; docs.deno.com's other URLs for a symbol. Axe runs on
 * the browser sample (routes.spec.ts), which holds a Node page when it shows a component no other
 * page does; the unit tests (tests/unit/node-reference) and the build check cover every page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {loadNodeModel, nodePageRoutes} from '../../src/plugins/node-reference';
import {builtHtmlFile, repoRoot} from '../support/routes';

test('every page of the Node reference is built, and listed once in the sitemap', () => {
  const routes = nodePageRoutes(loadNodeModel());
  expect(routes.length).toBeGreaterThan(3_000);
  expect(routes.filter((route) => builtHtmlFile(route) === undefined)).toEqual([]);
  const sitemap = readFileSync(path.join(repoRoot, 'build/sitemap.xml'), 'utf8');
  const listed = new Set(
    [...sitemap.matchAll(/<loc>https:\/\/docs\.deno\.com(\/api\/node[^<]*)<\/loc>/g)].map((m) => m[1]),
  );
  expect(routes.filter((route) => !listed.has(route))).toEqual([]);
});

test('a module page links to its symbols, which open within the app, titled after their heading', async ({page}) => {
  await page.goto('/api/node/fs');
  await waitForHydration(page);
  await expect(page.locator('main[data-prepared-page] h1')).toHaveText('node:fs');
  await expect(page).toHaveTitle('node:fs — Node.js APIs | Deno Docs');
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await page.locator('main[data-prepared-page] a[href="/api/node/fs/~/readFile"]').first().click();
  await expect(page.locator('main[data-prepared-page] h1')).toHaveText('readFile');
  await expect(page).toHaveTitle('readFile — node:fs | Deno Docs');
  await expect(page.locator('main[data-prepared-page] .api-import')).toContainText(
    'import { readFile } from "node:fs";',
  );
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  await page.goBack();
  await expect(page.locator('main[data-prepared-page] h1')).toHaveText('node:fs');
});

test('from a Deno API page, the Node reference opens within the app, with its own sidebar', async ({page}) => {
  await page.goto('/api/deno/~/Deno.readFile');
  await waitForHydration(page);
  await page.evaluate(() => window.history.pushState(null, '', '/api/node'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.locator('main[data-prepared-page] h1')).toHaveText('Node.js APIs');
  await expect(page.getByRole('navigation', {name: 'Node.js API reference'})).toBeVisible();
  await page.locator('main[data-prepared-page] article a[href="/api/node/sqlite"]').click();
  await expect(page.locator('main[data-prepared-page] h1')).toHaveText('node:sqlite');
});

test("docs.deno.com's other URLs of a symbol and of a member lead to it", async ({page}) => {
  await page.goto('/api/node/path/~/join');
  await expect(page).toHaveURL(/\/api\/node\/path\/~\/path\.join$/);
  await expect(page.locator('main[data-prepared-page] h1')).toHaveText('path.join');
  await page.goto('/api/node/events/~/EventEmitter.prototype.once');
  await expect(page).toHaveURL(/\/api\/node\/events\/~\/EventEmitter#prototype\.once$/);
  await expect(page.locator('[id="prototype.once"]')).toBeInViewport();
});
