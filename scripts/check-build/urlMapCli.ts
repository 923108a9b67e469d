/**
 * npm run check:url-map [build dir]: the URL map part of check:build on its own (urlMap.ts), with
 * its figures. Exit code 0: every URL and id lands; 1: problems; 2: no build.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {readUrlMap} from '../../src/plugins/url-map/map';
import {readDocsDenoCom} from '../../src/plugins/url-map/source';
import {builtSite, readBuiltPages} from './site';
import {checkUrlMap, figuresText} from './urlMap';

function main(): number {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No production build in ${buildDir}: run \`npm run build\` first.`);
    return 2;
  }
  const site = builtSite(buildDir, readBuiltPages(buildDir));
  const {problems, figures} = checkUrlMap(readDocsDenoCom(), readUrlMap(), site);
  for (const p of problems) console.log(`${p.file}:${p.line}: url-map: ${p.message}`);
  console.log(figuresText(figures));
  return problems.length > 0 ? 1 : 0;
}

process.exitCode = main();
