/**
 * A first visit fetches what the page needs to start at once: every script the page runs before
 * the document is ready (the main script and the page's route chunks) is listed in its HTML, so
 * none waits for the main script to run before it is requested.
 */
import {test, expect} from './fixtures';
import {weighedPages} from '../../scripts/lib/page-weight';

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
