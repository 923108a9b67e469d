import {test, expect, chooseColourMode, waitForHydration} from './fixtures';
import {announcement} from '../../src/data/navigation';
import type {Page} from '@playwright/test';

const docPage = '/runtime/manual/getting_started/installation';

function theme(page: Page) {
  return page.locator('html');
}

test.describe('colour mode', () => {
  // The spec's rule: light by default, following the system preference. Each system preference is
  // emulated here (the project's browser context prefers light, which alone would pass whatever
  // the rule is), with nothing stored, so the mode shown is the site's own choice ("system").
  for (const [system, mode] of [
    ['no-preference', 'light'],
    ['light', 'light'],
    ['dark', 'dark'],
  ] as const) {
    test(`is ${mode} when the system preference is ${system} and nothing is stored`, async ({browser}) => {
      const context = await browser.newContext({colorScheme: system});
      const page = await context.newPage();
      await page.goto(docPage);
      await waitForHydration(page);
      await expect(theme(page)).toHaveAttribute('data-theme', mode);
      await expect(theme(page)).toHaveAttribute('data-theme-choice', 'system');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
      await context.close();
    });
  }

  test('the toggle switches mode, stores it and survives a reload', async ({page}) => {
    await page.goto(docPage);
    await waitForHydration(page);
    await chooseColourMode(page, 'dark');
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('a change in one tab reaches another open tab', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(docPage);
    await second.goto('/deploy/manual');
    await waitForHydration(first);
    await waitForHydration(second);
    await expect(theme(second)).toHaveAttribute('data-theme', 'light');
    await chooseColourMode(first, 'dark');
    await expect(theme(first)).toHaveAttribute('data-theme', 'dark');
    await expect(theme(second)).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('banner').filter({hasText: 'These docs cover'});

  test('shows until dismissed, and stays dismissed after a reload', async ({page}) => {
    await page.goto(docPage);
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.dismiss'),
        localStorage.getItem('docusaurus.announcement.id'),
      ]),
    ).toEqual(['true', announcement.id]);
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('comes back when the announcement id changes', async ({page}) => {
    await page.goto(docPage);
    // A reader who dismissed an earlier announcement.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
    });
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
});
