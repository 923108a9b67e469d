/**
 * Work that can wait, run while the browser is idle and only as much as fits in each idle period,
 * so that it never makes a long task. Prefetching the chunks of the links in view is such work:
 * inserting a page's worth of `<link rel="prefetch">` at once took ~25 ms of main thread on the
 * home page, just as it became interactive.
 */
type Deadline = Pick<IdleDeadline, 'timeRemaining'>;
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
    // At least one item per idle period, so that the queue always moves.
    do queue.shift()!();
    while (queue.length > 0 && deadline.timeRemaining() > 1);
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
