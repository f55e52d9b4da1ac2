import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { ClaimedDelivery } from '../dispatcher/dispatcher.claims.js';
import type { Database, WebhookDeliveriesTable, WebhookEndpointsTable } from '../store/schema.js';
import type { Dialect } from '../store/store.js';
import { writeTogether } from '../store/write-together.js';
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
type EventType = (typeof EVENT_TYPES)[number];

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
 * The webhook dispatcher running in this process, as the outbox sees it. A new delivery it has
 * room for is written already leased to it and handed over after commit, so it is sent at
 * once, without a claim query. If this process dies first, the lease runs out and any
 * dispatcher claims it: the handover is only a shortcut, the row stays the truth.
 */
export interface LocalDispatcher {
  /** Deliveries due now were committed: claim and send them. */
  wake(): void;
  /** A lease (its end, also the claim token) on one new delivery to this endpoint, or null to leave it to be claimed. */
  reserve(endpointId: string): string | null;
  /** The transaction writing these leased deliveries committed: send them. */
  adopt(deliveries: ClaimedDelivery[]): void;
  /** It did not commit: the leases were never written. */
  abandon(deliveries: ClaimedDelivery[]): void;
}

const ENDPOINT_COLUMNS = ['id', 'partner_id', 'enabled_events', 'url', 'secret', 'previous_secret', 'previous_secret_expires_at', 'status', 'failing_since'] as const;
type RoutedEndpoint = Pick<Selectable<WebhookEndpointsTable>, (typeof ENDPOINT_COLUMNS)[number]>;

/**
 * The recipient partners and their enabled endpoints. For a zone, one query finds both (a
 * round trip fewer for every order created, which on PostgreSQL is a socket write and a wake-up).
 */
async function routeTo(trx: Transaction<Database>, recipients: string[] | { zone: string }): Promise<{ partnerIds: string[]; endpoints: RoutedEndpoint[] }> {
  if (Array.isArray(recipients)) {
    if (recipients.length === 0) return { partnerIds: [], endpoints: [] };
    const endpoints = await trx.selectFrom('webhook_endpoints').select(ENDPOINT_COLUMNS).where('partner_id', 'in', recipients).where('status', '=', 'enabled').execute();
    return { partnerIds: recipients, endpoints };
  }
  const rows = await trx
    .selectFrom('partner_zones as z')
    .leftJoin('webhook_endpoints as e', (join) => join.onRef('e.partner_id', '=', 'z.partner_id').on('e.status', '=', 'enabled'))
    .select(['z.partner_id as recipient', ...ENDPOINT_COLUMNS.map((column) => `e.${column}` as const)])
    .where('z.zone', '=', recipients.zone)
    .orderBy('z.partner_id')
    .execute();
  return {
    partnerIds: [...new Set(rows.map((row) => row.recipient))],
    endpoints: rows.flatMap(({ recipient, ...endpoint }) => (endpoint.id === null ? [] : [endpoint as RoutedEndpoint])),
  };
}

/**
 * The transactional outbox: an event row per receiving partner and a pending delivery row
 * per subscribed endpoint, written inside the caller's transaction.
 */
export class Outbox {
  /** Deliveries made due now: a dispatcher must claim them. */
  deliveryCount = 0;
  /** Deliveries leased to the local dispatcher, to hand over after commit. */
  readonly handed: ClaimedDelivery[] = [];
  #notified = false;
  constructor(
    private readonly dialect: Dialect,
    private readonly local?: LocalDispatcher,
  ) {}

  /**
   * An event for each recipient partner (given, or every partner covering a zone) and a delivery
   * to each of their endpoints that wants it.
   */
  async record(trx: Transaction<Database>, type: EventType, recipients: string[] | { zone: string }, data: object): Promise<void> {
    const { partnerIds, endpoints } = await routeTo(trx, recipients);
    if (partnerIds.length === 0) return;
    const created = nowIso();
    const payload = JSON.stringify(data);
    const events = partnerIds.map((partnerId) => ({
      id: newId('evt'),
      partner_id: partnerId,
      type,
      data: payload,
      created_at: created,
    }));
    const deliveries: Insertable<WebhookDeliveriesTable>[] = [];
    let dueNow = 0;
    for (const endpoint of endpoints) {
      if (!endpointWants(JSON.parse(endpoint.enabled_events), type)) continue;
      const event = events.find((e) => e.partner_id === endpoint.partner_id)!;
      const delivery = pendingDelivery(event.id, endpoint, created);
      const lease = this.local?.reserve(endpoint.id) ?? null;
      if (lease === null) {
        dueNow++;
      } else {
        delivery.next_attempt_at = lease;
        delivery.locked_until = lease;
        this.handed.push({
          id: delivery.id,
          event_id: event.id,
          endpoint_id: endpoint.id,
          attempt_count: 0,
          locked_until: lease,
          type,
          data: payload,
          event_created_at: created,
          url: endpoint.url,
          secret: endpoint.secret,
          previous_secret: endpoint.previous_secret,
          previous_secret_expires_at: endpoint.previous_secret_expires_at,
          endpoint_status: endpoint.status,
          failing_since: endpoint.failing_since,
        });
      }
      deliveries.push(delivery);
    }
    await writeTogether(trx, this.dialect, [trx.insertInto('events').values(events), deliveries.length > 0 && trx.insertInto('webhook_deliveries').values(deliveries)]);
    await this.requeued(trx, dueNow);
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
