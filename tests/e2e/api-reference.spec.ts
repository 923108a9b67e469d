import {test, expect, expectNotFoundResponse, plainHostUrl, waitForHydration} from './fixtures';
import {loadApiModel} from '../../src/plugins/api-reference/generate';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {builtHtmlFile, repoRoot} from '../support/routes';

test('every symbol of the declarations has a built page, listed once in the sitemap', () => {
  const routes = loadApiModel().symbols.map((s) => s.path);
  expect(routes.filter((route) => builtHtmlFile(route) === undefined)).toEqual([]);
  const sitemap = readFileSync(path.join(repoRoot, 'build/sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>https:\/\/docs\.deno\.com(\/api[^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(routes.filter((route) => !listed.includes(route))).toEqual([]);
  expect(listed.filter((route) => route === '/api')).toHaveLength(1);
});

// Axe runs on the browser sample (routes.spec.ts), which holds API pages of each kind.
test('API pages are titled after their heading', async ({page}) => {
  for (const route of ['/api', '/api/deno', '/api/deno/~/Deno.serve', '/api/deno/~/Deno.Kv', '/api/web/~/Response']) {
    await page.goto(route);
    await waitForHydration(page);
    const h1 = page.getByRole('heading', {level: 1});
    await expect(h1).toHaveCount(1);
    expect(await page.title()).toBe(`${(await h1.textContent())!.trim()} | Deno Docs`);
  }
});

test('a served symbol page keeps its HTML through hydration, and links move within the app', async ({page}) => {
  await page.goto('/api/deno/~/Deno.serve');
  await waitForHydration(page);
  await expect(page.locator('main[data-prepared-page] h1')).toHaveText('Deno.serve');
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await page.locator('main[data-prepared-page] a[href="/api/deno/~/Deno.HttpServer"]').first().click();
  await expect(page).toHaveURL(/\/api\/deno\/~\/Deno\.HttpServer$/);
  await expect(page.locator('main[data-prepared-page] h1')).toHaveText('Deno.HttpServer');
  await expect(page).toHaveTitle('Deno.HttpServer | Deno Docs');
  // No reload: the window is the same.
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  await page.goBack();
  await expect(page.locator('main[data-prepared-page] h1')).toHaveText('Deno.serve');
});

test('inline code in a guide links to the reference, within the app', async ({page}) => {
  await page.goto('/runtime/manual/runtime/http_server_apis');
  await waitForHydration(page);
  const link = page.locator('article a[href="/api/deno/~/Deno.serve"]').first();
  await expect(link).toHaveText('Deno.serve()');
  await link.click();
  await expect(page.locator('main[data-prepared-page] h1')).toHaveText('Deno.serve');
  await expect(page.locator('#guides + ul a[href="/runtime/manual/runtime/http_server_apis"]')).toHaveCount(1);
});

test('a member URL leads to the member on its owner page, served or navigated to', async ({page}) => {
  await page.goto('/api/deno/~/Deno.Kv.prototype.list');
  await expect(page).toHaveURL(/\/api\/deno\/~\/Deno\.Kv#prototype\.list$/);
  await expect(page.locator('[id="prototype.list"]')).toBeInViewport();
  await waitForHydration(page);
  await page.evaluate(() => window.history.pushState(null, '', '/api/deno/~/Deno.Kv.prototype.get'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page).toHaveURL(/\/api\/deno\/~\/Deno\.Kv#prototype\.get$/);
  await expect(page.locator('[id="prototype.get"]')).toBeInViewport();
});

test('a name with no page shows the not-found page, served or navigated to', async ({page, consoleGuard}) => {
  expectNotFoundResponse(consoleGuard, plainHostUrl('/api/deno/~/Deno.noSuchApi'));
  await page.goto(plainHostUrl('/api/deno/~/Deno.noSuchApi'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  expectNotFoundResponse(consoleGuard, plainHostUrl('/api/deno/~/Deno.alsoMissing'));
  await page.evaluate(() => window.history.pushState(null, '', '/api/deno/~/Deno.alsoMissing'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});
