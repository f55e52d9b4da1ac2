import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';
import { takeLease } from '../store/batched-delete.js';
import type { DeliveryStatus } from '../store/schema.js';
import { openStore, type Store } from '../store/store.js';
import { PRUNE_LEASE, pruneExpired, type PrunedTable } from './events.retention.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const pad = (n: number) => String(n).padStart(8, '0');

/** Writes `count` events, each with one delivery and one attempt, created at `at(i)`, straight into the store. */
async function history(store: Store, prefix: string, count: number, at: (i: number) => string, status: DeliveryStatus): Promise<void> {
  for (let from = 0; from < count; from += 500) {
    const rows = Array.from({ length: Math.min(500, count - from) }, (_, k) => {
      const i = from + k;
      const created = at(i);
      const id = `${prefix}${pad(i)}`;
      return {
        event: { id: `evt_${id}`, partner_id: 'ptn_prune', type: 'order.created', data: '{}', created_at: created },
        delivery: { id: `dlv_${id}`, event_id: `evt_${id}`, endpoint_id: 'we_prune', partner_id: 'ptn_prune', status, attempt_count: 1, next_attempt_at: status === 'pending' ? ago(-HOUR) : null, created_at: created, updated_at: created },
        attempt: { id: `att_${id}`, delivery_id: `dlv_${id}`, event_id: `evt_${id}`, endpoint_id: 'we_prune', attempted_at: created, status_code: 500, latency_ms: 3, error: null, response_body: null },
      };
    });
    await store.db.transaction().execute(async (trx) => {
      await trx.insertInto('events').values(rows.map((r) => r.event)).execute();
      await trx.insertInto('webhook_deliveries').values(rows.map((r) => r.delivery)).execute();
      await trx.insertInto('webhook_attempts').values(rows.map((r) => r.attempt)).execute();
    });
  }
}

const count = async (store: Store, table: PrunedTable, idLike: string) =>
  Number((await store.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('id', 'like', idLike).executeTakeFirstOrThrow()).n);

describeStores('retention prune in batches', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(async () => {
    await service?.close();
  });

  it('clears a backlog past retention in many short batches while /healthz is answered between them, and keeps what is within retention or pending', async () => {
    const { store } = service;
    const retention = 30 * DAY;
    // 3,000 expired of each (31–40 days old), 300 within retention (up to 29 days old),
    // 20 pending deliveries as old as the expired ones.
    await history(store, 'old', 3_000, (i) => ago(40 * DAY - i * 250_000), 'failed');
    await history(store, 'new', 300, (i) => ago(29 * DAY - i * 1_000), 'succeeded');
    await history(store, 'pnd', 20, (i) => ago(35 * DAY + i * 1_000), 'pending');
    // The row one millisecond inside retention stays.
    const cutoff = ago(retention);
    await history(store, 'edge', 1, () => new Date(Date.parse(cutoff) + 1).toISOString(), 'succeeded');

    const log: string[] = [];
    let pruning = true;
    const healthz = (async () => {
      while (pruning) {
        const response = await service.client(null).get('/healthz');
        expect(response.status).toBe(200);
        log.push('healthz');
      }
    })();
    const limits: number[] = [];
    const result = await pruneExpired(store, {
      holder: 'test',
      cutoff,
      everyMs: HOUR,
      batches: { firstRows: 250, maxRows: 250, minRows: 250, pauseMs: 5 },
      onBatch: (table, batch) => {
        limits.push(batch.limit);
        log.push(`batch ${table}`);
      },
    }).finally(() => (pruning = false));
    await healthz;

    expect(result).toMatchObject({ deleted: { webhook_attempts: 3_020, webhook_deliveries: 3_000, events: 3_000 }, stopped: false });
    // 13 batches for attempts (3,020 rows), 13 for deliveries, 13 for events: each bounded.
    expect(result!.batches).toBe(39);
    expect(Math.max(...limits)).toBe(250);
    // Requests were answered between the batches, not only before and after the prune.
    const batchAt = log.flatMap((entry, i) => (entry.startsWith('batch') ? [i] : []));
    const gapsAnswered = batchAt.slice(1).filter((at, k) => log.slice(batchAt[k] + 1, at).includes('healthz')).length;
    expect(gapsAnswered).toBeGreaterThanOrEqual(5);

    for (const table of ['events', 'webhook_deliveries', 'webhook_attempts'] as const) {
      expect(await count(store, table, '%old%')).toBe(0);
      expect(await count(store, table, '%new%')).toBe(300);
      expect(await count(store, table, '%edge%')).toBe(1);
    }
    // Pending deliveries stay whatever their age, and so do their events; their attempts go, as before.
    expect(await count(store, 'webhook_deliveries', '%pnd%')).toBe(20);
    expect(await count(store, 'events', '%pnd%')).toBe(20);
    expect(await count(store, 'webhook_attempts', '%pnd%')).toBe(0);
  });

  it('runs on one pruner of two started at once; the other is left out for the period, the holder may run again', async () => {
    // Another instance: its own connection (on SQLite, another connection to the same file).
    const other = openStore(service.config.databaseUrl, { poolSize: 2 });
    try {
      await sql`delete from store_leases`.execute(service.store.db); // the test before ran a prune
      await history(service.store, 'lease', 1_000, (i) => ago(31 * DAY + i * 1_000), 'succeeded');
      const cutoff = ago(30.5 * DAY); // the row kept at the edge by the test before stays
      const batches = { firstRows: 100, maxRows: 100, minRows: 100, pauseMs: 1 };
      const [a, b] = await Promise.all([
        pruneExpired(service.store, { holder: 'instance-a', cutoff, everyMs: HOUR, batches }),
        pruneExpired(other, { holder: 'instance-b', cutoff, everyMs: HOUR, batches }),
      ]);
      const ran = [a, b].filter((r) => r !== null);
      expect(ran).toHaveLength(1);
      expect(ran[0]?.deleted).toEqual({ webhook_attempts: 1_000, webhook_deliveries: 1_000, events: 1_000 });
      const holder = a !== null ? 'instance-a' : 'instance-b';
      const loser = a !== null ? 'instance-b' : 'instance-a';
      expect(await count(service.store, 'events', '%lease%')).toBe(0);

      // The run ended: the others rest for the period, the holder may run again (its next tick).
      expect(await pruneExpired(other, { holder: loser, cutoff, everyMs: HOUR, batches })).toBeNull();
      expect(await pruneExpired(service.store, { holder, cutoff, everyMs: HOUR, batches })).toMatchObject({ deleted: { webhook_attempts: 0, webhook_deliveries: 0, events: 0 } });
    } finally {
      await other.close();
    }
  });

  it('a lease is taken by one holder, renewed by it, and free to another once its time is past', async () => {
    const { db } = service.store;
    const t = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes)).toISOString();
    const name = `${PRUNE_LEASE}-test`;
    expect(await takeLease(db, name, 'a', t(0), t(1))).toBe(true);
    expect(await takeLease(db, name, 'b', t(0), t(1))).toBe(false);
    expect(await takeLease(db, name, 'a', t(0), t(2))).toBe(true); // renewed to t(2)
    expect(await takeLease(db, name, 'b', t(1), t(3))).toBe(false);
    expect(await takeLease(db, name, 'b', t(2), t(3))).toBe(true); // a's time is past
    expect(await takeLease(db, name, 'a', t(2), t(4))).toBe(false);
  });
});
