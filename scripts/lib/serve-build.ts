/**
 * Serves the production build (`build/`) with the plain static host for a benchmark, and waits
 * until it answers. Call `stop()` when done.
 */
import {spawn} from 'node:child_process';
import {chromium, type Browser} from '@playwright/test';

export interface ServedBuild {
  origin: string;
  stop: () => void;
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/`)).ok;
  } catch {
    return false;
  }
}

export async function serveBuild(port: number, timeoutMs = 30_000): Promise<ServedBuild> {
  const origin = `http://localhost:${port}`;
  // Another server on the port would be measured instead of this build.
  if (await answers(origin)) throw new Error(`${origin}/ already answers: stop whatever serves port ${port} first`);
  // Its own process group, so stopping it also stops the host that npx starts.
  const server = spawn('npx', ['tsx', 'scripts/static-host.ts', 'build', String(port)], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = (): void => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(origin)) return {origin, stop};
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`${origin}/ did not answer within ${timeoutMs / 1000} s; did you run npm run build?`);
}

/**
 * Serves the build and opens Debian's Chromium on it for a benchmark; everything started is
 * stopped when `measure` settles.
 */
export async function withServedBuild<T>(
  port: number,
  measure: (browser: Browser, origin: string) => Promise<T>,
): Promise<T> {
  const {origin, stop} = await serveBuild(port);
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      return await measure(browser, origin);
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}
