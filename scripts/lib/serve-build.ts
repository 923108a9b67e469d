/**
 * Serves the production build (`build/`) with the plain static host for a benchmark, and waits
 * until it answers. Call `stop()` when done.
 */
import {spawn} from 'node:child_process';

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
  const server = spawn('npx', ['tsx', 'scripts/static-host.ts', 'build', String(port)], {stdio: 'ignore', detached: true});
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
