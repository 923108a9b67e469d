/**
 * Work that can wait, run while the browser is idle and only as much as fits in each idle period,
 * so that it never makes a long task. Prefetching the chunks of the links in view is such work:
 * inserting a page's worth of `<link rel="prefetch">` at once took ~25 ms of main thread on the
 * home page, just as it became interactive.
 */
type Deadline = Pick<IdleDeadline, 'timeRemaining'>;

/**
 * The most main-thread time one idle period spends, although the browser may offer up to 50 ms:
 * a phone's CPU is several times slower than the machine that measures (Lighthouse simulates 4×),
 * and there an idle period of 50 ms would be a long task.
 */
export const MAX_SLICE_MS = 8;
type Schedule = (run: (deadline: Deadline) => void) => void;

const whenBrowserIdle: Schedule = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(() => run({timeRemaining: () => 8}), 1);
};

export function createIdleQueue(schedule: Schedule = whenBrowserIdle) {
  const queue: (() => void)[] = [];
  let scheduled = false;
  const runWhileIdle = (deadline: Deadline): void => {
    scheduled = false;
    const available = deadline.timeRemaining();
    const spent = (): number => available - deadline.timeRemaining();
    // At least one item per idle period, so that the queue always moves; then while the idle
    // period lasts, up to MAX_SLICE_MS.
    do queue.shift()!();
    while (queue.length > 0 && deadline.timeRemaining() > 1 && spent() < MAX_SLICE_MS);
    if (queue.length > 0) {
      scheduled = true;
      schedule(runWhileIdle);
    }
  };
  /** Runs `work` in a later idle period; resolves with what it returns. */
  return function whenIdle<T>(work: () => T | Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      if (!scheduled) {
        scheduled = true;
        schedule(runWhileIdle);
      }
    });
  };
}

export const whenIdle = createIdleQueue();
