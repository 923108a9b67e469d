/**
 * The spec's route list (spec/routes.txt) and the repo's list of routes
 * not written yet (tests/pending-routes.txt), which may only shrink.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** The product spec, its route list and the content standard live in the repo, so any clone is complete. */
export const specDir = path.join(repoRoot, 'spec');

function readRouteList(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export function specRoutes(): string[] {
  return readRouteList(path.join(specDir, 'routes.txt'));
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
