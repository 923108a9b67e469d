/**
 * The spec's route list (../shared/routes.txt) and the repo's list of routes
 * not written yet (tests/pending-routes.txt), which may only shrink.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** Where the shared spec folder is: SHARED_DIR, else ../shared beside the repo, else /work/shared. */
export function sharedDir(): string {
  const candidates = [
    process.env.SHARED_DIR,
    path.resolve(repoRoot, '../shared'),
    '/work/shared',
  ].filter((dir): dir is string => !!dir);
  const found = candidates.find((dir) => existsSync(path.join(dir, 'routes.txt')));
  if (!found) {
    throw new Error(
      `routes.txt not found in ${candidates.join(', ')}. Set SHARED_DIR to the folder holding the spec's routes.txt.`,
    );
  }
  return found;
}

function readRouteList(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export function specRoutes(): string[] {
  return readRouteList(path.join(sharedDir(), 'routes.txt'));
}

export const pendingRoutesFile = path.join(repoRoot, 'tests/pending-routes.txt');

export function pendingRoutes(): string[] {
  return readRouteList(pendingRoutesFile);
}

/** The HTML file the production build has for a route, if any. */
export function builtHtmlFile(route: string, buildDir = path.join(repoRoot, 'build')): string | undefined {
  const candidates =
    route === '/'
      ? [path.join(buildDir, 'index.html')]
      : [path.join(buildDir, route, 'index.html'), path.join(buildDir, `${route}.html`)];
  return candidates.find((file) => existsSync(file));
}
