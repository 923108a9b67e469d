/**
 * Playwright `test` with a console guard: any console error or warning, or an
 * uncaught page error, fails the test that caused it. A test that loads a URL
 * which is meant to answer 404 says so with `expectNotFoundResponse`, because
 * the browser logs every 404 document as a console error.
 */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import {test as base, expect, type Page} from '@playwright/test';
import {plainStaticHostPort} from '../../playwright.config';
import {HYDRATED_SELECTOR} from '../../scripts/lib/hydration';

export {expect};

interface ConsoleGuard {
  /** Console messages this test expects (each matched once at most). */
  expected: RegExp[];
}

export const test = base.extend<{consoleGuard: ConsoleGuard}>({
  consoleGuard: [
    async ({page}, use) => {
      const guard: ConsoleGuard = {expected: []};
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = `console.${message.type()}: ${message.text()} (${message.location().url || page.url()})`;
        const allowed = guard.expected.findIndex((pattern) => pattern.test(text));
        if (allowed >= 0) guard.expected.splice(allowed, 1);
        else problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message} (${page.url()})`));
      await use(guard);
      // A route handler still running when the test ends (a held or fetched chunk) would otherwise
      // throw into the worker once the page closes: an error outside any test, and CI fails.
      await page.unrouteAll({behavior: 'ignoreErrors'});
      await page.context().unrouteAll({behavior: 'ignoreErrors'});
      expect(problems, 'the page logged errors or warnings').toEqual([]);
    },
    {auto: true},
  ],
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The browser will log the 404 of this document URL: that one message is expected. */
export function expectNotFoundResponse(guard: ConsoleGuard, url: string): void {
  guard.expected.push(
    new RegExp(
      `^console\\.error: Failed to load resource: the server responded with a status of 404 .*\\(${escapeRegExp(url)}\\)$`,
    ),
  );
}

/** URL of a path on the plain static host (no redirects, 404.html for unknown files). */
export function plainHostUrl(path: string): string {
  return `http://localhost:${plainStaticHostPort}${path}`;
}

/** Waits until React has hydrated the page, so client behaviour is live. */
export async function waitForHydration(page: Page): Promise<void> {
  // A wait, not a speed check: on a loaded 2-core machine hydration can take longer than 5 s.
  await expect(page.locator(HYDRATED_SELECTOR)).toBeAttached({timeout: 20_000});
}

/** Clicks the colour-mode toggle (it cycles system, light, dark) until `mode` is the choice. */
export async function chooseColourMode(page: Page, mode: 'light' | 'dark' | 'system'): Promise<void> {
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  for (let clicks = 0; clicks < 3; clicks++) {
    if ((await page.locator('html').getAttribute('data-theme-choice')) === mode) return;
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', mode);
}

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'experimental'];

/**
 * The rules of those tags that can report a serious or critical violation. axe gives a violation
 * its rule's impact (axe-core's Rule.impact overrides its checks'), so the minor and moderate
 * rules (hidden-content, focus-order-semantics, ...) could never fail a test and are not run:
 * they took about a third of each run.
 */
const axeRules = (axe as unknown as {_audit: {rules: {id: string; impact?: string; tags: string[]}[]}})._audit.rules;
const seriousRuleIds = axeRules
  .filter((rule) => rule.tags.some((tag) => axeTags.includes(tag)))
  .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
  .map((rule) => rule.id);
/**
 * Of those, the rules that read colours (axe's cat.color): all that changes when the same page
 * switches between light and dark, so a page already checked in one mode needs only these in the
 * other.
 */
const colourRuleIds = axeRules
  .filter((rule) => rule.tags.includes('cat.color') && seriousRuleIds.includes(rule.id))
  .map((rule) => rule.id);
if (seriousRuleIds.length < 40 || colourRuleIds.length < 2)
  throw new Error(`axe-core lists only ${seriousRuleIds.length} serious rules: has its API changed?`);

/**
 * axe's serious and critical violations on the page as it is now, one line each (with
 * `coloursOnly`, of the colour rules alone). WCAG 2.0/2.1 A
 * and AA rules plus axe's experimental rules (label-content-name-mismatch, WCAG 2.5.3, is one).
 * Legacy mode runs axe in the page itself: the default opens a blank page per run to merge the
 * frames' results, which this site (no iframes) does not need, at a second or more a run.
 */
export async function seriousAxeViolations(page: Page, {coloursOnly = false} = {}): Promise<string[]> {
  const rules = coloursOnly ? colourRuleIds : seriousRuleIds;
  const results = await new AxeBuilder({page}).withRules(rules).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')})`,
    );
}
