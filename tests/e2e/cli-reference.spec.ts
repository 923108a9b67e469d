import {test, expect, waitForHydration} from './fixtures';
import {builtHtmlFile} from '../support/routes';
import {loadCliModel} from '../../src/plugins/cli-reference/generate';

const model = loadCliModel();

test('the build has a reference page for every command deno --help lists, and the env-vars page', () => {
  const routes = [
    '/runtime/reference/cli',
    '/runtime/reference/env_variables',
    ...model.top.commands.map((c) => `/runtime/reference/cli/${c.name}`),
  ];
  expect(routes.filter((route) => builtHtmlFile(route) === undefined)).toEqual([]);
});

test('the index lists every command and leads to its page, where a flag anchor lands on the flag', async ({page}) => {
  await page.goto('/runtime/reference/cli');
  await waitForHydration(page);
  // The article, not the reference's sidebar, which lists every command too.
  const main = page.locator('main article');
  for (const command of model.top.commands) {
    await expect(main.getByRole('link', {name: `deno ${command.name}`, exact: true})).toHaveAttribute(
      'href',
      `/runtime/reference/cli/${command.name}`,
    );
  }
  await main.getByRole('link', {name: 'deno run', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('deno run');
  await page.goto('/runtime/reference/cli/run#--allow-net');
  const heading = page.locator('h3[id="--allow-net"]');
  await expect(heading).toContainText('-N, --allow-net[=<IP_OR_HOSTNAME>...]');
  await expect(heading).toBeInViewport();
  await expect(page.locator('main a[href="/runtime/manual/basics/permissions#--allow-net"]').first()).toBeVisible();
});

test('deno prints /go/env-vars: it lands on the environment variables reference', async ({page}) => {
  await page.goto('/go/env-vars');
  await expect(page).toHaveURL(/\/runtime\/reference\/env_variables$/);
  await expect(page.locator('h3[id="DENO_DIR"]')).toBeVisible();
});

test('guides link the commands and flags they name to the reference', async ({page}) => {
  await page.goto('/runtime/manual/basics/testing/');
  await waitForHydration(page);
  const link = page.locator('article a[href="/runtime/reference/cli/test#--filter"]').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.locator('h3[id="--filter"]')).toBeInViewport();
});
