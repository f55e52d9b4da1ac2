import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database, WebhookDeliveriesTable } from '../store/schema.js';
import type { Dialect } from '../store/store.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';

export const EVENT_TYPES = [
  'order.created',
  'order.assigned',
  'order.picked_up',
  'order.delivered',
  'order.cancelled',
  'settlement.paid',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const DELIVERIES_CHANNEL = 'pdn_deliveries';

export function endpointWants(enabledEvents: string[], type: string): boolean {
  return enabledEvents.includes('*') || enabledEvents.includes(type);
}

/** A delivery of an event to one endpoint, due now. */
export function pendingDelivery(eventId: string, endpoint: { id: string; partner_id: string }, now: string): Insertable<WebhookDeliveriesTable> {
  return {
    id: newId('dlv'),
    event_id: eventId,
    endpoint_id: endpoint.id,
    partner_id: endpoint.partner_id,
    status: 'pending',
    attempt_count: 0,
    next_attempt_at: now,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The transactional outbox: an event row per receiving partner and a pending delivery row
 * per subscribed endpoint, written inside the caller's transaction.
 */
export class Outbox {
  deliveryCount = 0;
  #notified = false;
  constructor(private readonly dialect: Dialect) {}

  async record(trx: Transaction<Database>, type: EventType, partnerIds: string[], data: object): Promise<string[]> {
    if (partnerIds.length === 0) return [];
    const created = nowIso();
    const payload = JSON.stringify(data);
    const events = partnerIds.map((partnerId) => ({
      id: newId('evt'),
      partner_id: partnerId,
      type,
      data: payload,
      created_at: created,
    }));
    await trx.insertInto('events').values(events).execute();

    const endpoints = await trx
      .selectFrom('webhook_endpoints')
      .select(['id', 'partner_id', 'enabled_events'])
      .where('partner_id', 'in', partnerIds)
      .where('status', '=', 'enabled')
      .execute();
    const deliveries = endpoints
      .filter((endpoint) => endpointWants(JSON.parse(endpoint.enabled_events), type))
      .map((endpoint) => pendingDelivery(events.find((e) => e.partner_id === endpoint.partner_id)!.id, endpoint, created));
    await this.enqueue(trx, deliveries);
    return events.map((e) => e.id);
  }

  /** Writes pending deliveries (new ones, or replays of an event) and wakes the dispatchers. */
  async enqueue(trx: Transaction<Database>, deliveries: Insertable<WebhookDeliveriesTable>[]): Promise<void> {
    if (deliveries.length === 0) return;
    await trx.insertInto('webhook_deliveries').values(deliveries).execute();
    await this.requeued(trx, deliveries.length);
  }

  /** Deliveries were made due again in this transaction (e.g. recovered): wake the dispatchers. */
  async requeued(trx: Transaction<Database>, count: number): Promise<void> {
    if (count === 0) return;
    this.deliveryCount += count;
    // Dispatchers in other processes LISTEN on this channel; NOTIFY is delivered on commit.
    if (this.dialect === 'postgres' && !this.#notified) {
      this.#notified = true;
      await sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`.execute(trx);
    }
  }
}
