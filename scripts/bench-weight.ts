/**
 * npm run bench:weight: serves the production build (`npm run build` first) and prints what a
 * first visit downloads on the home page, a manual page and a KV page, in Chromium with an
 * empty cache: gzip-compressed JS and CSS until the page has hydrated, and the request count.
 */
import {jsBudgetBytes, jsGoalBytes, kb, measurePageWeight, weighedPages} from './lib/page-weight';
import {withServedBuild} from './lib/serve-build';

async function main(): Promise<void> {
  await withServedBuild(4180, async (browser, origin) => {
    console.log(
      'page                                          JS gz      (goal)     (budget)    CSS gz  other gz  requests',
    );
    for (const {path, kind} of weighedPages) {
      const weight = await measurePageWeight(browser, origin, path);
      console.log(
        [
          path.padEnd(45),
          kb(weight.jsGzipBytes).padStart(9),
          `(${kb(jsGoalBytes[kind])})`.padStart(11),
          `(${kb(jsBudgetBytes[kind])})`.padStart(11),
          kb(weight.cssGzipBytes).padStart(9),
          kb(weight.otherGzipBytes).padStart(9),
          String(weight.requests).padStart(9),
        ].join(' '),
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
