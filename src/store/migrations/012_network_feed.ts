import { sql, type Kysely } from 'kysely';

// The network's own side (docs/network.md).
//
// The network is a recipient like a partner: its event rows, webhook endpoints and deliveries
// carry the reserved owner id 'network' in `partner_id`, so the outbox, the dispatcher and the
// stream serve it with the queries they already run. webhook_endpoints.partner_id references
// partners (migration 001), so the network has a partners row of its own. It names itself in
// `sandbox_of`, which keeps it out of every partner look-up and list exactly as a sandbox is
// kept out (they all read `sandbox_of is null`): no key can be issued for it, it is never
// settled, and it has no partner_zones rows, so no zone routing reaches it.
//
// The network's events list filters by order and by partner: the event rows say which order
// (`order_id`, any recipient's row) and, on the network's rows, which partner the change is
// about (`subject_partner_id`: the partner holding the order, or the settled partner), with
// partial indexes on the network's rows only.
//
// `orders.reference` is the network's own id for an order. Each filter of GET /v1/admin/orders
// has an index (the partner filter uses orders_partner_idx from migration 001); live orders
// only (`sandbox_partner_id is null`), as the list shows them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders add column reference text`.execute(db);
  await sql`
    insert into partners (id, name, territories, created_at, sandbox_of)
    values ('network', 'The network', '[]', ${new Date().toISOString()}, 'network')
    on conflict (id) do nothing`.execute(db);
  await sql`alter table events add column order_id text`.execute(db);
  await sql`alter table events add column subject_partner_id text`.execute(db);
  await sql`create index events_network_order_idx on events (order_id, id) where partner_id = 'network'`.execute(db);
  await sql`create index events_network_partner_idx on events (subject_partner_id, id) where partner_id = 'network'`.execute(db);
  await sql`create index orders_live_status_idx on orders (status, id) where sandbox_partner_id is null`.execute(db);
  await sql`create index orders_live_zone_idx on orders (zone, id) where sandbox_partner_id is null`.execute(db);
  await sql`create index orders_reference_idx on orders (reference, id) where reference is not null`.execute(db);
  // `unassigned_for`: the open pool in id (= creation) order, its age read from the index (unused by
  // either planner: dropped by migration 017).
  await sql`create index orders_unassigned_age_idx on orders (id, created_at) where status = 'unassigned' and sandbox_partner_id is null`.execute(db);
}
