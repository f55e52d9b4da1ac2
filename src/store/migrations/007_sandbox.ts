import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';

// Sandbox (test mode). A partner's sandbox is a partner row of its own (`sandbox_of` = the
// live partner), so everything keyed by partner id (riders, fleet counters, events, webhook
// endpoints and deliveries, settlements, idempotency keys) is apart from live data without a
// filter of its own. The sandbox has no partner_zones rows: zone routing never reaches it.
// What is not keyed by partner is an unassigned order: a sandbox order names its sandbox in
// `sandbox_partner_id`, and it is left out of the live zone demand counters.
const SHARDS = 16; // as in migration 005

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`alter table partners add column sandbox_of text references partners (id)`.execute(db);
  await sql`create unique index partners_sandbox_of_idx on partners (sandbox_of)`.execute(db);
  await sql`alter table api_keys add column mode text not null default 'live'`.execute(db);
  await sql`alter table orders add column sandbox_partner_id text references partners (id)`.execute(db);
  await sql`create index orders_sandbox_idx on orders (sandbox_partner_id, zone) where sandbox_partner_id is not null and status = 'unassigned'`.execute(db);
  // A partner's settlements list shows each settlement's orders.
  await sql`create index orders_settlement_idx on orders (settlement_id, id) where settlement_id is not null`.execute(db);

  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION orders_demand() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF TG_OP = 'INSERT' AND NEW.status = 'unassigned' AND NEW.sandbox_partner_id IS NULL THEN
             INSERT INTO zone_demand (zone, shard, unassigned_orders) VALUES (NEW.zone, pg_backend_pid() % ${SHARDS}, 1)
               ON CONFLICT (zone, shard) DO UPDATE SET unassigned_orders = zone_demand.unassigned_orders + 1;
           ELSIF TG_OP = 'UPDATE' AND OLD.status = 'unassigned' AND NEW.status <> 'unassigned' AND OLD.sandbox_partner_id IS NULL THEN
             -- A shard may go below zero: only the zone's sum is a count.
             INSERT INTO zone_demand (zone, shard, unassigned_orders) VALUES (OLD.zone, pg_backend_pid() % ${SHARDS}, -1)
               ON CONFLICT (zone, shard) DO UPDATE SET unassigned_orders = zone_demand.unassigned_orders - 1;
           END IF;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    return;
  }
  await sql`drop trigger orders_demand_insert`.execute(db);
  await sql`drop trigger orders_demand_leave`.execute(db);
  await sql
    .raw(
      `CREATE TRIGGER orders_demand_insert AFTER INSERT ON orders WHEN NEW.status = 'unassigned' AND NEW.sandbox_partner_id IS NULL BEGIN
         INSERT INTO zone_demand (zone, shard, unassigned_orders) VALUES (NEW.zone, 0, 1)
           ON CONFLICT (zone, shard) DO UPDATE SET unassigned_orders = unassigned_orders + 1;
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER orders_demand_leave AFTER UPDATE OF status ON orders
         WHEN OLD.status = 'unassigned' AND NEW.status <> 'unassigned' AND OLD.sandbox_partner_id IS NULL BEGIN
         UPDATE zone_demand SET unassigned_orders = unassigned_orders - 1 WHERE zone = OLD.zone AND shard = 0;
       END`,
    )
    .execute(db);
}
