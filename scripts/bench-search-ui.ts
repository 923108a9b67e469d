/**
 * npm run bench:search-ui: serves the production build (`npm run build` first) and times the
 * search modal on a cold cache, as a reader meets it: open a doc page, press Ctrl+K, type one
 * letter, and wait for the first hit (the modal's code and the index load meanwhile). Prints the
 * median and worst of RUNS fresh browser contexts. Goal (issue 7): first results within 150 ms of
 * the first keystroke.
 */
import type {Browser} from '@playwright/test';
import {HYDRATED_SELECTOR} from './lib/hydration';
import {median} from './lib/median';
import {withServedBuild} from './lib/serve-build';

const RUNS = 7;
const GOAL_MS = 150;
const PAGE = '/runtime/manual/basics/permissions';

interface Timing {
  afterKey: number;
  afterOpen: number;
}

async function timeOnce(browser: Browser, origin: string): Promise<Timing> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + PAGE, {waitUntil: 'load'});
  await page.waitForSelector(HYDRATED_SELECTOR);
  await page.evaluate(() => {
    const w = window as unknown as {timing: Record<string, number>};
    w.timing = {};
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'k') w.timing.open ??= performance.now();
        if (event.key === 'p') w.timing.key ??= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (document.querySelector('.DocSearch-Hit')) w.timing.hit ??= performance.now();
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input:focus');
  await page.keyboard.type('p');
  await page.waitForSelector('.DocSearch-Hit');
  const t = await page.evaluate(() => (window as unknown as {timing: Record<string, number>}).timing);
  await context.close();
  return {afterKey: t.hit! - t.key!, afterOpen: t.hit! - t.open!};
}

async function main(): Promise<void> {
  const timings = await withServedBuild(4181, async (browser, origin) => {
    const runs: Timing[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await timeOnce(browser, origin));
    return runs;
  });
  const afterKey = timings.map((t) => t.afterKey);
  const afterOpen = timings.map((t) => t.afterOpen);
  console.log(`Search modal on a cold cache, ${PAGE}, ${RUNS} runs:`);
  console.log(
    `  first hit after the first keystroke: median ${median(afterKey).toFixed(0)} ms, max ${Math.max(...afterKey).toFixed(0)} ms (goal ${GOAL_MS} ms)`,
  );
  console.log(
    `  first hit after Ctrl+K: median ${median(afterOpen).toFixed(0)} ms, max ${Math.max(...afterOpen).toFixed(0)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
