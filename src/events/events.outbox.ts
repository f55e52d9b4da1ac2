import { sql, type Transaction } from 'kysely';
import type { Database } from '../store/schema.js';
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
      .map((endpoint) => ({
        id: newId('dlv'),
        event_id: events.find((e) => e.partner_id === endpoint.partner_id)!.id,
        endpoint_id: endpoint.id,
        partner_id: endpoint.partner_id,
        status: 'pending',
        attempt_count: 0,
        next_attempt_at: created,
        created_at: created,
        updated_at: created,
      }));
    if (deliveries.length > 0) {
      await trx.insertInto('webhook_deliveries').values(deliveries).execute();
      this.deliveryCount += deliveries.length;
      // Dispatchers in other processes LISTEN on this channel; NOTIFY is delivered on commit.
      if (this.dialect === 'postgres' && !this.#notified) {
        this.#notified = true;
        await sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`.execute(trx);
      }
    }
    return events.map((e) => e.id);
  }
}
