/**
 * A first visit paints before it fetches any script, then fetches every script the page needs to
 * start at once: the main script and the page's route chunks are all listed in its HTML (as data,
 * added by an inline loader after the first frame), so none waits for the main script to run
 * before it is requested. And the main script asks to be compiled as it downloads (V8's compile
 * hint on its first line).
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {weighedPages} from '../../scripts/lib/page-weight';
import {EAGER_COMPILE_HINT, MAIN_SCRIPT} from '../../src/plugins/startup';
import {PAGE_SCRIPTS_ID} from '../../src/plugins/startup/scriptsAfterPaint';

/** The scripts a page's HTML lists for its loader, as served. */
function listedScripts(html: string): string[] {
  const list = new RegExp(
    `<script type=["']?application/json["']? id=["']?${PAGE_SCRIPTS_ID}["']?>([^<]*)</script>`,
  ).exec(html);
  expect(list, `the page lists its scripts in #${PAGE_SCRIPTS_ID}`).not.toBeNull();
  return JSON.parse(list![1]!) as string[];
}

const isMainScript = (path: string): boolean => MAIN_SCRIPT.test(path.replace(/^\//, ''));

test('the main script starts with the eager compile hint, and no other script does', async ({page, request}) => {
  const scripts = listedScripts(await (await page.goto('/'))!.text());
  const firstLines = await Promise.all(
    scripts.map(async (src) => [src, (await (await request.get(src)).text()).split('\n', 1)[0]] as const),
  );
  const hinted = firstLines.filter(([, line]) => line === EAGER_COMPILE_HINT).map(([src]) => src);
  expect(hinted).toEqual([scripts.find(isMainScript)]);
});

/** Before any page script: when the first frame starts, and when React marks the page hydrated. */
async function recordFirstFrameAndHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times = {firstFrame: Number.NaN, hydrated: Number.NaN};
    (window as unknown as {startTimes: typeof times}).startTimes = times;
    requestAnimationFrame(() => (times.firstFrame = performance.now()));
    new MutationObserver(() => {
      if (Number.isNaN(times.hydrated) && document.documentElement.dataset.hasHydrated === 'true') {
        times.hydrated = performance.now();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
}

for (const {path} of weighedPages) {
  test(`${path} requests no script before its first frame, then at once every script its HTML lists`, async ({
    page,
  }) => {
    await recordFirstFrameAndHydration(page);
    const listed = listedScripts(await (await page.goto(path))!.text());
    await waitForHydration(page);
    const {times, requested} = await page.evaluate(() => ({
      times: (window as unknown as {startTimes: {firstFrame: number; hydrated: number}}).startTimes,
      requested: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          startTime: entry.startTime,
          responseEnd: (entry as PerformanceResourceTiming).responseEnd,
        })),
    }));
    // The runtime, the main script and at least one route chunk: a page has all three.
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(requested.filter((script) => script.startTime < times.firstFrame)).toEqual([]);
    // Each listed script is requested before the main script has arrived, let alone run, and the
    // page hydrates after them.
    const main = requested.find((script) => isMainScript(script.path));
    expect(main, 'the main script was requested').toBeDefined();
    const early = requested.filter((script) => script.startTime <= main!.responseEnd).map((script) => script.path);
    expect(listed.filter((script) => !early.includes(script))).toEqual([]);
    expect(Math.max(...requested.filter((s) => listed.includes(s.path)).map((s) => s.startTime))).toBeLessThan(
      times.hydrated,
    );
  });
}
