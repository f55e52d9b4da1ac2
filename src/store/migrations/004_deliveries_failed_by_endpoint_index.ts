import { sql, type Kysely } from 'kysely';

// Deliveries are looked up by endpoint only while pending (failing them when the endpoint is
// disabled: the endpoint-due index serves that) or failed (redelivering what failed since a
// time). An index over every status made each delivery's insert and each outcome's status change
// touch one more page per endpoint, on the hot path, for rows nobody looks up by endpoint.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index webhook_deliveries_endpoint_idx`.execute(db);
  await sql`create index webhook_deliveries_endpoint_failed_idx on webhook_deliveries (endpoint_id, created_at) where status = 'failed'`.execute(db);
}
