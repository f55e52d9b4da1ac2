import { sql, type Kysely } from 'kysely';

// Steering a job (issue 46; docs/network.md, "Steering a job"). Expand-only: two nullable
// columns, so older code keeps working on the store (it neither reads nor writes them).
// - orders.excluded_partner_ids: JSON list of the partners a release kept the job from (its
//   `exclude`), until the network offers it to them again; null: none.
// - orders.offered_partner_ids: JSON list of the only partners a re-offer named
//   (`partner_ids`); null: every partner covering one of `offered_zones`.
// Both are read with the order's row (accept, the available list, auto-dispatch): no join and
// no index, and a job never steered pays one null test.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders add column excluded_partner_ids text`.execute(db);
  await sql`alter table orders add column offered_partner_ids text`.execute(db);
}
