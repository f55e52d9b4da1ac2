import { sql } from 'kysely';
import { NETWORK } from '../outbox/outbox.js';
import type { Db, DeliveryStatus } from '../store/schema.js';

/**
 * The recipient's rows: the network's as a literal, which lets SQLite use the partial indexes
 * on them (migration 012); a partner's as a parameter.
 */
const ownedBy = (owner: string) => (owner === NETWORK ? sql<boolean>`events.partner_id = ${sql.lit(NETWORK)}` : sql<boolean>`events.partner_id = ${owner}`);

export interface EventFilter {
  type?: string;
  /** Only events about this order. */
  orderId?: string;
  /** Only events about this partner (the network's rows say which partner a change is about). */
  subjectPartnerId?: string;
  createdGte?: string;
  createdLte?: string;
  deliveryStatus?: DeliveryStatus;
  limit: number;
  startingAfter?: string;
}

/** Newest first; ids sort by creation, so `id < cursor` pages stably while new events arrive. */
export function listPartnerEvents(db: Db, partnerId: string, filter: EventFilter) {
  let query = db.selectFrom('events').selectAll('events').where(ownedBy(partnerId)).orderBy('events.id', 'desc').limit(filter.limit + 1);
  if (filter.type) query = query.where('events.type', '=', filter.type);
  if (filter.orderId) query = query.where('events.order_id', '=', filter.orderId);
  if (filter.subjectPartnerId) query = query.where('events.subject_partner_id', '=', filter.subjectPartnerId);
  if (filter.createdGte) query = query.where('events.created_at', '>=', filter.createdGte);
  if (filter.createdLte) query = query.where('events.created_at', '<=', filter.createdLte);
  if (filter.startingAfter) query = query.where('events.id', '<', filter.startingAfter);
  if (filter.deliveryStatus) {
    const status = filter.deliveryStatus;
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('webhook_deliveries as d').select('d.id').whereRef('d.event_id', '=', 'events.id').where('d.status', '=', status)),
    );
  }
  return query.execute();
}

export function findPartnerEvent(db: Db, partnerId: string, eventId: string) {
  return db.selectFrom('events').selectAll().where('id', '=', eventId).where('partner_id', '=', partnerId).executeTakeFirst();
}

export async function partnerEventExists(db: Db, partnerId: string, eventId: string): Promise<boolean> {
  return (await db.selectFrom('events').select('id').where('id', '=', eventId).where('partner_id', '=', partnerId).executeTakeFirst()) !== undefined;
}

export function listEventDeliveries(db: Db, eventId: string) {
  return db.selectFrom('webhook_deliveries').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
}

export function listEventAttempts(db: Db, eventId: string) {
  return db.selectFrom('webhook_attempts').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
}

/** The owner's webhook endpoints a replay may go to (`endpointId`: that one only), in id order. */
export function listReplayEndpoints(db: Db, partnerId: string, endpointId?: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'partner_id', 'status', 'enabled_events'])
    .where('partner_id', '=', partnerId)
    .$if(endpointId !== undefined, (q) => q.where('id', '=', endpointId!))
    .orderBy('id')
    .execute();
}

/** The partner's events after `afterId`, oldest first (the live stream's read). */
export function listPartnerEventsAfter(db: Db, partnerId: string, afterId: string, types: readonly string[] | undefined, limit: number) {
  let query = db.selectFrom('events').selectAll().where('partner_id', '=', partnerId).where('id', '>', afterId).orderBy('id').limit(limit);
  if (types?.length) query = query.where('type', 'in', types);
  return query.execute();
}
