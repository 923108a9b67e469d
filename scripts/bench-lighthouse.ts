/**
 * npm run bench:lighthouse [-- --runs N]: Lighthouse (mobile, its default simulated throttling)
 * on the pages the weight budget weighs (home, manual, KV, two API pages, CLI, lint rule) of the
 * production build (`npm run build` first), served by the plain static host, in Debian's chromium. Prints the median of N runs
 * (default 3) per page: the four category scores, LCP, TBT and CLS; and how many runs painted late
 * because the browser held the frame (idleBeforeFirstPaintMs), with the median performance score
 * of the other runs, since a late paint inflates the simulated LCP by a second or more.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {LATE_PAINT_IDLE_MS, idleBeforeFirstPaintMs, type LighthouseTask} from './lib/main-thread';
import {median} from './lib/median';
import {weighedPages} from './lib/page-weight';
import {serveBuild} from './lib/serve-build';

// Lighthouse 13 declares Node 22.19+ (package.json engines covers the site and tests: 20.19+).
// It has run here on Node 20, but figures from an unsupported Node are worth a warning.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.warn(`warning: Lighthouse 13 supports Node 22.19+, this is ${process.version}; figures may differ.`);
}

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 3) || 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Result {
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Idle main thread before the observed first paint, ms. */
  idleBeforePaintMs: number;
}

interface Report {
  runtimeError?: {message: string};
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<
    string,
    | {numericValue?: number; details?: {items?: (LighthouseTask & {observedFirstContentfulPaint?: number})[]}}
    | undefined
  >;
}

const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update';

/**
 * One Lighthouse run through its CLI. (Its Node API cannot run under tsx: the functions it sends
 * into the page would carry tsx's `__name` helper, which the page does not have.)
 */
async function audit(url: string): Promise<Result> {
  const {stdout} = await promisify(execFile)(
    'npx',
    ['lighthouse', url, '--output=json', '--quiet', `--chrome-flags=${chromeFlags}`],
    {env: {...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, maxBuffer: 64 * 1024 * 1024},
  );
  const lhr = JSON.parse(stdout) as Report;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(categories.map((id) => [id, score(id)])) as Result['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    idleBeforePaintMs: idleBeforeFirstPaintMs(
      lhr.audits['main-thread-tasks']?.details?.items ?? [],
      lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN,
    ),
  };
}

async function main(): Promise<void> {
  const {origin, stop} = await serveBuild(4181);
  try {
    console.log(`Lighthouse ${runs} runs per page (mobile), medians:`);
    console.log(
      'page                                          perf  a11y  best   seo   LCP ms  TBT ms     CLS  late  perf (not late)',
    );
    for (const {path} of weighedPages) {
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(origin + path));
      const m = (pick: (r: Result) => number): number => median(results.map(pick));
      const onTime = results.filter((r) => r.idleBeforePaintMs < LATE_PAINT_IDLE_MS);
      console.log(
        [
          path.padEnd(44),
          ...categories.map((id) => String(m((r) => r.scores[id])).padStart(5)),
          m((r) => r.lcpMs)
            .toFixed(0)
            .padStart(8),
          m((r) => r.tbtMs)
            .toFixed(0)
            .padStart(7),
          m((r) => r.cls)
            .toFixed(3)
            .padStart(7),
          `${results.length - onTime.length}/${results.length}`.padStart(5),
          (onTime.length ? String(median(onTime.map((r) => r.scores.performance))) : '-').padStart(16),
        ].join(' '),
      );
    }
    console.log(
      `late: runs whose main thread sat idle ${LATE_PAINT_IDLE_MS} ms or more before the first paint (headless Chrome ` +
        'holding the frame, GoogleChrome/lighthouse#17148); their simulated FCP and LCP count every request ' +
        'started before that paint.',
    );
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
