import type { Db } from '../store/schema.js';

const NETWORK = 'network';

/** The network's events about an order, oldest first, through events_network_order_idx (migration 012). */
export function networkEventsOfOrder(db: Db, orderId: string, limit: number) {
  return db
    .selectFrom('events')
    .select(['id', 'type', 'created_at'])
    .where('partner_id', '=', NETWORK)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The partners' copies of those events: written by the same outbox call, so at the same
 * `created_at`; read through events_created_idx at exactly those instants.
 */
export function partnerCopies(db: Db, orderId: string, createdAts: string[]) {
  if (createdAts.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('events')
    .select(['id', 'partner_id', 'type', 'created_at'])
    .where('created_at', 'in', createdAts)
    .where('order_id', '=', orderId)
    .where('partner_id', '<>', NETWORK)
    .execute();
}

/** The deliveries of these events, with their endpoint's URL (webhook_deliveries_event_idx). */
export function deliveriesOf(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.event_id', 'd.endpoint_id', 'e.url', 'd.status', 'd.attempt_count', 'd.next_attempt_at', 'd.locked_by', 'd.last_status_code'])
    .where('d.event_id', 'in', eventIds)
    .orderBy('d.id')
    .execute();
}

/** Every attempt of these events (a few per delivery: the retry schedule bounds them), through webhook_attempts_event_idx. */
export function attemptsOf(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_attempts')
    .select(['delivery_id', 'attempted_at', 'status_code', 'latency_ms', 'error'])
    .where('event_id', 'in', eventIds)
    .orderBy('attempted_at')
    .execute();
}
