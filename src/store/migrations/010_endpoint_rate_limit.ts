import { sql, type Kysely } from 'kysely';

// Per-endpoint webhook rate limits (docs/webhooks.md, "Rate limits"): `rate_limit` attempts per
// second (null: none), and `next_start_at`, the earliest time the endpoint's next attempt may
// start, advanced by every claim that reserves start times for it. The partial index keeps the
// dispatcher's look-up of limited endpoints free when there are none.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table webhook_endpoints add column rate_limit integer`.execute(db);
  await sql`alter table webhook_endpoints add column next_start_at text`.execute(db);
  await sql`create index webhook_endpoints_rate_limited_idx on webhook_endpoints (id) where rate_limit is not null`.execute(db);
}
