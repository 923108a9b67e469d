/**
 * Fast back and forward across the site's kinds of page (guides, the API and CLI references,
 * lint rules, Deploy) settles on the right page every time: one <main>, the title and h1 the page
 * had when it was first shown, and no error (React's hydration errors included).
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const route = [
  '/runtime/manual',
  '/runtime/manual/basics/permissions',
  '/api/deno',
  '/api/deno/~/Deno.serve',
  '/runtime/reference/cli/test',
  '/runtime/reference/cli/run',
  '/lint',
  '/deploy/manual',
  '/deploy/kv/manual',
  '/runtime/manual/basics/env_variables',
  '/runtime/reference/cli',
];

interface Shown {
  path: string;
  title: string;
  h1: string;
  mains: number;
}

async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => ({
    path: location.pathname.replace(/\/$/, '') || '/',
    title: document.title,
    h1: Array.from(document.querySelectorAll<HTMLElement>('main h1, article h1'), (h) => h.innerText.trim()).join(
      ' + ',
    ),
    mains: document.querySelectorAll('main').length,
  }));
}

/** Goes to `path` inside the app: a link to it on the page if there is one, else as the router's history would. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  const link = page.locator(`a[href="${path}"]:visible`).first();
  if (await link.count()) await link.click();
  else {
    await page.evaluate((to) => {
      history.pushState({key: Math.random().toString(36).slice(2), state: undefined}, '', to);
      dispatchEvent(new PopStateEvent('popstate', {state: history.state}));
    }, path);
  }
  await expect.poll(async () => (await shown(page)).path).toBe(path);
  await expect(page.locator('main [aria-busy="true"], main[aria-busy="true"]')).toHaveCount(0);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('rapid back and forward settles on the right page every time', async ({page}) => {
  test.slow();
  await page.goto(route[0]!);
  await waitForHydration(page);
  const expected = new Map<string, Shown>();
  expected.set(route[0]!, await shown(page));
  for (const path of route.slice(1)) {
    await navigateInApp(page, path);
    await expect(page.locator('main h1, article h1').first()).toBeVisible();
    expected.set(path, await shown(page));
  }
  for (const [path, state] of expected) expect(state.mains, `one <main> on ${path}`).toBe(1);

  const wrong: string[] = [];
  // Deterministic intervals between 20 and 120 ms, so a failure replays the same way.
  let seed = 7;
  const interval = () => 20 + ((seed = (seed * 48271) % 2147483647) % 101);
  for (let round = 0; round < 6; round++) {
    for (const step of ['back', 'forward'] as const) {
      for (let i = 0; i < route.length - 2; i++) {
        await page.evaluate((direction) => (direction === 'back' ? history.back() : history.forward()), step);
        await pause(interval());
      }
      await page.waitForLoadState('load');
      await pause(600);
      await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0, {timeout: 10_000});
      const now = await shown(page);
      const want = expected.get(now.path);
      if (!want || now.mains !== 1 || now.title !== want.title || now.h1 !== want.h1) {
        wrong.push(`round ${round} ${step}: ${JSON.stringify(now)} wanted ${JSON.stringify(want)}`);
      }
    }
  }
  expect(wrong).toEqual([]);
});
