import { sql, type Kysely } from 'kysely';

// The dispatcher tops up an endpoint it is already sending to with that endpoint's earliest due
// deliveries: an index range scan, instead of a scan of the global due order past the rows of
// endpoints that have no room.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index webhook_deliveries_endpoint_due_idx on webhook_deliveries (endpoint_id, next_attempt_at) where status = 'pending'`.execute(db);
}
