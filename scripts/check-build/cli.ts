/**
 * npm run check:build [build dir]: checks every HTML file of a production build without a
 * browser (rules.ts says what is checked, urlMap.ts the docs.deno.com URLs) and prints one line per problem,
 * `build/<file>:<line>: <rule>: <message>`. Exit code 0: no problem; 1: problems; 2: no build.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {checkPage, fileForPath, type Problem} from './rules';
import {builtSite, pendingTargetsFile, readBuiltPages, readPendingTargets} from './site';
import {readUrlMap} from '../../src/plugins/url-map/map';
import {readDocsDenoCom} from '../../src/plugins/url-map/source';
import {checkUrlMap, figuresText} from './urlMap';

function main(): number {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No production build in ${buildDir}: run \`npm run build\` first.`);
    return 2;
  }
  const started = performance.now();
  const pages = readBuiltPages(buildDir);
  const pending = readPendingTargets();
  const site = builtSite(buildDir, pages, new Set(pending.keys()));
  const shown = path.relative(process.cwd(), buildDir) || '.';
  if (!site.scriptHashes) console.log(`${shown}/_headers is missing: CSP hashes not checked`);
  const problems: Problem[] = pages.flatMap((page) => checkPage(page, site));
  for (const p of problems) console.log(`${shown}/${p.file}:${p.line}: ${p.rule}: ${p.message}`);
  const written = [...pending].filter(([target]) => fileForPath(target, site));
  for (const [target, line] of written)
    console.log(
      `${path.relative(process.cwd(), pendingTargetsFile)}:${line}: ${target} has a page now: remove the line`,
    );
  // Every docs.deno.com URL and heading id lands here (src/plugins/url-map).
  const urlMap = checkUrlMap(readDocsDenoCom(), readUrlMap(), site);
  for (const p of urlMap.problems) console.log(`${p.file}:${p.line}: url-map: ${p.message}`);
  console.log(figuresText(urlMap.figures));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const count = problems.length + written.length + urlMap.problems.length;
  console.log(`check:build: ${pages.length} HTML files, ${count} problems (${seconds} s)`);
  return count > 0 || !site.scriptHashes ? 1 : 0;
}

process.exitCode = main();
