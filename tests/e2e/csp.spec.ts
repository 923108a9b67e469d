/**
 * The build's _headers, served by the plain static host as Netlify or Cloudflare Pages would:
 * a Content-Security-Policy without 'unsafe-inline' scripts under which the site still works
 * (search modal, API viewer, redirect pages), and which refuses an injected inline script.
 */
import {test, expect, plainHostUrl, waitForHydration} from './fixtures';

test('the host sends the security headers, and script-src has hashes, not unsafe-inline', async ({request}) => {
  const response = await request.get(plainHostUrl('/runtime/manual'));
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test('an injected inline script is refused', async ({page, consoleGuard}) => {
  consoleGuard.expected.push(/Executing inline script violates the following Content Security Policy/);
  await page.goto(plainHostUrl('/runtime/manual'));
  await waitForHydration(page);
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {once: true});
        const script = document.createElement('script');
        script.textContent = 'window.injected = true;';
        document.body.append(script);
      }),
  );
  expect(await violation).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as {injected?: boolean}).injected)).toBeUndefined();
});

test('search works under the policy', async ({page}) => {
  await page.goto(plainHostUrl('/runtime/manual/basics/permissions'));
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('permissions');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
});

test('the API viewer works under the policy', async ({page}) => {
  await page.goto(plainHostUrl('/deploy/api/rapidoc'));
  await expect(page.locator('rapi-doc').getByText('Create a revision').first()).toBeVisible({timeout: 20_000});
});

test('a redirect page (a link deno prints) works under the policy', async ({page}) => {
  await page.goto(plainHostUrl('/go/permissions'));
  await expect(page).toHaveURL(plainHostUrl('/runtime/manual/basics/permissions'));
});
