import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';

// Offers (docs/decisions.md, "The escalation ladder and its races"). Expand-only:
// - orders.accept_by: the open job's deadline (null: no deadline, its ladder ran out or it was
//   created before this migration); escalation_step: steps applied; offered_zones: a JSON list
//   (the order's zone first, then the zones escalation added), null while escalation added none.
// - The escalation pass reads the overdue open jobs through a partial index on the deadline,
//   so a pass costs the jobs that are due, not the jobs that are open.
// - order_zones: the zones escalation added, one row per (zone, open order), so the available
//   list finds a job offered in a partner's zone through an index, as it finds a job in its own
//   zone through orders_available_zone_idx. Triggers drop an order's rows when it stops being
//   open (accept, cancel) and bring them back when it is open again (a release). They fire only
//   for an order escalation added zones to: other orders pay nothing for it.
// - escalation_policy: one row (id 1), the network's ladder as JSON.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`alter table orders add column accept_by text`.execute(db);
  await sql`alter table orders add column escalation_step integer not null default 0`.execute(db);
  await sql`alter table orders add column offered_zones text`.execute(db);
  await sql`create index orders_accept_by_idx on orders (accept_by) where status = 'unassigned' and accept_by is not null`.execute(db);
  await sql`create table order_zones (zone text not null, order_id text not null, primary key (zone, order_id))`.execute(db);
  await sql`create index order_zones_order_idx on order_zones (order_id)`.execute(db);
  await sql`create table escalation_policy (id integer primary key, steps text not null, updated_at text not null)`.execute(db);
  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION orders_offer_zones() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF OLD.status = 'unassigned' AND NEW.status <> 'unassigned' THEN
             DELETE FROM order_zones WHERE order_id = OLD.id;
           ELSIF OLD.status <> 'unassigned' AND NEW.status = 'unassigned' THEN
             INSERT INTO order_zones (zone, order_id)
               SELECT z, NEW.id FROM jsonb_array_elements_text(NEW.offered_zones::jsonb) AS z WHERE z <> NEW.zone
               ON CONFLICT DO NOTHING;
           END IF;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER orders_offer_zones AFTER UPDATE OF status ON orders FOR EACH ROW
           WHEN (OLD.offered_zones IS NOT NULL AND OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION orders_offer_zones()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER orders_offer_zones_leave AFTER UPDATE OF status ON orders
         WHEN OLD.offered_zones IS NOT NULL AND OLD.status = 'unassigned' AND NEW.status <> 'unassigned' BEGIN
         DELETE FROM order_zones WHERE order_id = OLD.id;
       END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER orders_offer_zones_back AFTER UPDATE OF status ON orders
         WHEN OLD.offered_zones IS NOT NULL AND OLD.status <> 'unassigned' AND NEW.status = 'unassigned' BEGIN
         INSERT OR IGNORE INTO order_zones (zone, order_id) SELECT value, NEW.id FROM json_each(NEW.offered_zones) WHERE value <> NEW.zone;
       END`,
    )
    .execute(db);
}
