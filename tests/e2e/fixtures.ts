/**
 * Playwright `test` with a console guard: any console error or warning, or an
 * uncaught page error, fails the test that caused it.
 */
import {test as base, expect, type Page} from '@playwright/test';
import {plainStaticHostPort} from '../../playwright.config';

export {expect};

export const test = base.extend<{consoleProblems: string[]}>({
  consoleProblems: [
    async ({page}, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`console.${message.type()}: ${message.text()} (${page.url()})`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message} (${page.url()})`));
      await use(problems);
      expect(problems, 'the page logged errors or warnings').toEqual([]);
    },
    {auto: true},
  ],
});

/** URL of a path on the plain static host (no redirects, 404.html for unknown files). */
export function plainHostUrl(path: string): string {
  return `http://localhost:${plainStaticHostPort}${path}`;
}

/** Waits until React has hydrated the page, so client behaviour is live. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
