/**
 * npm run bench:suite [-- --times <file>] [-- --pages <n>]: projects the test suite's wall time
 * (`npm test`, which CI runs) for a site with more pages, from the stage times of the last run
 * (test-all.sh keeps them in .suite-times) and the current build's HTML file count.
 *
 * The model, per stage: install, type-check, lint and unit tests do not grow with pages; the
 * content check grows with the pages' code blocks, taken as proportional to pages; the build and
 * the build check grow linearly with pages (bench:build shows the build's time per page); the
 * browser tests load the sample, which grows with page kinds and components, not pages: a larger
 * site is given half as much browser time again, for the kinds the open issues add (examples,
 * Node.js API, Sandbox, the Deploy reference) and the components they bring.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {builtHtmlFiles} from './check-build/site';
import {readStageTimes} from './lib/stage-times.mjs';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const timesFile = path.resolve(argument('--times') ?? '.suite-times');
if (!existsSync(timesFile)) {
  console.error(`${timesFile} not found: run \`npm test\` first (it writes each stage's time there).`);
  process.exit(2);
}
const stages = readStageTimes(timesFile);
const pages = builtHtmlFiles(path.resolve('build')).length;
if (pages === 0) {
  console.error('No production build in build/: run `npm run build` first.');
  process.exit(2);
}

type Growth = 'fixed' | 'pages' | 'components';
const growthOf: Record<string, Growth> = {
  install: 'fixed',
  typecheck: 'fixed',
  lint: 'fixed',
  unit: 'fixed',
  'content check': 'pages',
  build: 'pages',
  'build check': 'pages',
  browser: 'components',
};

function projected(seconds: number, growth: Growth, factor: number): number {
  if (growth === 'pages') return seconds * factor;
  if (growth === 'components') return factor > 1 ? seconds * 1.5 : seconds;
  return seconds;
}

const targets = [pages, pages * 2, Number(argument('--pages') ?? 10_000)];
const minutes = (seconds: number): string => `${(seconds / 60).toFixed(1)} min`;
console.log(`stage times from ${path.relative(process.cwd(), timesFile)}; ${pages} HTML files built now`);
console.log(['stage'.padEnd(16), 'grows with'.padEnd(12), ...targets.map((t) => `${t} pages`.padStart(14))].join(' '));
const totals = targets.map(() => 0);
for (const stage of stages) {
  const growth = growthOf[stage.name] ?? 'pages';
  const cells = targets.map((target, i) => {
    const seconds = projected(stage.seconds, growth, target / pages);
    totals[i]! += seconds;
    return `${Math.round(seconds)} s`.padStart(14);
  });
  console.log([stage.name.padEnd(16), growth.padEnd(12), ...cells].join(' '));
}
console.log(['total'.padEnd(16), ''.padEnd(12), ...totals.map((t) => minutes(t).padStart(14))].join(' '));
console.log('CI budget: 30 min (the limit is 90).');
