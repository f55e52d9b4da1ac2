import { sql, type Kysely } from 'kysely';

// Migration 012's orders_unassigned_age_idx was meant for `GET /v1/admin/orders?unassigned_for=`;
// neither store's planner uses it (SQLite reads the open orders through orders_live_status_idx,
// PostgreSQL through orders_available_idx: plans in docs/network.md), and every write of an open
// order paid for it. Dropping an index is safe for the previous release (rolling upgrades).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists orders_unassigned_age_idx`.execute(db);
}
