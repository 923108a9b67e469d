/**
 * npm run make:social-card: draws the site's default social card (static/img/social-card.png,
 * 1200x630, the size link previews use) in Debian's chromium from the logo and the self-hosted
 * Inter font. Run it again after changing the logo, the name or the tagline; the PNG is committed
 * so a build needs no browser.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

const root = path.resolve(__dirname, '..');
const logo = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const font = readFileSync(path.join(root, 'static/fonts/inter-latin-wght-normal.woff2')).toString('base64');

const html = `<!doctype html><html><head><style>
@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format('woff2');font-weight:100 900}
html,body{margin:0;width:1200px;height:630px}
body{font-family:Inter,sans-serif;background:#0d1f1a;color:#ecfdf5;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box}
.brand{display:flex;align-items:center;gap:32px}
.brand svg{width:128px;height:128px}
h1{font-size:96px;font-weight:800;margin:0;letter-spacing:-2px}
p{font-size:40px;line-height:1.35;margin:48px 0 0;color:#a7f3d0;max-width:960px}
.bar{position:absolute;left:0;bottom:0;width:1200px;height:16px;background:#6ee7b7}
</style></head><body>
<div class="brand">${logo}<h1>Deno Docs</h1></div>
<p>The Deno runtime, Deno Deploy with KV, queues and cron, and Deno Subhosting</p>
<div class="bar"></div></body></html>`;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(root, 'static/img/social-card.png');
  await page.screenshot({path: file});
  await browser.close();
  console.log(`wrote ${path.relative(root, file)}`);
}

void main();
