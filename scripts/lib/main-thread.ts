/**
 * What a page's main thread did while it loaded, read from a Chromium trace: its busy time, its
 * long tasks and their blocking time. Used by `npm run bench:startup`, which traces the categories
 * in TRACE_CATEGORIES.
 */

/** Tasks (RunTask), the navigation (navigationStart) and the first contentful paint. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {data?: {isLoadingMainFrame?: boolean; documentLoaderURL?: string}};
}

export interface MainThreadLoad {
  /** Time spent in tasks from navigation to the end of the trace, ms. */
  busyMs: number;
  /** Tasks longer than 50 ms. */
  longTasks: number;
  /** The longest task, ms. */
  longestTaskMs: number;
  /** Sum of each task's time over 50 ms, for tasks that start after the first contentful paint. */
  blockingMs: number;
}

/** A task is long past 50 ms: what it blocks beyond that counts as blocking time. */
export const LONG_TASK_MS = 50;

export function mainThreadLoad(traceEvents: readonly TraceEvent[], url: string): MainThreadLoad {
  const navigation = traceEvents.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url,
  );
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  const onMainThread = (e: TraceEvent): boolean => e.pid === navigation.pid && e.tid === navigation.tid;
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && onMainThread(e) && e.ts >= navigation.ts);
  if (!fcp) throw new Error(`no first contentful paint of ${url} in the trace`);
  const tasks = traceEvents.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && onMainThread(e) && e.ts >= navigation.ts && e.dur !== undefined,
  );
  const durations = tasks.map((task) => task.dur! / 1000);
  return {
    busyMs: durations.reduce((sum, ms) => sum + ms, 0),
    longTasks: durations.filter((ms) => ms > LONG_TASK_MS).length,
    longestTaskMs: Math.max(0, ...durations),
    blockingMs: tasks
      .filter((task) => task.ts >= fcp.ts)
      .reduce((sum, task) => sum + Math.max(0, task.dur! / 1000 - LONG_TASK_MS), 0),
  };
}

/** A task of Lighthouse's `main-thread-tasks` audit: its start after navigation and its length, ms. */
export interface LighthouseTask {
  startTime: number;
  duration: number;
}

/**
 * The longest time before the observed first paint in which the main thread ran no task. Headless
 * Chrome sometimes stops offering frames to a page while it loads: the page is ready to paint, the
 * main thread waits idle, and the paint lands a whole second or two later
 * (GoogleChrome/lighthouse#17148, seen here as first paints at about 1.23 s and 2.23 s where others
 * paint at 0.35 s). Lighthouse's simulated FCP and LCP then count every request started before
 * that late paint. A page that is working does not sit idle before its first paint.
 */
export function idleBeforeFirstPaintMs(tasks: readonly LighthouseTask[], firstPaintMs: number): number {
  let longest = 0;
  let busyUntil = 0;
  for (const task of [...tasks].sort((a, b) => a.startTime - b.startTime)) {
    if (task.startTime >= firstPaintMs) break;
    longest = Math.max(longest, task.startTime - busyUntil);
    busyUntil = Math.max(busyUntil, task.startTime + task.duration);
  }
  return Math.max(longest, firstPaintMs - busyUntil);
}

/** Idle this long before the first paint marks a run whose paint waited on the browser, not the page. */
export const LATE_PAINT_IDLE_MS = 250;
