import {existsSync} from 'node:fs';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';

// Without a build the servers below never answer and every test would time out with no hint.
if (!existsSync(path.join(__dirname, 'build', 'index.html'))) {
  throw new Error('No production build in build/: run `npm run build` first (the browser tests run against it).');
}

/**
 * Ports of the two servers the browser tests use (see tests/e2e/fixtures.ts). E2E_PORT moves both,
 * so that two checkouts on one machine can run their tests at once without reusing each other's
 * server (outside CI an existing server on the port is reused).
 */
export const docusaurusServePort = Number(process.env.E2E_PORT ?? 4173);
export const plainStaticHostPort = docusaurusServePort + 1;

// Browser tests run against the production build (`npm run build` first), in Debian's chromium.
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One worker everywhere: on the 2-core machines CI uses, two workers finished no sooner (the
  // navigation and search specs: 242 s with one, 245 s with two) and made each test slow enough
  // for timing-sensitive search tests to fail (a fresh clone with CI=true: 2 failures in search.spec).
  workers: 1,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${docusaurusServePort}`,
    // Recording a trace costs about a third of the suite's time even when it is thrown away, and
    // CI keeps only the log: traces are off unless asked for (E2E_TRACE=retain-on-failure).
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    colorScheme: 'light',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Chromium's background services would try to reach Google hosts on a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: [
    {
      command: `npx docusaurus serve --port ${docusaurusServePort} --no-open`,
      url: `http://localhost:${docusaurusServePort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/static-host.ts build ${plainStaticHostPort}`,
      url: `http://localhost:${plainStaticHostPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
