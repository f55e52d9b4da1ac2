import { sql, type Kysely } from 'kysely';

// Webhook delivery v2 (see docs/webhooks.md, "Order"):
// - orders carry a version, +1 on every change: an order event's place in its order's history;
// - endpoints are `ordered` by default: a delivery keyed by its order waits for the earlier
//   pending ones of the same order and endpoint (`ordering_key`, `sequence`);
// - a claimed delivery names the dispatcher holding it (`locked_by`, was the lease end
//   `locked_until`); dispatchers heartbeat in `dispatchers`, and what a dead one held is given back.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders add column version integer not null default 1`.execute(db);
  await sql`alter table webhook_endpoints add column ordered integer not null default 1`.execute(db);
  await sql`alter table webhook_deliveries rename column locked_until to locked_by`.execute(db);
  await sql`alter table webhook_deliveries add column ordering_key text`.execute(db);
  await sql`alter table webhook_deliveries add column sequence integer`.execute(db);
  // Old leases end by themselves: their rows are due when they run out, held by nobody.
  await sql`update webhook_deliveries set locked_by = null`.execute(db);
  await sql`create index webhook_deliveries_ordering_idx on webhook_deliveries (endpoint_id, ordering_key, sequence) where status = 'pending' and ordering_key is not null`.execute(
    db,
  );
  await db.schema
    .createTable('dispatchers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .execute();
}
