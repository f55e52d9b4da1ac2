import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';

// Zone demand is kept in shards: one counter row per zone and shard, read as their sum. On
// PostgreSQL each connection counts into its own shard (its backend pid modulo SHARDS): with one
// row per zone, every order created or taken in a busy zone updated that row at commit and held
// its lock until the commit was flushed, so a zone's commits queued behind each other
// (docs/performance.md, "Behind the code"). SQLite has one writer at a time, so it counts into shard 0.
const SHARDS = 16;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table zone_demand add column shard integer not null default 0`.execute(db);
    await sql`alter table zone_demand drop constraint zone_demand_pkey`.execute(db);
    await sql`alter table zone_demand add primary key (zone, shard)`.execute(db);
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION orders_demand() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF TG_OP = 'INSERT' AND NEW.status = 'unassigned' THEN
             INSERT INTO zone_demand (zone, shard, unassigned_orders) VALUES (NEW.zone, pg_backend_pid() % ${SHARDS}, 1)
               ON CONFLICT (zone, shard) DO UPDATE SET unassigned_orders = zone_demand.unassigned_orders + 1;
           ELSIF TG_OP = 'UPDATE' AND OLD.status = 'unassigned' AND NEW.status <> 'unassigned' THEN
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
  // SQLite cannot change a primary key in place: the table is rebuilt, and its triggers with it.
  await sql`drop trigger orders_demand_insert`.execute(db);
  await sql`drop trigger orders_demand_leave`.execute(db);
  await sql`create table zone_demand_sharded (zone text not null, shard integer not null default 0, unassigned_orders integer not null default 0, primary key (zone, shard))`.execute(db);
  await sql`insert into zone_demand_sharded (zone, shard, unassigned_orders) select zone, 0, unassigned_orders from zone_demand`.execute(db);
  await sql`drop table zone_demand`.execute(db);
  await sql`alter table zone_demand_sharded rename to zone_demand`.execute(db);
  await sql
    .raw(
      `CREATE TRIGGER orders_demand_insert AFTER INSERT ON orders WHEN NEW.status = 'unassigned' BEGIN
         INSERT INTO zone_demand (zone, shard, unassigned_orders) VALUES (NEW.zone, 0, 1)
           ON CONFLICT (zone, shard) DO UPDATE SET unassigned_orders = unassigned_orders + 1;
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER orders_demand_leave AFTER UPDATE OF status ON orders
         WHEN OLD.status = 'unassigned' AND NEW.status <> 'unassigned' BEGIN
         UPDATE zone_demand SET unassigned_orders = unassigned_orders - 1 WHERE zone = OLD.zone AND shard = 0;
       END`,
    )
    .execute(db);
}
