import { sql, type Kysely } from 'kysely';

// Retention pruning and the idempotency sweep delete in small batches, oldest first
// (docs/operations.md, "Retention and pruning"): each batch is an index range scan from the
// oldest row, so a batch costs what it deletes, not the table's size. Events and idempotency
// keys have such an index since 001. Deliveries are pruned only once done: the index holds no
// pending row, so old pending ones (kept whatever their age) are never walked again.
//
// `store_leases`: one row per periodic job that should run on one instance at a time; whoever
// holds a row's unexpired lease runs it (src/store/batched-delete.ts).
//
// `if not exists`: on a large PostgreSQL store an operator may build the indexes beforehand with
// CREATE INDEX CONCURRENTLY (same names), so the migration does not hold writes for the build.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists webhook_attempts_attempted_idx on webhook_attempts (attempted_at)`.execute(db);
  await sql`create index if not exists webhook_deliveries_done_created_idx on webhook_deliveries (created_at) where status <> 'pending'`.execute(db);
  await sql`
    create table if not exists store_leases (
      name text primary key,
      holder text not null,
      expires_at text not null
    )`.execute(db);
}
