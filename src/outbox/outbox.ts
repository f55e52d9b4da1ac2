// The transactional outbox: inside the domain transaction, an event row per receiving partner
// and a pending delivery row per subscribed endpoint. Nothing else: dispatchers find the rows.
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Config } from '../config.js';
import type { Database, WebhookDeliveriesTable } from '../store/schema.js';
import type { Store } from '../store/store.js';
import { afterCommit } from '../store/transaction.js';
import { writeTogether } from '../store/write-together.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import { activeTraceparent } from '../shared/trace-context.js';
import { deliveriesCommitted } from '../shared/wake.js';

export const EVENT_TYPES = [
  'order.created',
  'order.assigned',
  'order.picked_up',
  'order.delivered',
  'order.cancelled',
  'settlement.paid',
  'webhook_endpoint.disabled',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Dispatchers in other processes LISTEN on this channel; NOTIFY is delivered on commit. */
export const DELIVERIES_CHANNEL = 'pdn_deliveries';

export function endpointWants(enabledEvents: string[], type: string): boolean {
  return enabledEvents.includes('*') || enabledEvents.includes(type);
}

interface OutboxContext {
  store: Pick<Store, 'dialect'>;
  config: { webhook: Pick<Config['webhook'], 'retryScheduleMs'> };
}

/**
 * A delivery of an event to one endpoint, due after the schedule's first delay. `ordering`
 * places it in its order's history on an ordered endpoint; replays and recoveries have none.
 */
export function newDelivery(
  ctx: OutboxContext,
  eventId: string,
  endpoint: { id: string; partner_id: string },
  ordering: { key: string; sequence: number } | null = null,
): Insertable<WebhookDeliveriesTable> {
  const now = new Date();
  const firstDelay = ctx.config.webhook.retryScheduleMs[0];
  return {
    id: newId('dlv'),
    event_id: eventId,
    endpoint_id: endpoint.id,
    partner_id: endpoint.partner_id,
    status: 'pending',
    attempt_count: 0,
    next_attempt_at: new Date(now.getTime() + firstDelay).toISOString(),
    ordering_key: ordering?.key ?? null,
    sequence: ordering?.sequence ?? null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/**
 * The recipient partners and their enabled endpoints. For a zone, one query finds both (a
 * round trip fewer for every order created).
 */
async function routeTo(trx: Transaction<Database>, recipients: string[] | { zone: string }) {
  const columns = ['id', 'partner_id', 'enabled_events', 'ordered'] as const;
  if (Array.isArray(recipients)) {
    if (recipients.length === 0) return { partnerIds: [], endpoints: [] };
    const endpoints = await trx.selectFrom('webhook_endpoints').select(columns).where('partner_id', 'in', recipients).where('status', '=', 'enabled').execute();
    return { partnerIds: recipients, endpoints };
  }
  const rows = await trx
    .selectFrom('partner_zones as z')
    .leftJoin('webhook_endpoints as e', (join) => join.onRef('e.partner_id', '=', 'z.partner_id').on('e.status', '=', 'enabled'))
    .select(['z.partner_id as recipient', 'e.id', 'e.partner_id', 'e.enabled_events', 'e.ordered'])
    .where('z.zone', '=', recipients.zone)
    .orderBy('z.partner_id')
    .execute();
  return {
    partnerIds: [...new Set(rows.map((row) => row.recipient))],
    endpoints: rows.flatMap(({ recipient: _, ...e }) => (e.id === null ? [] : [e as { id: string; partner_id: string; enabled_events: string; ordered: number }])),
  };
}

/** Order events carry the order's id and version: their place in its history. */
type EventData = { order_id: string; version: number } | object;

/**
 * Records an event for each recipient partner (given, or every partner covering a zone) with a
 * delivery to each of their endpoints that wants it, in the caller's transaction.
 */
export async function recordEvent(ctx: OutboxContext, trx: Transaction<Database>, type: EventType, recipients: string[] | { zone: string }, data: EventData): Promise<void> {
  const { partnerIds, endpoints } = await routeTo(trx, recipients);
  if (partnerIds.length === 0) return;
  const created = nowIso();
  const payload = JSON.stringify(data);
  // The committing request's trace, for the attempts' spans to link to; no column at all with tracing off.
  const traceparent = activeTraceparent();
  const traced = traceparent === null ? {} : { traceparent };
  const events = partnerIds.map((partnerId) => ({ id: newId('evt'), partner_id: partnerId, type, data: payload, created_at: created, ...traced }));
  const ordering = 'order_id' in data ? { key: data.order_id, sequence: data.version } : null;
  const deliveries = endpoints
    .filter((endpoint) => endpointWants(JSON.parse(endpoint.enabled_events) as string[], type))
    .map((endpoint) => newDelivery(ctx, events.find((e) => e.partner_id === endpoint.partner_id)!.id, endpoint, endpoint.ordered ? ordering : null));
  await writeTogether(trx, ctx.store.dialect, [trx.insertInto('events').values(events), deliveries.length > 0 && trx.insertInto('webhook_deliveries').values(deliveries)]);
  await deliveriesQueued(ctx, trx, deliveries.length);
}

/** Writes pending deliveries (e.g. replays of an event) and wakes the dispatchers. */
export async function enqueueDeliveries(ctx: OutboxContext, trx: Transaction<Database>, deliveries: Insertable<WebhookDeliveriesTable>[]): Promise<void> {
  if (deliveries.length === 0) return;
  await trx.insertInto('webhook_deliveries').values(deliveries).execute();
  await deliveriesQueued(ctx, trx, deliveries.length);
}

/** Deliveries were made due in this transaction: dispatchers are woken once it commits. */
export async function deliveriesQueued(ctx: OutboxContext, trx: Transaction<Database>, count: number): Promise<void> {
  if (count === 0) return;
  afterCommit(trx, () => deliveriesCommitted.emit());
  if (ctx.store.dialect === 'postgres') await sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`.execute(trx);
}
