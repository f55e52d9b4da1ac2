// The pump and the ownership rule, on fake timers and fake parts: a claimed delivery is being
// sent or waiting to be recorded until its outcome is written, whatever the store does.
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import type { Store } from '../store/store.js';
import { StoreUnavailable } from '../store/store-faults.js';
import { WebhookWorker, type WorkerParts } from './delivery.worker.js';
import type { Recorded } from './delivery.queries.js';
import type { ClaimedDelivery } from './delivery.queries.js';
import { UNSENT, type Outcome } from './delivery.attempt.js';
import type { PoolAttempt } from './delivery.pool.js';

const config = loadConfig({ PDN_WEBHOOK_RETRY_SCHEDULE: '0s,5s,5m' });

function claim(id: string, endpoint = 'we_1'): ClaimedDelivery {
  return {
    id,
    event_id: `evt_${id}`,
    endpoint_id: endpoint,
    attempt_count: 0,
    type: 'order.created',
    data: '{"order_id":"ord_1","version":1}',
    event_created_at: '2026-01-01T00:00:00.000Z',
    url: 'https://example.test/hook',
    secret: 'whsec_dGVzdA==',
    previous_secret: null,
    previous_secret_expires_at: null,
    endpoint_status: 'enabled',
    failing_since: null,
  };
}

const acked = (): Outcome => ({ kind: 'succeeded', attemptedAt: Date.now(), status: 204, latencyMs: 3, error: null, responseBody: null, retryAt: null });

/** A world the test drives: due rows to hand out, sends it answers, writes it may refuse. */
class World {
  due: ClaimedDelivery[] = [];
  claims = 0;
  claimFails = 0;
  lostClaims: ClaimedDelivery[] = [];
  /** Each write's batch, as it was written (failed writes not included). */
  written: Recorded[][] = [];
  writeFails: Array<(batch: Recorded[]) => Error | undefined> = [];
  inFlight = new Map<string, (outcome: Outcome) => void>();
  dropped: Array<string | null> = [];
  alive = Infinity;

  parts(): WorkerParts {
    return {
      claim: async ({ limit }) => {
        this.claims++;
        if (this.claimFails > 0) {
          this.claimFails--;
          // Committed, but the answer was lost with the connection: the store holds them for us.
          this.lostClaims.push(...this.due.splice(0, limit));
          throw new StoreUnavailable('test');
        }
        return { deliveries: this.due.splice(0, limit), wakeAt: null };
      },
      releaseUnheld: async (_me, held) => {
        this.due.push(...this.lostClaims.filter((c) => !held.includes(c.id)));
        this.lostClaims = [];
      },
      record: async (_me, batch) => {
        const error = this.writeFails.shift()?.(batch);
        if (error) throw error;
        this.written.push(batch.map((r) => ({ ...r })));
        return [];
      },
      nextDueAfter: async () => null,
      pool: {
        send: (attempt: PoolAttempt) => new Promise<Outcome>((resolve) => this.inFlight.set(attempt.eventId.slice(4), resolve)),
        forget: () => {},
        drop: (endpointId: string | null) => {
          this.dropped.push(endpointId);
          for (const [id, resolve] of this.inFlight) {
            resolve(UNSENT);
            this.inFlight.delete(id);
          }
        },
        aliveUntil: () => {},
        close: async () => {},
      },
      liveness: { id: 'dsp_test', beatMs: 1000, aliveUntil: () => this.alive, start: async () => {}, beat: async () => ({ renewed: false, released: false }), stop: async () => {} },
      subscribe: async () => async () => {},
    };
  }

  answer(id: string, outcome: Outcome = acked()): void {
    this.inFlight.get(id)!(outcome);
    this.inFlight.delete(id);
  }

  writtenIds(): string[] {
    return this.written.flat().map((r) => r.claim.id);
  }
}

describe('webhook worker: pump and ownership', () => {
  let world: World;
  let worker: WebhookWorker;

  beforeEach(async () => {
    vi.useFakeTimers();
    world = new World();
    worker = new WebhookWorker({ store: {} as Store, config, log: pino({ level: 'silent' }), parts: world.parts() });
  });
  afterEach(async () => {
    await worker.stop();
    vi.useRealTimers();
  });

  it('sends what it claims and writes the outcomes together, within the flush interval', async () => {
    world.due = [claim('a'), claim('b'), claim('c', 'we_2')];
    await worker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect([...world.inFlight.keys()].sort()).toEqual(['a', 'b', 'c']);
    world.answer('a');
    world.answer('b');
    world.answer('c');
    await vi.advanceTimersByTimeAsync(0);
    expect(world.written).toEqual([]); // waiting to share a write
    await vi.advanceTimersByTimeAsync(10);
    expect(world.written).toHaveLength(1);
    expect(world.writtenIds().sort()).toEqual(['a', 'b', 'c']);
    expect(worker.attempts).toBe(3);
  });

  it('keeps outcomes whose write failed and writes them again once the store is back, never sending twice', async () => {
    world.due = [claim('a'), claim('b')];
    world.writeFails = [() => new StoreUnavailable('down'), () => new StoreUnavailable('still down')];
    await worker.start();
    await vi.advanceTimersByTimeAsync(0);
    world.answer('a');
    world.answer('b');
    await vi.advanceTimersByTimeAsync(10); // first write fails
    expect(world.written).toEqual([]);
    await vi.advanceTimersByTimeAsync(500); // second write fails
    expect(world.written).toEqual([]);
    await vi.advanceTimersByTimeAsync(500); // third succeeds
    expect(world.writtenIds().sort()).toEqual(['a', 'b']);
    expect(world.written.flat().every((r) => r.outcome.kind === 'succeeded')).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(world.writtenIds()).toHaveLength(2);
    expect(world.inFlight.size).toBe(0);
  });

  it('writes one by one when a batch fails for another reason, so one bad row holds back only itself', async () => {
    world.due = [claim('a'), claim('bad'), claim('c')];
    const badRow = (batch: Recorded[]) => (batch.some((r) => r.claim.id === 'bad') ? new Error('row refused') : undefined);
    world.writeFails = [badRow, badRow, badRow, badRow, badRow];
    await worker.start();
    await vi.advanceTimersByTimeAsync(0);
    for (const id of ['a', 'bad', 'c']) world.answer(id);
    await vi.advanceTimersByTimeAsync(10);
    expect(world.writtenIds().sort()).toEqual(['a', 'c']);
    await vi.advanceTimersByTimeAsync(500); // still refused: kept
    expect(world.writtenIds()).not.toContain('bad');
    world.writeFails = [];
    await vi.advanceTimersByTimeAsync(500);
    expect(world.writtenIds().sort()).toEqual(['a', 'bad', 'c']);
  });

  it('tries a failed claim again shortly, first giving back what that claim may have taken with its answer lost; claims nothing while it cannot be sure it is alive', async () => {
    world.claimFails = 1;
    world.due = [claim('a')];
    await worker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(world.claims).toBe(1);
    expect(world.inFlight.size).toBe(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(world.claims).toBe(2);
    expect([...world.inFlight.keys()]).toEqual(['a']);

    world.alive = 0;
    world.due = [claim('b')];
    worker.wake();
    await vi.advanceTimersByTimeAsync(6000);
    expect(world.inFlight.has('b')).toBe(false);
    world.alive = Infinity;
    await vi.advanceTimersByTimeAsync(5000); // the safety poll
    expect(world.inFlight.has('b')).toBe(true);
  });

  it('wakes when a retry falls due', async () => {
    world.due = [claim('a')];
    await worker.start();
    await vi.advanceTimersByTimeAsync(0);
    const claims = world.claims;
    world.answer('a', { ...acked(), kind: 'retry', status: 500, retryAt: Date.now() + 1200 });
    await vi.advanceTimersByTimeAsync(1100);
    const before = world.claims;
    await vi.advanceTimersByTimeAsync(200);
    expect(world.claims).toBeGreaterThan(Math.max(claims, before));
  });

  it('on stop, gives back what waits unsent and writes every outcome, those in flight included', async () => {
    world.due = [claim('a'), claim('b')];
    await worker.start();
    await vi.advanceTimersByTimeAsync(0);
    world.answer('a');
    const stopped = worker.stop(); // 'b' is still in flight: drop() answers it unsent
    await vi.advanceTimersByTimeAsync(20);
    await stopped;
    expect(world.dropped).toContain(null);
    const outcomes = Object.fromEntries(world.written.flat().map((r) => [r.claim.id, r.outcome.kind]));
    expect(outcomes).toEqual({ a: 'succeeded', b: 'unsent' });
  });
});
