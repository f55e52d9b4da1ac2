// The pacing rules alone: reserved start times, and why they keep every window of one second.
import { describe, expect, it } from 'vitest';
import { dueAgainAt, nextStartAfter, openSlots, PACE_GRACE_MS, PACE_HORIZON_MS, paceIntervalMs } from './delivery.pace.js';

/** The most starts any window [t, t + 1000 ms) holds. */
function busiestSecond(starts: number[]): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[j] <= sorted[i] - 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('webhook pacing', () => {
  it('spaces starts so that N + 1 of them span one second and the grace', () => {
    expect(paceIntervalMs(5) * 5).toBe(1000 + PACE_GRACE_MS);
    expect(paceIntervalMs(1)).toBe(1000 + PACE_GRACE_MS);
  });

  it('reserves the times open before the horizon, from now or the endpoint’s next start, whichever is later', () => {
    const now = 1_000_000;
    expect(openSlots(5, null, now, 100)).toEqual([0, 1, 2, 3, 4].map((i) => now + i * 210));
    expect(openSlots(5, now - 5000, now, 100)[0]).toBe(now); // idle: starts now, no burst saved up
    expect(openSlots(5, now + 500, now, 100)).toEqual([now + 500, now + 710, now + 920]);
    expect(openSlots(5, now + PACE_HORIZON_MS, now, 100)).toEqual([]);
    expect(openSlots(5, null, now, 2)).toHaveLength(2); // no more than the room
    expect(openSlots(5, null, now, 0)).toEqual([]);
  });

  it('advances the next start past what was taken, never backwards', () => {
    expect(nextStartAfter(5, 1000, 3)).toBe(1630);
    expect(nextStartAfter(3, 1000, 1)).toBe(1350);
    expect(nextStartAfter(7, 1000, 1)).toBeGreaterThanOrEqual(1000 + paceIntervalMs(7));
    expect(nextStartAfter(5, 1000, 0)).toBe(1000);
  });

  it('keeps every window of one second to N starts, claim after claim, each start up to the grace late', () => {
    for (const rate of [1, 2, 5, 7, 10, 100, 1000]) {
      let next: number | null = null;
      const starts: number[] = [];
      // Claims at irregular times take a few of the open times each; each attempt starts late by up to the grace.
      for (let now = 0; now < 5000; now += 37 + Math.floor(Math.random() * 300)) {
        const slots = openSlots(rate, next, now, 1 + Math.floor(Math.random() * 4));
        if (slots.length === 0) continue;
        const taken = Math.floor(Math.random() * (slots.length + 1));
        for (const slot of slots.slice(0, taken)) starts.push(slot + Math.random() * PACE_GRACE_MS);
        next = nextStartAfter(rate, slots[0], taken);
      }
      expect(busiestSecond(starts), `rate ${rate}`).toBeLessThanOrEqual(rate);
    }
  });

  it('makes a waiting backlog due again at the endpoint’s pace, the first a horizon before its time', () => {
    expect(dueAgainAt(5, 10_000, 3)).toEqual([9000, 9210, 9420]);
    expect(dueAgainAt(5, 10_000, 0)).toEqual([]);
  });
});
