import { describe, expect, it } from 'vitest';
import { deleteInBatches, nextLimit, type BatchSettings } from './batched-delete.js';

const settings: BatchSettings = { firstRows: 100, maxRows: 1_000, minRows: 10, targetMs: 10, pauseMs: 0 };

/** A table of `rows` rows, deleted `limit` at a time; what each call was allowed. */
function table(rows: number) {
  const limits: number[] = [];
  let left = rows;
  return {
    limits,
    left: () => left,
    deleteBatch: async (limit: number) => {
      limits.push(limit);
      const n = Math.min(limit, left);
      left -= n;
      return n;
    },
  };
}

describe('deleteInBatches', () => {
  it('deletes until a batch comes back short, and counts what it deleted', async () => {
    const t = table(1_050);
    const run = await deleteInBatches(t.deleteBatch, { ...settings, firstRows: 100, maxRows: 100, minRows: 100 });
    expect(run).toMatchObject({ deleted: 1_050, batches: 11, stopped: false });
    expect(t.left()).toBe(0);
    expect(t.limits.every((limit) => limit === 100)).toBe(true);
  });

  it('runs one batch when nothing is there to delete', async () => {
    const t = table(0);
    expect(await deleteInBatches(t.deleteBatch, settings)).toMatchObject({ deleted: 0, batches: 1 });
  });

  it('gives the event loop a turn between batches: a timer set during one batch fires before the next', async () => {
    const order: string[] = [];
    let batch = 0;
    await deleteInBatches(
      async (limit) => {
        order.push(`batch ${batch}`);
        const n = batch++;
        setTimeout(() => order.push(`timer ${n}`), 0);
        return n < 3 ? limit : 0;
      },
      { ...settings, pauseMs: 1 },
    );
    expect(order).toEqual(['batch 0', 'timer 0', 'batch 1', 'timer 1', 'batch 2', 'timer 2', 'batch 3']);
  });

  it('asks keepGoing before every batch but the first, and stops when told', async () => {
    const t = table(10_000);
    let asked = 0;
    const reports: number[] = [];
    const run = await deleteInBatches(t.deleteBatch, { ...settings, maxRows: 100, minRows: 100 }, { keepGoing: () => ++asked < 3, onBatch: (b) => reports.push(b.rows) });
    expect(run).toMatchObject({ deleted: 300, batches: 3, stopped: true });
    expect(asked).toBe(3);
    expect(reports).toEqual([100, 100, 100]);
  });

  it('pauses at least pauseRatio times the last batch before the next', async () => {
    const gaps: number[] = [];
    let ended = 0;
    let batch = 0;
    await deleteInBatches(
      async (limit) => {
        if (batch > 0) gaps.push(performance.now() - ended);
        const busyUntil = performance.now() + 20;
        while (performance.now() < busyUntil); // a batch that holds the loop 20 ms
        ended = performance.now();
        return batch++ < 2 ? limit : 0;
      },
      { ...settings, pauseMs: 1, pauseRatio: 2 },
    );
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(39); // timers may fire late, never early (1 ms of rounding)
  });
});

describe('nextLimit', () => {
  it('grows a fast batch towards the target, at most doubling', () => {
    expect(nextLimit(100, 5, settings)).toBe(200);
    expect(nextLimit(100, 1, settings)).toBe(200);
    expect(nextLimit(100, 8, settings)).toBe(125);
  });

  it('shrinks a slow batch, at most halving', () => {
    expect(nextLimit(100, 20, settings)).toBe(50);
    expect(nextLimit(100, 500, settings)).toBe(50);
    expect(nextLimit(100, 12.5, settings)).toBe(80);
  });

  it('stays within its bounds', () => {
    expect(nextLimit(800, 1, settings)).toBe(1_000);
    expect(nextLimit(12, 1_000, settings)).toBe(10);
  });
});
