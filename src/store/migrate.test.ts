import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeStores, PG_URL } from '../../test/harness.js';
import { admin, databaseUrl, dropDatabase } from '../../test/postgres.js';
import { migrate, migrateOrServe, migrateStrict, NewerSchemaError, unknownMigrations } from './migrate.js';
import { openStore, type Store } from './store.js';

/** An empty database of the kind, opened. */
async function emptyStore(kind: 'sqlite' | 'postgres'): Promise<{ store: Store; drop(): Promise<void> }> {
  if (kind === 'postgres') {
    const name = `pdn_migrate_${Date.now()}_${process.pid}`;
    await admin(PG_URL!, (c) => c.query(`CREATE DATABASE ${name}`));
    const store = openStore(databaseUrl(PG_URL!, name), { poolSize: 4 });
    return { store, drop: async () => (await store.close(), await dropDatabase(PG_URL!, name)) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdn-migrate-'));
  const store = openStore(path.join(dir, 'pdn.sqlite'));
  return { store, drop: async () => (await store.close(), fs.rmSync(dir, { recursive: true, force: true })) };
}

const demand = (store: Store) =>
  store.db.selectFrom('zone_demand').select(['zone', (eb) => eb.fn.sum<number>('unassigned_orders').as('n')]).groupBy('zone').orderBy('zone').execute();

const insertOrder = (store: Store, id: string, zone: string) =>
  sql`insert into orders (id, zone, status, pickup_creator, pickup_eta_mins, dropoff_area, currency, amount_minor, created_at, updated_at)
      values (${id}, ${zone}, 'unassigned', 'Kitchen', 10, 'Area', 'EUR', 450, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(store.db);

describeStores('migration 005 (zone demand in shards)', (kind) => {
  it('keeps the demand counted before it, and counts on after it', async () => {
    const { store, drop } = await emptyStore(kind);
    try {
      await migrate(store, { upTo: '004_deliveries_failed_by_endpoint_index' });
      for (const [id, zone] of [['ord_m1', 'zone-a'], ['ord_m2', 'zone-a'], ['ord_m3', 'zone-b']]) await insertOrder(store, id, zone);

      expect(await migrate(store, { upTo: '005_zone_demand_shards' })).toEqual(['005_zone_demand_shards']);
      expect((await demand(store)).map((row) => [row.zone, Number(row.n)])).toEqual([['zone-a', 2], ['zone-b', 1]]);

      // After it: created in parallel (several connections on PostgreSQL), taken, and still the sum.
      await Promise.all(Array.from({ length: 8 }, (_, i) => insertOrder(store, `ord_n${i}`, 'zone-a')));
      await sql`update orders set status = 'cancelled' where id in ('ord_m1', 'ord_n0', 'ord_n1')`.execute(store.db);
      expect((await demand(store)).map((row) => [row.zone, Number(row.n)])).toEqual([['zone-a', 7], ['zone-b', 1]]);
    } finally {
      await drop();
    }
  });
});

describeStores('migration 006 (ordered delivery)', (kind) => {
  it('gives existing orders version 1, makes existing endpoints ordered, and frees deliveries leased before it', async () => {
    const { store, drop } = await emptyStore(kind);
    try {
      await migrate(store, { upTo: '005_zone_demand_shards' });
      await insertOrder(store, 'ord_v1', 'zone-a');
      await sql`insert into partners (id, name, territories, created_at) values ('ptn_m', 'M', '["zone-a"]', '2026-01-01T00:00:00.000Z')`.execute(store.db);
      await sql`insert into webhook_endpoints (id, partner_id, url, enabled_events, status, secret, created_at, updated_at)
        values ('we_m', 'ptn_m', 'https://example.com/h', '["*"]', 'enabled', 'whsec_x', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(store.db);
      await sql`insert into webhook_deliveries (id, event_id, endpoint_id, partner_id, status, attempt_count, next_attempt_at, locked_until, created_at, updated_at)
        values ('dlv_m', 'evt_m', 'we_m', 'ptn_m', 'pending', 0, '2026-01-01T00:01:00.000Z', '2026-01-01T00:01:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(store.db);

      expect(await migrate(store, { upTo: '006_ordered_delivery' })).toEqual(['006_ordered_delivery']);
      expect((await store.db.selectFrom('orders').select('version').where('id', '=', 'ord_v1').executeTakeFirstOrThrow()).version).toBe(1);
      expect((await store.db.selectFrom('webhook_endpoints').select('ordered').executeTakeFirstOrThrow()).ordered).toBe(1);
      const delivery = await store.db.selectFrom('webhook_deliveries').select(['locked_by', 'ordering_key', 'next_attempt_at']).executeTakeFirstOrThrow();
      expect(delivery).toEqual({ locked_by: null, ordering_key: null, next_attempt_at: '2026-01-01T00:01:00.000Z' });
    } finally {
      await drop();
    }
  });
});

describeStores('migration 019 (zone demand counts releases)', (kind) => {
  it('recounts the demand a release left too low, and counts every way back to unassigned after it', async () => {
    const { store, drop } = await emptyStore(kind);
    const counted = async () => (await demand(store)).filter((row) => Number(row.n) !== 0).map((row) => [row.zone, Number(row.n)]);
    try {
      await migrate(store, { upTo: '018_deliveries_room_to_claim' });
      for (const [id, zone] of [['ord_r1', 'zone-a'], ['ord_r2', 'zone-a'], ['ord_r3', 'zone-b']]) await insertOrder(store, id, zone);
      await sql`insert into partners (id, name, territories, created_at) values ('ptn_s', 'S', '[]', '2026-01-01T00:00:00.000Z')`.execute(store.db);
      // A sandbox's open job is never in the live counters.
      await sql`insert into orders (id, zone, status, pickup_creator, pickup_eta_mins, dropoff_area, currency, amount_minor, created_at, updated_at, sandbox_partner_id)
        values ('ord_s1', 'zone-a', 'unassigned', 'Kitchen', 10, 'Area', 'EUR', 450, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 'ptn_s')`.execute(store.db);
      // Taken and put back (a release, before this migration): the counter lost the job.
      await sql`update orders set status = 'assigned' where id in ('ord_r1', 'ord_r3')`.execute(store.db);
      await sql`update orders set status = 'unassigned' where id in ('ord_r1', 'ord_r3')`.execute(store.db);
      expect(await counted()).toEqual([['zone-a', 1]]);

      expect(await migrate(store, { upTo: '019_zone_demand_counts_releases' })).toEqual(['019_zone_demand_counts_releases']);
      expect(await counted()).toEqual([['zone-a', 2], ['zone-b', 1]]);

      await sql`update orders set status = 'assigned' where id in ('ord_r1', 'ord_r2', 'ord_s1')`.execute(store.db);
      await sql`update orders set status = 'unassigned' where id in ('ord_r1', 'ord_s1')`.execute(store.db);
      expect(await counted()).toEqual([['zone-a', 1], ['zone-b', 1]]);
    } finally {
      await drop();
    }
  });
});

describeStores('migration 020 (bounded offer windows)', (kind) => {
  it('brings deadlines past year 9999 back into years that sort, and ladder windows within 30 days', async () => {
    const { store, drop } = await emptyStore(kind);
    try {
      await migrate(store, { upTo: '019_zone_demand_counts_releases' });
      for (const [id, zone] of [['ord_far', 'zone-a'], ['ord_near', 'zone-a'], ['ord_none', 'zone-a']]) await insertOrder(store, id, zone);
      await sql`update orders set accept_by = '+029405-01-01T00:00:00.000Z' where id = 'ord_far'`.execute(store.db);
      await sql`update orders set accept_by = '2026-01-01T00:05:00.000Z' where id = 'ord_near'`.execute(store.db);
      const steps = [
        { accept_within: '999999999d', accept_within_ms: 999_999_999 * 86_400_000, payout_increase: 1, zones: ['zone-b'] },
        { accept_within: '1.5m', accept_within_ms: 90_000, payout_increase: null, zones: [] },
        { accept_within: '2m', accept_within_ms: 120_000, payout_increase: null, zones: [] },
      ];
      await sql`insert into escalation_policy (id, steps, updated_at) values (1, ${JSON.stringify(steps)}, '2026-01-01T00:00:00.000Z')`.execute(store.db);

      expect(await migrate(store, { upTo: '020_bounded_offer_windows' })).toEqual(['020_bounded_offer_windows']);
      const deadlines = await store.db.selectFrom('orders').select(['id', 'accept_by']).orderBy('id').execute();
      expect(deadlines).toEqual([
        { id: 'ord_far', accept_by: '9999-12-31T23:59:59.999Z' },
        { id: 'ord_near', accept_by: '2026-01-01T00:05:00.000Z' },
        { id: 'ord_none', accept_by: null },
      ]);
      const policy = await store.db.selectFrom('escalation_policy').selectAll().executeTakeFirstOrThrow();
      expect(JSON.parse(policy.steps)).toEqual([
        { accept_within: '30d', accept_within_ms: 30 * 86_400_000, payout_increase: 1, zones: ['zone-b'] },
        { accept_within: '90000ms', accept_within_ms: 90_000, payout_increase: null, zones: [] },
        steps[2],
      ]);
      expect(policy.updated_at).toBe('2026-01-01T00:00:00.000Z');
    } finally {
      await drop();
    }
  });
});

describeStores('a store migrated by a newer release', (kind) => {
  it('is served as it is, with the unknown migrations named, and refused by pdn migrate', async () => {
    const { store, drop } = await emptyStore(kind);
    try {
      await migrate(store);
      // What a newer release leaves: a migration this code does not know, recorded as run.
      await sql`insert into kysely_migration (name, timestamp) values ('999_from_the_future', '2030-01-01T00:00:00.000Z')`.execute(store.db);
      // Kysely's own answer to such a store is an error ("corrupted migrations").
      await expect(migrate(store)).rejects.toThrow(/999_from_the_future/);

      expect(await unknownMigrations(store)).toEqual(['999_from_the_future']);
      const warned: string[][] = [];
      expect(await migrateOrServe(store, { onNewer: (unknown) => warned.push(unknown) })).toEqual([]);
      expect(warned).toEqual([['999_from_the_future']]);
      await expect(migrateStrict(store)).rejects.toThrow(NewerSchemaError);
      await expect(migrateStrict(store)).rejects.toThrow(/999_from_the_future/);
    } finally {
      await drop();
    }
  });

  it('names none on a store nobody has migrated, and migrates it', async () => {
    const { store, drop } = await emptyStore(kind);
    try {
      expect(await unknownMigrations(store)).toEqual([]);
      expect((await migrateOrServe(store, { onNewer: () => expect.unreachable() })).length).toBeGreaterThan(10);
    } finally {
      await drop();
    }
  });
});
