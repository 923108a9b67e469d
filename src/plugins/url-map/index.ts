/**
 * The URL map plugin: after the build, a redirect page (redirectPage.ts) at every URL that moved
 * (redirects.ts) and `_redirects` with the same moves as 301s; aliases for docs.deno.com's heading
 * ids are added while Markdown compiles (remarkAliases.ts). A map line whose old URL is a page of
 * the build is an error: the page would be overwritten.
 */
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {readUrlMap, routeOf} from './map';
import {redirectPage, redirectsFile} from './redirectPage';
import {plannedRedirects, type Redirect} from './redirects';
import {readDocsDenoCom} from './source';

export interface UrlMapOptions {
  /** Moves that are not docs.deno.com's (the links deno prints); they win over the derived ones. */
  extraRedirects?: readonly Redirect[];
  /** Pages written after the build from shell routes (the API and CLI references). */
  preparedRoutes?: () => readonly string[];
}

export default function urlMapPlugin(_context: unknown, options: UrlMapOptions = {}): Plugin {
  return {
    name: 'url-map',
    async postBuild({outDir, routesPaths}) {
      const entries = readUrlMap();
      const pages = new Set([...routesPaths, ...(options.preparedRoutes?.() ?? [])].map(routeOf));
      for (const entry of entries)
        if (routeOf(entry.from) !== routeOf(entry.to) && pages.has(routeOf(entry.from)))
          throw new Error(`${entry.file}:${entry.line}: ${entry.from} is a page of this site: map it to itself`);
      const redirects = plannedRedirects(entries, readDocsDenoCom(), options.extraRedirects ?? [], (route) =>
        pages.has(route),
      );
      await Promise.all(
        redirects.map(async ({from, to}) => {
          const dir = path.join(outDir, from);
          if (existsSync(path.join(dir, 'index.html'))) throw new Error(`url-map: ${from} already has a page`);
          await mkdir(dir, {recursive: true});
          await writeFile(path.join(dir, 'index.html'), redirectPage(to));
        }),
      );
      await writeFile(path.join(outDir, '_redirects'), redirectsFile(redirects));
    },
  };
}
