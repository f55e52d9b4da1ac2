import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store.js';


export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('territories', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('partner_zones')
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('zone', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('partner_zones_pk', ['partner_id', 'zone'])
    .execute();
  await db.schema.createIndex('partner_zones_zone_idx').on('partner_zones').columns(['zone', 'partner_id']).execute();

  await db.schema
    .createTable('admin_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_partner_idx').on('api_keys').columns(['partner_id', 'id']).execute();

  await db.schema
    .createTable('riders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('name', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('active_deliveries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('riders_active_non_negative', sql`active_deliveries >= 0`)
    .execute();
  await db.schema.createIndex('riders_partner_idx').on('riders').columns(['partner_id', 'id']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'text', (c) => c.references('partners.id'))
    .addColumn('rider_id', 'text', (c) => c.references('riders.id'))
    .addColumn('pickup_creator', 'text', (c) => c.notNull())
    .addColumn('pickup_eta_mins', 'integer', (c) => c.notNull())
    .addColumn('dropoff_area', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('cancellation_reason', 'text')
    .addColumn('settlement_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text')
    .addColumn('picked_up_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('cancelled_at', 'text')
    .execute();
  // Partial indexes: the available list reads only unassigned orders, however many
  // delivered ones pile up behind them.
  await sql`create index orders_available_idx on orders (id) where status = 'unassigned'`.execute(db);
  await sql`create index orders_available_zone_idx on orders (zone, id) where status = 'unassigned'`.execute(db);
  await db.schema.createIndex('orders_partner_idx').on('orders').columns(['partner_id', 'id']).execute();
  await db.schema.createIndex('orders_rider_idx').on('orders').columns(['rider_id', 'status']).execute();
  await sql`create index orders_unsettled_idx on orders (partner_id, id) where status = 'delivered' and settlement_id is null`.execute(db);

  await db.schema
    .createTable('fleet_zone_stats')
    .addColumn('partner_id', 'text', (c) => c.notNull())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('riders_online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('riders_on_break', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('riders_offline', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('capacity_online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_capacity_online', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active_deliveries', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('fleet_zone_stats_pk', ['partner_id', 'zone'])
    .execute();

  await db.schema
    .createTable('zone_demand')
    .addColumn('zone', 'text', (c) => c.primaryKey())
    .addColumn('unassigned_orders', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('settlements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settlements_partner_idx').on('settlements').columns(['partner_id', 'id']).execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_partner_idx').on('events').columns(['partner_id', 'id']).execute();
  await db.schema.createIndex('events_created_idx').on('events').column('created_at').execute();

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('enabled_events', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'text')
    .addColumn('failing_since', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_partner_idx').on('webhook_endpoints').columns(['partner_id', 'id']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('endpoint_id', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempt_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending'`.execute(db);
  await db.schema.createIndex('webhook_deliveries_event_idx').on('webhook_deliveries').columns(['event_id']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint_idx').on('webhook_deliveries').columns(['endpoint_id', 'status', 'created_at']).execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('endpoint_id', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('response_body', 'text')
    .execute();
  await db.schema.createIndex('webhook_attempts_event_idx').on('webhook_attempts').columns(['event_id', 'id']).execute();
  await db.schema.createIndex('webhook_attempts_endpoint_idx').on('webhook_attempts').columns(['endpoint_id', 'attempted_at']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('response_headers', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();

  if (dialect === 'sqlite') await createSqliteTriggers(db);
  else await createPostgresTriggers(db);
}

// Fleet availability and zone demand are counters kept by triggers, so they are right
// whichever code path changes a rider or an order, and reading them costs one row per zone
// however large the fleet grows.
const riderContribution = (row: 'NEW' | 'OLD', sign: '+' | '-', max: 'MAX' | 'GREATEST') => `
  riders_online = riders_online ${sign} (CASE WHEN ${row}.status = 'online' THEN 1 ELSE 0 END),
  riders_on_break = riders_on_break ${sign} (CASE WHEN ${row}.status = 'on-break' THEN 1 ELSE 0 END),
  riders_offline = riders_offline ${sign} (CASE WHEN ${row}.status = 'offline' THEN 1 ELSE 0 END),
  capacity_online = capacity_online ${sign} (CASE WHEN ${row}.status = 'online' THEN ${row}.capacity ELSE 0 END),
  free_capacity_online = free_capacity_online ${sign} (CASE WHEN ${row}.status = 'online' THEN ${max}(${row}.capacity - ${row}.active_deliveries, 0) ELSE 0 END),
  active_deliveries = active_deliveries ${sign} ${row}.active_deliveries
  WHERE partner_id = ${row}.partner_id AND zone = ${row}.zone`;

const ensureStats = (row: 'NEW' | 'OLD') =>
  `INSERT INTO fleet_zone_stats (partner_id, zone) VALUES (${row}.partner_id, ${row}.zone) ON CONFLICT DO NOTHING;`;

// What differs between the dialects is only how a trigger is declared (SQLite runs a body per
// trigger; PostgreSQL calls a function, deferred to commit); the counting above is shared.
async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const statements = [
    `CREATE TRIGGER riders_stats_insert AFTER INSERT ON riders BEGIN
       ${ensureStats('NEW')}
       UPDATE fleet_zone_stats SET ${riderContribution('NEW', '+', 'MAX')};
     END`,
    `CREATE TRIGGER riders_stats_update AFTER UPDATE OF status, zone, capacity, active_deliveries ON riders BEGIN
       UPDATE fleet_zone_stats SET ${riderContribution('OLD', '-', 'MAX')};
       ${ensureStats('NEW')}
       UPDATE fleet_zone_stats SET ${riderContribution('NEW', '+', 'MAX')};
     END`,
    `CREATE TRIGGER riders_stats_delete AFTER DELETE ON riders BEGIN
       UPDATE fleet_zone_stats SET ${riderContribution('OLD', '-', 'MAX')};
     END`,
    `CREATE TRIGGER orders_demand_insert AFTER INSERT ON orders WHEN NEW.status = 'unassigned' BEGIN
       INSERT INTO zone_demand (zone, unassigned_orders) VALUES (NEW.zone, 1)
         ON CONFLICT (zone) DO UPDATE SET unassigned_orders = unassigned_orders + 1;
     END`,
    `CREATE TRIGGER orders_demand_leave AFTER UPDATE OF status ON orders
       WHEN OLD.status = 'unassigned' AND NEW.status <> 'unassigned' BEGIN
       UPDATE zone_demand SET unassigned_orders = unassigned_orders - 1 WHERE zone = OLD.zone;
     END`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// On PostgreSQL the counter updates are deferred to commit (constraint triggers, each row
// change applied with its own OLD and NEW): every accept in a zone touches the same counter
// rows, and a lock taken at commit is held for the commit only, not for the whole transaction.
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  const statements = [
    `CREATE FUNCTION riders_stats() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP IN ('UPDATE', 'DELETE') THEN
         UPDATE fleet_zone_stats SET ${riderContribution('OLD', '-', 'GREATEST')};
       END IF;
       IF TG_OP IN ('INSERT', 'UPDATE') THEN
         ${ensureStats('NEW')}
         UPDATE fleet_zone_stats SET ${riderContribution('NEW', '+', 'GREATEST')};
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE CONSTRAINT TRIGGER riders_stats_insert_delete AFTER INSERT OR DELETE ON riders
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION riders_stats()`,
    `CREATE CONSTRAINT TRIGGER riders_stats_update AFTER UPDATE OF status, zone, capacity, active_deliveries ON riders
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION riders_stats()`,
    `CREATE FUNCTION orders_demand() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' AND NEW.status = 'unassigned' THEN
         INSERT INTO zone_demand (zone, unassigned_orders) VALUES (NEW.zone, 1)
           ON CONFLICT (zone) DO UPDATE SET unassigned_orders = zone_demand.unassigned_orders + 1;
       ELSIF TG_OP = 'UPDATE' AND OLD.status = 'unassigned' AND NEW.status <> 'unassigned' THEN
         UPDATE zone_demand SET unassigned_orders = unassigned_orders - 1 WHERE zone = OLD.zone;
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE CONSTRAINT TRIGGER orders_demand_trigger AFTER INSERT OR UPDATE OF status ON orders
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION orders_demand()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
