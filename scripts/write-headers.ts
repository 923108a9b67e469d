/**
 * Writes `<build>/_headers` after `docusaurus build` (npm run build runs it): security headers
 * for static hosts, with a Content-Security-Policy whose script-src lists the hash of every
 * inline script of every HTML file (pages, 404, the redirect pages that src/plugins/url-map
 * writes in its own postBuild, which is why this runs after the build and not in a plugin) and,
 * when configured, exactly the hosts of Algolia, Google Tag Manager and the error tracker.
 *
 * Usage: tsx scripts/write-headers.ts [build dir]
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {siteEnv} from '../src/data/siteEnv';
import {filesNamed} from '../src/plugins/docs/permalink';
import {searchConfig} from '../src/plugins/search/config';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  scriptHash,
  thirdPartySources,
} from '../src/plugins/security-headers/policy';

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const hashes = new Set<string>();
  const files = filesNamed(outDir, /\.html$/);
  for (const file of files) {
    for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(script));
  }
  const env = siteEnv(process.env);
  const search = searchConfig(process.env);
  const hosts = thirdPartySources({
    algoliaAppId: search.pluginOptions.mode === 'algolia' ? search.algolia.appId : undefined,
    gtmContainerId: env.gtmContainerId,
    errorTrackingScriptUrl: env.errorTrackingScriptUrl,
  });
  await writeFile(
    path.join(outDir, '_headers'),
    headersFile(contentSecurityPolicy({scriptHashes: [...hashes], ...hosts})),
  );
  console.log(
    `wrote ${path.relative(process.cwd(), path.join(outDir, '_headers'))}: ${hashes.size} inline script hashes from ${files.length} HTML files`,
  );
}

void main();
