import { sql, type Kysely } from 'kysely';

// Late jobs (issue 47; docs/decisions.md, "Late jobs"). Expand-only:
// - orders.pickup_by / deliver_by: when a taken job should be picked up and delivered (null for
//   orders made before this migration: never late).
// - late_pickup_at / late_delivery_at: when `order.late` of that kind was written, once each;
//   the late pass's conditional update sets them, so racing instances and a re-run after kill -9
//   find nothing left to do.
// - Two partial indexes hold only the jobs still to be announced: a pass reads the due ones in
//   deadline order and costs the jobs that are due, not the jobs in flight or already announced.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['pickup_by', 'deliver_by', 'late_pickup_at', 'late_delivery_at']) await sql`alter table orders add column ${sql.raw(column)} text`.execute(db);
  await sql`create index orders_late_pickup_idx on orders (pickup_by) where status = 'assigned' and late_pickup_at is null and pickup_by is not null`.execute(db);
  await sql`create index orders_late_delivery_idx on orders (deliver_by) where status = 'picked_up' and late_delivery_at is null and deliver_by is not null`.execute(db);
}
