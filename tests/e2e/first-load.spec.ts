/**
 * A first visit fetches what the page needs to start at once: every script the page runs before
 * the document is ready (the main script and the page's route chunks) is listed in its HTML, so
 * none waits for the main script to run before it is requested. And the main script asks to be
 * compiled as it downloads (V8's compile hint on its first line).
 */
import {test, expect} from './fixtures';
import {weighedPages} from '../../scripts/lib/page-weight';
import {EAGER_COMPILE_HINT, MAIN_SCRIPT} from '../../src/plugins/startup';

test('the main script starts with the eager compile hint, and no other script does', async ({page, request}) => {
  const html = await (await page.goto('/'))!.text();
  const scripts = [...html.matchAll(/<script src=["']?([^"' >]+)/g)].map((m) => m[1]!);
  const firstLines = await Promise.all(
    scripts.map(async (src) => [src, (await (await request.get(src)).text()).split('\n', 1)[0]] as const),
  );
  const hinted = firstLines.filter(([, line]) => line === EAGER_COMPILE_HINT).map(([src]) => src);
  expect(hinted).toEqual([scripts.find((src) => MAIN_SCRIPT.test(src.replace(/^\//, '')))]);
});

for (const {path} of weighedPages) {
  test(`${path} lists in its HTML every script it runs before the document is ready`, async ({page}) => {
    const response = await page.goto(path);
    const listed = [...(await response!.text()).matchAll(/<script src=["']?([^"' >]+)/g)].map((m) => m[1]!);
    const requestedEarly = await page.evaluate(() => {
      const ready = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .filter((entry) => entry.startTime < ready.domContentLoadedEventStart)
        .map((entry) => new URL(entry.name).pathname);
    });
    // The runtime, the main script and at least one route chunk: a page has all three.
    expect(requestedEarly.length).toBeGreaterThanOrEqual(3);
    expect(requestedEarly.filter((script) => !listed.includes(script))).toEqual([]);
  });
}
