// The transactional outbox: inside the domain transaction, an event row per receiving partner
// (and one for the network, when it receives the change) and a pending delivery row per
// subscribed endpoint. Nothing else: workers find the rows.
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Config } from '../config.js';
import { executePrepared, preparedQuery } from '../store/prepared.js';
import type { Database, Db, WebhookDeliveriesTable } from '../store/schema.js';
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
  'order.released',
  'settlement.paid',
  'webhook_endpoint.disabled',
  'order.escalated',
  'order.expired',
  'order.late',
  'order.offered',
  'zone.pressure_changed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The network as a recipient: the owner id of its event rows, webhook endpoints and deliveries
 * (their `partner_id`; migration 012 gives it a partners row no partner query sees). Everything
 * keyed by recipient serves it as it serves a partner.
 */
export const NETWORK = 'network';

/** Webhook workers in other processes LISTEN on this channel; NOTIFY is delivered on commit. */
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

/** Who receives an event: these partners, or every partner covering the zone (or any of the zones). */
export type Recipients = string[] | { zone: string } | { zones: string[] };

const ROUTE_COLUMNS = ['id', 'partner_id', 'enabled_events', 'ordered'] as const;

// Every event for given partners (each accept and move) reads their endpoints: compiled once per count.
const endpointsOf = preparedQuery((db: Db, _count: string, ...owners: string[]) =>
  db.selectFrom('webhook_endpoints').select(ROUTE_COLUMNS).where('partner_id', 'in', owners).where('status', '=', 'enabled'),
);

/**
 * The recipient partners and their enabled endpoints (the network's too, with `network`). For
 * zones, one query finds them all: a round trip fewer for every order created.
 */
async function routeTo(trx: Transaction<Database>, recipients: Recipients, network: boolean) {
  if (Array.isArray(recipients)) {
    const owners = network ? [...recipients, NETWORK] : recipients;
    if (owners.length === 0) return { partnerIds: [], endpoints: [] };
    return { partnerIds: recipients, endpoints: await endpointsOf(trx, String(owners.length), ...owners) };
  }
  let query = trx
    .selectFrom('partner_zones as z')
    .leftJoin('webhook_endpoints as e', (join) => join.onRef('e.partner_id', '=', 'z.partner_id').on('e.status', '=', 'enabled'))
    .select(['z.partner_id as recipient', 'e.id', 'e.partner_id', 'e.enabled_events', 'e.ordered'])
    .where('z.zone', 'in', 'zone' in recipients ? [recipients.zone] : recipients.zones);
  if (network) {
    query = query.unionAll(
      trx
        .selectFrom('webhook_endpoints as e')
        .select([sql<string>`${sql.lit(NETWORK)}`.as('recipient'), 'e.id', 'e.partner_id', 'e.enabled_events', 'e.ordered'])
        .where('e.partner_id', '=', NETWORK)
        .where('e.status', '=', 'enabled'),
    );
  }
  const { rows } = await executePrepared(trx, query.orderBy('recipient'));
  // A partner covering several of the zones comes once per zone: each endpoint once.
  const endpoints = new Map(rows.flatMap(({ recipient: _, ...e }) => (e.id === null ? [] : [[e.id, e as { id: string; partner_id: string; enabled_events: string; ordered: number }] as const])));
  return {
    partnerIds: [...new Set(rows.filter((row) => row.recipient !== NETWORK).map((row) => row.recipient))],
    endpoints: [...endpoints.values()],
  };
}

/**
 * The partner a network event is about, for the feed's `partner_id` filter: the one holding the
 * order, or, for a release, the one it was taken from (`released_from`).
 */
function subjectOf(network: EventData): string | null {
  if ('partner_id' in network && typeof network.partner_id === 'string') return network.partner_id;
  const from = 'released_from' in network ? (network.released_from as { partner_id?: unknown } | null) : null;
  return typeof from?.partner_id === 'string' ? from.partner_id : null;
}

/** Order events carry the order's id and version: their place in its history. */
type EventData = { order_id: string; version: number } | object;

/**
 * Records an event for each recipient partner (given, or every partner covering a zone) with a
 * delivery to each of their endpoints that wants it, in the caller's transaction. With
 * `network` (the network's view of the change: the admin order, or the settlement), one more
 * event for the network, with deliveries to its endpoints, whoever else receives it. Without
 * it (sandbox activity, a partner's own endpoint), the network hears nothing.
 */
export async function recordEvent(
  ctx: OutboxContext,
  trx: Transaction<Database>,
  type: EventType,
  recipients: Recipients,
  data: EventData,
  network?: EventData,
): Promise<number> {
  return recordEvents(ctx, trx, type, recipients, [{ data, network }]);
}

/** Writes pending deliveries (e.g. replays of an event) and wakes the workers. */
export async function enqueueDeliveries(ctx: OutboxContext, trx: Transaction<Database>, deliveries: Insertable<WebhookDeliveriesTable>[]): Promise<void> {
  if (deliveries.length === 0) return;
  await trx.insertInto('webhook_deliveries').values(deliveries).execute();
  await deliveriesQueued(ctx, trx, deliveries.length);
}

/** Deliveries were made due in this transaction: workers are woken once it commits. */
export async function deliveriesQueued(ctx: OutboxContext, trx: Transaction<Database>, count: number): Promise<void> {
  if (count === 0) return;
  afterCommit(trx, () => deliveriesCommitted.emit());
  if (ctx.store.dialect === 'postgres') await executePrepared(trx, sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`);
}

/**
 * One event type for several objects with the same recipients (the escalation pass's batch of
 * jobs stepped together, src/offers/offers.service.ts): one routing read and one write of all
 * the events and deliveries, where recordEvent per object would take a round trip of each per
 * object. Each object's events and deliveries are what recordEvent would have written for it.
 * The items of one call either all have a network copy or none has. Answers how many partners
 * the events went to (the network not counted).
 */
export async function recordEvents(
  ctx: OutboxContext,
  trx: Transaction<Database>,
  type: EventType,
  recipients: Recipients,
  items: Array<{ data: EventData; network?: EventData }>,
): Promise<number> {
  if (items.length === 0) return 0;
  const toNetwork = items[0].network !== undefined;
  const { partnerIds, endpoints } = await routeTo(trx, recipients, toNetwork);
  if (partnerIds.length === 0 && !toNetwork) return 0;
  const created = nowIso();
  // The committing request's trace, for the attempts' spans to link to; no column at all with tracing off.
  const traceparent = activeTraceparent();
  const traced = traceparent === null ? {} : { traceparent };
  const wanting = endpoints.filter((endpoint) => endpointWants(JSON.parse(endpoint.enabled_events) as string[], type));
  const events: Array<Insertable<Database['events']>> = [];
  const deliveries: Array<Insertable<WebhookDeliveriesTable>> = [];
  for (const { data, network } of items) {
    const about = network ?? data;
    const orderId = 'order_id' in about ? about.order_id : null;
    // Every row has the same columns (a multi-row insert on SQLite takes no DEFAULT).
    const event = (owner: string, payload: string, subject: string | null) => ({
      id: newId('evt'),
      partner_id: owner,
      type,
      data: payload,
      created_at: created,
      order_id: orderId,
      subject_partner_id: subject,
      ...traced,
    });
    const payload = JSON.stringify(data);
    const mine = partnerIds.map((partnerId) => event(partnerId, payload, null));
    if (network !== undefined) {
      const subject = subjectOf(network);
      mine.push(event(NETWORK, JSON.stringify(network), subject));
    }
    events.push(...mine);
    for (const endpoint of wanting) {
      const owned = mine.find((e) => e.partner_id === endpoint.partner_id);
      if (!owned) continue;
      const seen = endpoint.partner_id === NETWORK ? network! : data;
      const ordering = 'order_id' in seen ? { key: seen.order_id, sequence: seen.version } : null;
      deliveries.push(newDelivery(ctx, owned.id, endpoint, endpoint.ordered ? ordering : null));
    }
  }
  // Prepared: one statement per number of events and deliveries, and there are few.
  await writeTogether(trx, ctx.store.dialect, [trx.insertInto('events').values(events), deliveries.length > 0 && trx.insertInto('webhook_deliveries').values(deliveries)], { prepared: true });
  await deliveriesQueued(ctx, trx, deliveries.length);
  return partnerIds.length;
}
