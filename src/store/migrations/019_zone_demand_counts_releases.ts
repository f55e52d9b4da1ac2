import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';

// Zone demand (fleet availability's `unassigned_orders`) counted an order leaving `unassigned`
// but not one coming back to it: a release (the network's, or a suspension's) lost the job from
// the count, which then went below zero (issue 46). The triggers now count the way back too, as
// they stand in the store: every path that writes the status is counted, older code's included.
//
// Counters a store already holds are wrong by its releases so far, and nothing else would ever
// mend them: they are recounted from the orders, in the same transaction as the new triggers,
// with the orders table locked against writes (PostgreSQL; a SQLite transaction is IMMEDIATE),
// so no change is counted twice or missed. The recount reads only open orders (an index).
const SHARDS = 16; // as in migration 005

const RECOUNT = [
  `DELETE FROM zone_demand`,
  `INSERT INTO zone_demand (zone, shard, unassigned_orders)
     SELECT zone, 0, count(*) FROM orders WHERE status = 'unassigned' AND sandbox_partner_id IS NULL GROUP BY zone`,
];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    // The migration runs in a transaction (Kysely's, on PostgreSQL). SHARE waits for the
    // writers of orders in flight, whose deferred counter updates run at their commit, and holds
    // new ones until this commits.
    await sql`lock table orders in share mode`.execute(db);
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
           ELSIF TG_OP = 'UPDATE' AND OLD.status <> 'unassigned' AND NEW.status = 'unassigned' AND NEW.sandbox_partner_id IS NULL THEN
             INSERT INTO zone_demand (zone, shard, unassigned_orders) VALUES (NEW.zone, pg_backend_pid() % ${SHARDS}, 1)
               ON CONFLICT (zone, shard) DO UPDATE SET unassigned_orders = zone_demand.unassigned_orders + 1;
           END IF;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    for (const statement of RECOUNT) await sql.raw(statement).execute(db);
    return;
  }
  // SQLite runs a migration outside a transaction: this one makes its own, so another process
  // writing orders meanwhile waits for it, and one running this migration too finds it done.
  await db.transaction().execute(async (trx) => {
    await sql`drop trigger if exists orders_demand_back`.execute(trx);
    await sql
      .raw(
        `CREATE TRIGGER orders_demand_back AFTER UPDATE OF status ON orders
           WHEN OLD.status <> 'unassigned' AND NEW.status = 'unassigned' AND NEW.sandbox_partner_id IS NULL BEGIN
           INSERT INTO zone_demand (zone, shard, unassigned_orders) VALUES (NEW.zone, 0, 1)
             ON CONFLICT (zone, shard) DO UPDATE SET unassigned_orders = unassigned_orders + 1;
         END`,
      )
      .execute(trx);
    for (const statement of RECOUNT) await sql.raw(statement).execute(trx);
  });
}
