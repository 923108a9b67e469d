import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {repoRoot} from '../support/routes';

// Examples as the content checker runs them (src/plugins/examples): a terminal with the command
// and the labelled output under a run block, and a mark on each checked block.
const denoVersion = (
  JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/deno/package.json'), 'utf8')) as {version: string}
).version;
const explained = '/runtime/manual/references/checked_examples';

test('a run block shows the command it runs, then its output labelled for every reader', async ({page}) => {
  await page.goto('/runtime/manual/basics/permissions');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'Deno.readTextFile("notes.txt")'}).first();
  // The terminal comes right after the block: the command as input, then the output.
  const terminal = block.locator('xpath=following-sibling::figure[1]');
  await expect(terminal).toHaveAttribute('aria-label', 'Terminal');
  const command = terminal.locator('kbd');
  await expect(command).toHaveText('deno run --allow-read=notes.txt main.ts');
  // The prompt and the visible label are drawn by CSS, with empty alternative text.
  expect(await command.evaluate((kbd) => getComputedStyle(kbd, '::before').content)).toBe('"$ " / ""');
  const output = terminal.getByRole('group', {name: 'Output'});
  await expect(output).toHaveText(/Buy oat milk/);
  await expect(output.locator('samp')).toHaveText('Buy oat milk');
  const label = await output.evaluate((group) => getComputedStyle(group, '::before').content);
  expect(label).toMatch(/^(attr\(aria-label\)|"Output") \/ ""$/);
  const order = await command.evaluate(
    (kbd, samp) => kbd.compareDocumentPosition(samp as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    await output.locator('samp').elementHandle(),
  );
  expect(order).toBeTruthy();
  // The assistive tech reads "Output" as the group's name, not the visible label a second time.
  const snapshot = await terminal.ariaSnapshot();
  expect(snapshot).toContain('group "Output"');
  // No hand-written shell block repeats the command any more.
  await expect(page.locator('pre code').filter({hasText: /^deno run --allow-read=notes\.txt main\.ts$/})).toHaveCount(
    0,
  );

  // A fails block shows its command and its error, labelled as such.
  const failing = page.locator('figure.example-terminal[data-check="fails"]').first();
  await expect(failing.locator('kbd')).toHaveText('deno run home.ts');
  await expect(failing.getByRole('group', {name: 'Error output'})).toContainText('NotCapable');
});

test('the mark names the pinned deno and links to the page that explains the checks', async ({page}) => {
  await page.goto('/runtime/manual/basics/permissions');
  await waitForHydration(page);
  const mark = page.getByRole('link', {name: `Checked with Deno ${denoVersion}: run, output as shown`}).first();
  await expect(mark).toHaveAttribute('href', `${explained}#run`);
  await mark.click();
  await expect(page).toHaveURL(new RegExp(`${explained}#run$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('How the examples are checked');
  await expect(page.locator('h3#run')).toBeVisible();
  // That page marks its own examples, but not the fragment excused with nocheck.
  const fragment = page.locator('.theme-code-block').filter({hasText: 'return new Response("ok");'});
  await expect(fragment).toHaveCount(1);
  await expect(fragment.locator('xpath=following-sibling::*[1][contains(@class, "example-check")]')).toHaveCount(0);
  const typo = page.locator('.theme-code-block').filter({hasText: 'const total: number = "19.75";'});
  await expect(typo.locator('xpath=following-sibling::figure[1]//kbd')).toHaveText('deno check typo.ts');
});
