/**
 * npm run bench:startup [-- --runs N]: what each measured page's main thread does while it loads
 * on a phone-like CPU (Chromium's CPU throttled 4×, a 412 px mobile viewport), from a trace of the
 * production build (`npm run build` first) served by the plain static host: busy time, long tasks,
 * the longest task, and blocking time after the first contentful paint, until 3 s after load.
 * Medians of N runs (default 5). Unlike Lighthouse's simulation, these are the tasks as they ran,
 * so work split into short tasks counts as short.
 */
import type {Browser} from '@playwright/test';
import {mainThreadLoad, TRACE_CATEGORIES, type MainThreadLoad} from './lib/main-thread';
import {median} from './lib/median';
import {weighedPages} from './lib/page-weight';
import {withServedBuild} from './lib/serve-build';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 5) || 5;
const CPU_SLOWDOWN = 4;

async function measure(browser: Browser, url: string): Promise<MainThreadLoad> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await browser.startTracing(page, {categories: TRACE_CATEGORIES});
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: Parameters<typeof mainThreadLoad>[0];
    };
    return mainThreadLoad(trace.traceEvents, url);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  await withServedBuild(4182, async (browser, origin) => {
    console.log(`Main thread while loading, CPU ${CPU_SLOWDOWN}× slower, medians of ${runs} runs:`);
    console.log('page                                          busy ms  long tasks  longest ms  blocking ms');
    for (const {path} of weighedPages) {
      const results: MainThreadLoad[] = [];
      for (let i = 0; i < runs; i++) results.push(await measure(browser, origin + path));
      const m = (pick: (r: MainThreadLoad) => number): string => median(results.map(pick)).toFixed(0);
      console.log(
        [
          path.padEnd(45),
          m((r) => r.busyMs).padStart(7),
          m((r) => r.longTasks).padStart(11),
          m((r) => r.longestTaskMs).padStart(11),
          m((r) => r.blockingMs).padStart(12),
        ].join(' '),
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
