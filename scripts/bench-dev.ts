/**
 * npm run bench:dev [-- --cold]: the author's loop, as an author meets it. Starts `npm start`'s
 * dev server (`docusaurus start`) and prints:
 *   - first page: seconds from the start until a manual page has rendered in Chromium;
 *   - reference page: seconds until a generated CLI reference page has rendered after that;
 *   - saved edit: seconds from saving a changed guide page until the open page shows the change;
 *   - new page: seconds from creating a page until it is served and listed in the sidebar.
 * The edited page is restored and the new page removed afterwards, whatever happens. With --cold
 * the caches (`docusaurus clear`, the generated references' cache) are dropped first, as on a fresh
 * clone (a fresh clone also has no `.check-cache/`, which only changes the pages' "Checked" marks).
 */
import {spawn, spawnSync} from 'node:child_process';
import {appendFileSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';

const port = 3087;
const origin = `http://localhost:${port}`;
const root = path.resolve(__dirname, '..');
const editedFile = path.join(root, 'runtime/manual/basics/permissions.md');
const newFile = path.join(root, 'runtime/manual/basics/bench_dev_new_page.md');

/** Runs the step and prints its figure as soon as it is known (a later step may time out). */
async function seconds<T>(label: string, since: number, task: () => Promise<T>, goal = ''): Promise<number> {
  await task();
  const taken = (Date.now() - since) / 1000;
  console.log(`${label.padEnd(38)}${taken.toFixed(1).padStart(8)}   ${goal}`);
  return taken;
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

async function shows(page: Page, text: string): Promise<boolean> {
  return (await page.locator('article').first().textContent({timeout: 1000}))?.includes(text) ?? false;
}

async function main(): Promise<void> {
  if (process.argv.includes('--cold')) {
    spawnSync('npm', ['run', '--silent', 'clear'], {cwd: root, stdio: 'ignore'});
    // The bundler's cache and the references' caches (cli-reference, api-reference, social-cards).
    rmSync(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
  }
  const original = readFileSync(editedFile, 'utf8');
  const started = Date.now();
  const server = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--no-open'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    console.log('dev server (npm start)                 seconds   goal');
    await seconds(
      'first page',
      started,
      () =>
        until(
          async () => {
            await page.goto(`${origin}/runtime/manual/basics/permissions`, {timeout: 5000});
            return shows(page, 'permission');
          },
          300_000,
          'the first page',
        ),
      '30',
    );
    const referenceStarted = Date.now();
    await seconds('CLI reference page after it', referenceStarted, async () => {
      const other = await browser.newPage();
      await until(
        async () => {
          await other.goto(`${origin}/runtime/reference/cli/fmt`, {timeout: 10_000});
          return shows(other, '--line-width');
        },
        120_000,
        'the CLI reference page',
      );
    });
    const marker = `Bench edit ${Date.now()}`;
    const editStarted = Date.now();
    appendFileSync(editedFile, `\n${marker}\n`);
    await seconds(
      'saved edit shows',
      editStarted,
      () => until(() => shows(page, marker), 60_000, 'the saved edit'),
      '3',
    );
    const newStarted = Date.now();
    writeFileSync(
      newFile,
      '---\ntitle: Bench new page\ndescription: A page the dev benchmark adds and removes.\n---\n\nBench new page body.\n',
    );
    await seconds('new page in the sidebar', newStarted, () =>
      until(
        async () => {
          await page.goto(`${origin}/runtime/manual/basics/bench_dev_new_page`, {timeout: 5000});
          return (await page.locator('nav.menu').textContent({timeout: 1000}))?.includes('Bench new page') ?? false;
        },
        120_000,
        'the new page in the sidebar',
      ),
    );
  } finally {
    writeFileSync(editedFile, original);
    rmSync(newFile, {force: true});
    await browser.close();
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
