/**
 * The author's dev server recovers from pages added and deleted under it: two pages on one route,
 * then both deleted, leave a working site (issue #39 found it stuck on "Cannot find module
 * '@site/…'" until restarted). It runs `docusaurus start` on the small fixture site of
 * tests/fixtures/dev-site (the site's own docs plugin and sidebar generator), which starts in
 * seconds where the whole site takes a minute.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {docusaurusServePort} from '../../playwright.config';
import {expect, test} from './fixtures';

const port = docusaurusServePort + 10;
const origin = `http://localhost:${port}`;
const siteDir = path.join(__dirname, '../fixtures/dev-site');
let guideDir = '';
let server: ChildProcess | undefined;

const page = (title: string): string => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\nAbout ${title}.\n`;

/** Waits, in a page outside the console guard, until `url` shows the h1 `heading`. */
async function settles(browser: Browser, url: string, heading: string | RegExp): Promise<void> {
  const probe = await browser.newPage();
  try {
    await expect(async () => {
      await probe.goto(`${origin}${url}`);
      await expect(probe.locator('h1')).toHaveText(heading, {timeout: 2000});
    }).toPass({timeout: 60_000});
  } finally {
    await probe.close();
  }
}

test.describe('dev server', () => {
  test.describe.configure({mode: 'serial', timeout: 180_000});

  test.beforeAll(async () => {
    guideDir = mkdtempSync(path.join(tmpdir(), 'dev-site-guide-'));
    cpSync(path.join(siteDir, 'guide'), guideDir, {recursive: true});
    server = spawn('npx', ['docusaurus', 'start', siteDir, '--port', String(port), '--no-open'], {
      env: {...process.env, DEV_SITE_GUIDE: guideDir, BROWSER: 'none'},
      stdio: 'ignore',
      detached: true,
    });
    await expect(async () => expect((await fetch(`${origin}/guide/second`)).ok).toBe(true)).toPass({
      timeout: 120_000,
    });
  });

  test.afterAll(() => {
    // The whole group: npx, docusaurus and its compiler.
    if (server?.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    rmSync(guideDir, {recursive: true, force: true});
  });

  test('recovers after two pages on one route are added and then deleted', async ({page: tab, browser}) => {
    writeFileSync(path.join(guideDir, 'notes.md'), page('Notes in a file'));
    mkdirSync(path.join(guideDir, 'notes'));
    writeFileSync(path.join(guideDir, 'notes/index.md'), page('Notes in a folder'));
    // Docusaurus serves one of the two; the content checker is what names both files.
    await settles(browser, '/guide/notes', /^Notes in a (file|folder)$/);

    rmSync(path.join(guideDir, 'notes.md'));
    rmSync(path.join(guideDir, 'notes'), {recursive: true});
    await settles(browser, '/guide/notes', 'Page Not Found');

    // In the guarded tab: the site works, with no error overlay and no console error.
    await tab.goto(`${origin}/guide/second`);
    await expect(tab.locator('h1')).toHaveText('Second');
    await expect(tab.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
    await expect(tab.locator('nav.menu')).not.toContainText('Notes');

    // And it still takes new pages.
    writeFileSync(path.join(guideDir, 'third.md'), page('Third'));
    await settles(browser, '/guide/third', 'Third');
    await tab.reload();
    await expect(tab.locator('nav.menu')).toContainText('Third');
  });
});
