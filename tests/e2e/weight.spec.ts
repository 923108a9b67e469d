import {test, expect} from './fixtures';
import {jsBudgetBytes, kb, measurePageWeight, weighedPages} from '../../scripts/lib/page-weight';

// The JS a first visit downloads (gzip) stays within budget; a regression fails with the figures.
// The budget has a 5 % margin over issue 8's goals so that small content changes do not flap.
const margin = 1.05;

for (const {path, kind} of weighedPages) {
  test(`a first visit to ${path} downloads at most ${kb(jsBudgetBytes[kind])} of compressed JS`, async ({browser, baseURL}) => {
    const weight = await measurePageWeight(browser, baseURL!, path);
    expect(weight.jsGzipBytes, `${path}: ${kb(weight.jsGzipBytes)} JS gz, ${weight.requests} requests`).toBeLessThanOrEqual(
      jsBudgetBytes[kind] * margin,
    );
  });
}
