// The loop every background job runs on, on fake timers: when passes run, and that none is lost.
import { pino } from 'pino';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { StoreUnavailable } from '../store/store-faults.js';
import { BackgroundLoop, type BackgroundLoopOptions } from './background-loop.js';

const log = pino({ level: 'silent' });
let loop: BackgroundLoop;
let passes: number[];
let started: number;

/** A loop whose passes are recorded (ms since the test began); `pass` may return when the next is due. */
function loopOf(options: Partial<BackgroundLoopOptions> & { pass?: () => Promise<number | void> }): BackgroundLoop {
  const pass = options.pass ?? (async () => {});
  loop = new BackgroundLoop({
    name: 'test job',
    log,
    pollMs: 1000,
    ...options,
    pass: async () => {
      passes.push(Date.now() - started);
      return pass();
    },
  });
  return loop;
}

beforeEach(() => {
  vi.useFakeTimers();
  passes = [];
  started = Date.now();
});
afterEach(async () => {
  await loop.stop();
  vi.useRealTimers();
});

it('passes at start, then at least every poll', async () => {
  loopOf({}).start();
  await vi.advanceTimersByTimeAsync(3500);
  expect(passes).toEqual([0, 1000, 2000, 3000]);
});

it('waits a poll for its first pass when asked to', async () => {
  loopOf({ waitFirst: true }).start();
  await vi.advanceTimersByTimeAsync(2500);
  expect(passes).toEqual([1000, 2000]);
});

it('passes at the time a pass returns, or one asked for, whichever is sooner; wakes coalesce', async () => {
  let next: number | undefined = Date.now() + 300;
  loopOf({ pass: async () => next }).start();
  await vi.advanceTimersByTimeAsync(0);
  next = undefined;
  await vi.advanceTimersByTimeAsync(300);
  loop.wake(Date.now() + 100);
  loop.wake(Date.now() + 200);
  loop.wake(Date.now() + 100);
  await vi.advanceTimersByTimeAsync(1150);
  expect(passes).toEqual([0, 300, 400, 1400]);
});

it('keeps a later time asked for through the passes run before it', async () => {
  loopOf({}).start();
  await vi.advanceTimersByTimeAsync(0);
  loop.wake(Date.now() + 500);
  loop.wake(); // now: runs at once, and the one at 500 still comes
  await vi.advanceTimersByTimeAsync(600);
  expect(passes).toEqual([0, 0, 500]);
});

it('runs passes due at once back to back, and a wake during a pass runs one more after it', async () => {
  let release: () => void = () => {};
  let calls = 0;
  loopOf({
    pass: async () => {
      if (++calls === 1) await new Promise<void>((resolve) => (release = resolve));
      return calls < 3 ? Date.now() : undefined; // the first two find more to do
    },
  }).start();
  await vi.advanceTimersByTimeAsync(50);
  loop.wake();
  loop.wake();
  release();
  await vi.advanceTimersByTimeAsync(0);
  expect(passes).toEqual([0, 50, 50]);
});

it('starts no pass sooner than the gap after the last one, woken or not', async () => {
  loopOf({ gapMs: 20, pass: async () => Date.now() }).start();
  await vi.advanceTimersByTimeAsync(65);
  loop.wake();
  await vi.advanceTimersByTimeAsync(0);
  expect(passes).toEqual([0, 20, 40, 60]);
});

it('tries a pass that threw again after retryMs, and keeps going', async () => {
  let fails = 2;
  loopOf({
    retryMs: 100,
    pass: async () => {
      if (fails-- > 0) throw fails === 1 ? new StoreUnavailable('away') : new Error('bug');
    },
  }).start();
  await vi.advanceTimersByTimeAsync(1250);
  expect(passes).toEqual([0, 100, 200, 1200]);
});

it('stops: no pass after, and stop waits for the one in flight', async () => {
  let ended = false;
  loopOf({
    pass: async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ended = true;
    },
  }).start();
  await vi.advanceTimersByTimeAsync(10);
  const stopped = loop.stop();
  loop.wake();
  await vi.advanceTimersByTimeAsync(100);
  await stopped;
  expect(ended).toBe(true);
  await vi.advanceTimersByTimeAsync(5000);
  expect(passes).toEqual([0]);
});
