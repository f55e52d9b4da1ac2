import { sql, type Kysely } from 'kysely';

// Operations (docs/operations.md):
// - the oldest pending delivery's event, for /metrics at every scrape: a minimum over a partial
//   index, one index page whatever the backlog (event ids sort by their time). Written with the
//   delivery and dropped from when it is done, like the due index;
// - the trace context (W3C `traceparent`) of the request that committed an event, so the
//   webhook attempts' spans link to it; null when tracing is off.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index webhook_deliveries_pending_event_idx on webhook_deliveries (event_id) where status = 'pending'`.execute(db);
  await sql`alter table events add column traceparent text`.execute(db);
}
