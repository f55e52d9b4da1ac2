import { sql, type Kysely } from 'kysely';

// Auto-dispatch (docs/decisions.md, "Auto-dispatch"): one policy row per partner row, so a
// sandbox (a partner row of its own, migration 007) has its own policy, apart from live.
// No row means `manual`. `zones` is a JSON array, or null for "all the partner's territories"
// (it follows them). `last_auto_assigned_at` is the fairness rule's round-robin clock.
// The matcher reads the auto policies on every pass: a partial index keeps that to their rows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dispatch_policies (
      partner_id text primary key references partners (id),
      mode text not null,
      zones text,
      max_distance_m integer,
      updated_at text not null,
      last_auto_assigned_at text
    )`.execute(db);
  await sql`create index dispatch_policies_auto_idx on dispatch_policies (partner_id) where mode = 'auto'`.execute(db);
}
