import { PostgresAdapter } from 'kysely';
import { inList } from '../store/in-list.js';
import type { Db, WebhookEndpointsTable } from '../store/schema.js';
import type { Dialect } from '../store/store.js';

export function insertEndpoint(db: Db, row: WebhookEndpointsTable) {
  return db.insertInto('webhook_endpoints').values(row).execute();
}

/** How many endpoints the partner holds, enabled or not (the cap counts them all). */
export async function countPartnerEndpoints(db: Db, partnerId: string): Promise<number> {
  const row = await db.selectFrom('webhook_endpoints').select((eb) => eb.fn.countAll<number | string>().as('n')).where('partner_id', '=', partnerId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Holds the partner's row until commit, so two registrations racing cannot both see room for
 * one more. Only PostgreSQL needs it: SQLite transactions begin IMMEDIATE, one at a time.
 */
export async function lockPartnerEndpoints(db: Db, dialect: 'sqlite' | 'postgres', partnerId: string): Promise<void> {
  if (dialect === 'postgres') await db.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().execute();
}

export function findPartnerEndpoint(db: Db, partnerId: string, endpointId: string) {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpointId).where('partner_id', '=', partnerId).executeTakeFirst();
}

/**
 * The endpoint, its row locked until commit (PostgreSQL; SQLite writes one at a time), for a
 * change that depends on what it reads: a DELETE racing it waits, or has committed and the
 * endpoint is not found. Read unlocked, a PATCH or a rotation could find its update match no row.
 */
export function findPartnerEndpointForUpdate(db: Db, partnerId: string, endpointId: string) {
  let query = db.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpointId).where('partner_id', '=', partnerId);
  if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function findEndpoints(db: Db, dialect: Dialect, endpointIds: string[]) {
  return db.selectFrom('webhook_endpoints').selectAll().where(inList(dialect, 'id', endpointIds)).execute();
}

export function listPartnerEndpoints(db: Db, partnerId: string, limit: number, startingAfter?: string) {
  let query = db.selectFrom('webhook_endpoints').selectAll().where('partner_id', '=', partnerId).orderBy('id').limit(limit + 1);
  if (startingAfter) query = query.where('id', '>', startingAfter);
  return query.execute();
}

export function updateEndpoint(db: Db, endpointId: string, changes: Partial<WebhookEndpointsTable>) {
  return db.updateTable('webhook_endpoints').set(changes).where('id', '=', endpointId).returningAll().executeTakeFirst();
}

export function deleteEndpoint(db: Db, endpointId: string) {
  return db.deleteFrom('webhook_endpoints').where('id', '=', endpointId).executeTakeFirst();
}

/** Stops whatever was still waiting for an endpoint that no longer takes deliveries. */
export function failPendingDeliveries(db: Db, endpointId: string, reason: string, now: string) {
  return db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null, locked_by: null, last_error: reason, updated_at: now })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** Puts failed deliveries of an endpoint made since `since` back in the queue, from the first try. */
export function requeueFailedDeliveries(db: Db, endpointId: string, since: string, now: string) {
  return db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', attempt_count: 0, next_attempt_at: now, locked_by: null, ordering_key: null, sequence: null, updated_at: now })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'failed')
    .where('created_at', '>=', since)
    .executeTakeFirst();
}

/** Any success ends an endpoint's failing streak. */
export function clearFailingSince(db: Db, dialect: Dialect, endpointIds: string[]) {
  return db.updateTable('webhook_endpoints').set({ failing_since: null }).where(inList(dialect, 'id', endpointIds)).where('failing_since', 'is not', null).execute();
}

/** Starts the failing streak of an endpoint that had none. */
export function markFailing(db: Db, endpointId: string, since: string) {
  return db.updateTable('webhook_endpoints').set({ failing_since: since }).where('id', '=', endpointId).where('failing_since', 'is', null).execute();
}

/**
 * Disables the endpoint (if still enabled; with `failingBefore`, only if it has been failing
 * since then) and fails what was waiting for it. True if it was disabled now.
 */
export async function disableEndpoint(db: Db, endpointId: string, reason: string, now: string, failingBefore?: string): Promise<boolean> {
  let query = db
    .updateTable('webhook_endpoints')
    .set({ status: 'disabled', disabled_reason: reason, updated_at: now })
    .where('id', '=', endpointId)
    .where('status', '=', 'enabled');
  if (failingBefore !== undefined) query = query.where('failing_since', '<=', failingBefore);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await failPendingDeliveries(db, endpointId, `endpoint disabled: ${reason}`, now);
  return true;
}
