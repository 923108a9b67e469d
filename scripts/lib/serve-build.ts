/**
 * Serves the production build (`build/`) with the plain static host for a benchmark, and waits
 * until it answers. Call `stop()` when done.
 */
import {spawn} from 'node:child_process';

export interface ServedBuild {
  origin: string;
  stop: () => void;
}

export async function serveBuild(port: number, timeoutMs = 30_000): Promise<ServedBuild> {
  const server = spawn('npx', ['tsx', 'scripts/static-host.ts', 'build', String(port)], {stdio: 'ignore'});
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/`)).ok) return {origin, stop: () => server.kill()};
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error(`${origin}/ did not answer within ${timeoutMs / 1000} s; did you run npm run build?`);
}
