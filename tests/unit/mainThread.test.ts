import {describe, expect, it} from 'vitest';
import {idleBeforeFirstPaintMs, mainThreadLoad} from '../../scripts/lib/main-thread';

const url = 'http://localhost:4182/';
const main = {pid: 1, tid: 1};
const task = (startMs: number, durMs: number, thread = main) => ({
  name: 'RunTask',
  ph: 'X',
  ts: startMs * 1000,
  dur: durMs * 1000,
  ...thread,
});
const navigation = (startMs: number, documentLoaderURL: string) => ({
  name: 'navigationStart',
  ph: 'R',
  ts: startMs * 1000,
  ...main,
  args: {data: {isLoadingMainFrame: true, documentLoaderURL}},
});
const fcp = (startMs: number) => ({name: 'firstContentfulPaint', ph: 'R', ts: startMs * 1000, ...main});

describe("a page's main thread while it loads (bench:startup)", () => {
  it('counts the tasks of its renderer after its navigation, and blocking time only after the first paint', () => {
    const load = mainThreadLoad(
      [
        navigation(0, 'about:blank'),
        task(1, 500), // before the page's navigation
        navigation(1000, url),
        task(1010, 120), // long, before the first contentful paint: busy and long, not blocking
        fcp(1200),
        task(1250, 80), // blocks 30 ms
        task(1400, 40), // short
        task(1500, 200, {pid: 2, tid: 7}), // another thread
        task(1600, 130), // blocks 80 ms
      ],
      url,
    );
    expect(load).toEqual({busyMs: 370, longTasks: 3, longestTaskMs: 130, blockingMs: 110});
  });

  it('says so when the trace has no navigation to the page or no paint', () => {
    expect(() => mainThreadLoad([navigation(0, 'about:blank')], url)).toThrow(`no navigation to ${url}`);
    expect(() => mainThreadLoad([navigation(0, url), task(1, 60)], url)).toThrow('no first contentful paint');
  });
});

describe('idle time before the first paint (bench:lighthouse)', () => {
  const run = (tasks: [number, number][]) => tasks.map(([startTime, duration]) => ({startTime, duration}));

  it('finds the longest stretch with no task before the paint, including the one that ends at it', () => {
    // Busy until 350 and painted then: no wait.
    expect(
      idleBeforeFirstPaintMs(
        run([
          [20, 40],
          [60, 90],
          [150, 200],
        ]),
        350,
      ),
    ).toBe(20);
    // Ready at 790, painted at 1,227 with nothing running in between.
    expect(
      idleBeforeFirstPaintMs(
        run([
          [30, 40],
          [70, 720],
          [1214, 78],
        ]),
        1227,
      ),
    ).toBe(424);
    // Idle from 1,228 to the paint at 2,224, tasks after the paint not counted.
    expect(
      idleBeforeFirstPaintMs(
        run([
          [25, 1203],
          [2300, 50],
        ]),
        2224,
      ),
    ).toBe(996);
  });

  it('reads overlapping and unsorted tasks as one busy stretch', () => {
    expect(
      idleBeforeFirstPaintMs(
        run([
          [100, 300],
          [50, 100],
          [200, 50],
        ]),
        420,
      ),
    ).toBe(50);
  });
});
