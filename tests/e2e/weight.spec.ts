import {test, expect} from './fixtures';
import {jsBudgetBytes, kb, measurePageWeight, weighedPages} from '../../scripts/lib/page-weight';

// The JS a first visit downloads (gzip) stays within budget; a regression fails with the figures.
// The budget (scripts/lib/page-weight.ts) is the goal of issue 8 itself.

for (const {path, kind} of weighedPages) {
  test(`a first visit to ${path} downloads at most ${kb(jsBudgetBytes[kind])} of compressed JS`, async ({
    browser,
    baseURL,
  }) => {
    const weight = await measurePageWeight(browser, baseURL!, path);
    expect(
      weight.jsGzipBytes,
      `${path}: ${kb(weight.jsGzipBytes)} JS gz, ${weight.requests} requests`,
    ).toBeLessThanOrEqual(jsBudgetBytes[kind]);
  });
}
