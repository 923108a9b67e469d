/**
 * /examples: the index (a plain list without JavaScript, filtered as you type with it), an
 * example's page, and the programs run by URL from the built site with the pinned deno, as the
 * page's command says, their output compared with what the page shows.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import path from 'node:path';
import {readExamples} from '../../src/plugins/gallery/files';
import {examplePath, scriptPath} from '../../src/plugins/gallery/paths';
import {outputMatches} from '../../scripts/check-content/output';
import {repoRoot} from '../support/routes';
import {expect, plainHostUrl, seriousAxeViolations, test, waitForHydration} from './fixtures';

const examples = readExamples(repoRoot);

test('the index lists every example by category, and the filter keeps the matching ones', async ({page}) => {
  await page.goto('/examples');
  await waitForHydration(page);
  const items = page.locator('main li[data-filter]');
  await expect(items).toHaveCount(examples.length);
  const filter = page.getByRole('searchbox', {name: 'Filter examples'});
  await filter.pressSequentially('websocket');
  const shown = page.locator('main li[data-filter]:visible');
  await expect(shown.first()).toBeVisible();
  const wanted = examples.filter((e) =>
    /websocket/i.test(`${e.title} ${e.description} ${e.slug} ${e.keywords.join(' ')}`),
  );
  await expect(shown).toHaveCount(wanted.length);
  await expect(page.locator('form.examples-filter output')).toHaveText(
    `${wanted.length} of ${examples.length} examples`,
  );
  // A group with no match hides with its heading.
  await expect(page.locator('main h2#crypto')).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('without JavaScript the index is the plain list, and the filter is not offered', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(plainHostUrl('/examples'));
  await expect(page.locator('main li[data-filter] a')).toHaveCount(examples.length);
  await expect(page.locator('form.examples-filter')).toBeHidden();
  await context.close();
});

test('an example page shows its steps, the command that runs it from this site, and its output', async ({page}) => {
  const example = examples.find((e) => e.check.kind === 'run' && e.output)!;
  await page.goto(examplePath(example));
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(example.title);
  await expect(page.locator('main .example-step')).toHaveCount(example.steps.length);
  const command = page.locator('main .example-terminal kbd').first();
  await expect(command).toContainText(`/examples/scripts/${example.fileName}`);
  await expect(page.getByRole('group', {name: 'Output'})).toContainText(example.output!.split('\n')[0]!);
  await expect(page.locator('main a.example-check')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The source link opens the file itself, not a page, typed as TypeScript by a host that
  // applies the build's _headers (docusaurus serve calls every .ts an MPEG stream).
  const source = await page.request.get(plainHostUrl(scriptPath(example)));
  expect(source.headers()['content-type']).toMatch(/typescript/);
  expect(await source.text()).toBe(example.source);
});

// Programs that import only deno's own APIs, node: and npm: (jsr.io is out of reach here).
const byUrl = examples
  .filter(
    (e) =>
      e.check.kind === 'run' &&
      e.output !== undefined &&
      !/from "(jsr|https?):/.test(e.source) &&
      !e.standin &&
      e.stdin === undefined,
  )
  .slice(0, 6);

test('examples run by URL from the built site print what their pages show', async () => {
  test.setTimeout(120_000);
  expect(byUrl.length).toBeGreaterThanOrEqual(3);
  for (const example of byUrl) {
    const url = plainHostUrl(scriptPath(example));
    const args = ['run', '--no-prompt', ...example.check.flags, url, ...example.args];
    const {stdout} = await promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/deno'), args, {
      cwd: path.join(repoRoot, 'build'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NO_COLOR: '1',
        DENO_NO_UPDATE_CHECK: '1',
        ...Object.fromEntries(example.env.map((e) => [e.name, e.value])),
      },
      timeout: 30_000,
    });
    expect(outputMatches(example.output!, stdout), `${example.slug}:\n${stdout}`).toBe(true);
  }
});
