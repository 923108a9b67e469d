import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {builtHtmlFile, repoRoot} from '../support/routes';

const rulePages = readdirSync(path.join(repoRoot, 'lint/rules'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.replace(/\.md$/, ''));

test('every rule page is built, with its examples and the generated sections', () => {
  const missing = rulePages.filter((rule) => builtHtmlFile(`/lint/rules/${rule}`) === undefined);
  expect(missing).toEqual([]);
  // What deno lint prints for the incorrect example, which a pasted report finds in search.
  const withoutReport = rulePages.filter(
    (rule) => !readFileSync(builtHtmlFile(`/lint/rules/${rule}`)!, 'utf8').match(/id="?what-deno-lint-prints[" >]/),
  );
  expect(withoutReport).toEqual([]);
});

test('the rule list narrows by name and by tag, and leads to a rule page', async ({page}) => {
  await page.goto('/lint/rules');
  await waitForHydration(page);
  const items = page.locator('li[data-rule]');
  const all = await items.count();
  expect(all).toBeGreaterThan(100);
  await page.getByLabel('Rule name').fill('no-explicit');
  await expect(page.locator('li[data-rule]:visible')).toHaveCount(1);
  await page.getByLabel('Rule name').fill('');
  await page.getByLabel('Tag').selectOption('jsr');
  const jsr = await page.locator('li[data-rule]:visible').count();
  expect(jsr).toBeGreaterThan(0);
  expect(jsr).toBeLessThan(all);
  await page.getByLabel('Tag').selectOption('');
  await page.locator('li[data-rule="eqeqeq"] a').click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('eqeqeq');
  for (const id of ['incorrect', 'correct', 'what-deno-lint-prints', 'tags', 'automatic-fix', 'turn-it-on-or-off']) {
    await expect(page.locator(`article h2[id="${id}"]`)).toBeVisible();
  }
  await expect(page.locator('article')).toContainText(
    "deno lint reports error[eqeqeq]: expected '===' and instead saw '=='.",
  );
});
