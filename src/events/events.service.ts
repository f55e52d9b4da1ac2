import type { Context } from '../context.js';
import { transact } from '../store/transaction.js';
import { AppError } from '../shared/errors.js';
import { toIsoTimestamp } from '../shared/time.js';
import { page, type Page } from '../shared/pagination.js';
import { endpointWants, enqueueDeliveries, newDelivery } from '../outbox/outbox.js';
import { toDelivery, toEvent, type Delivery } from './events.mapper.js';
import { findPartnerEvent, listEventAttempts, listEventDeliveries, listPartnerEvents, listReplayEndpoints, type EventFilter } from './events.queries.js';

type Event = ReturnType<typeof toEvent>;

/** Whose events: a partner's (its principal: the sandbox's with a test key) or the network's (`NETWORK`). */
export type EventOwner = { partnerId: string };

const eventNotFound = (id: string) => new AppError('event_not_found', `No event ${id} is yours.`);

export async function listEvents(ctx: Context, owner: EventOwner, filter: EventFilter): Promise<Page<Event>> {
  const rows = await listPartnerEvents(ctx.store.db, owner.partnerId, {
    ...filter,
    createdGte: filter.createdGte && toIsoTimestamp(filter.createdGte),
    createdLte: filter.createdLte && toIsoTimestamp(filter.createdLte),
  });
  return page(rows, filter.limit, toEvent, (e) => e.id);
}

/** The event with every delivery made of it and every attempt of each. */
export async function getEvent(ctx: Context, owner: EventOwner, id: string): Promise<Event & { deliveries: Delivery[] }> {
  const db = ctx.store.db;
  const row = await findPartnerEvent(db, owner.partnerId, id);
  if (!row) throw eventNotFound(id);
  // Deliveries first: an outcome commits its attempt with the delivery's new state, so every
  // attempt behind a state read here is there when the attempts are read after it.
  const deliveries = await listEventDeliveries(db, id);
  const attempts = await listEventAttempts(db, id);
  return {
    ...toEvent(row),
    deliveries: deliveries.map((d) => toDelivery(d, attempts.filter((a) => a.delivery_id === d.id))),
  };
}

/**
 * Sends the event again as a new delivery, to one endpoint or to every enabled endpoint that
 * subscribes to its type. Receivers see the same `webhook-id`, so they can dedupe it.
 */
export async function replayEvent(ctx: Context, owner: EventOwner, id: string, endpointId?: string) {
  const deliveries = await transact(ctx, async (trx) => {
    const event = await findPartnerEvent(trx, owner.partnerId, id);
    if (!event) throw eventNotFound(id);
    let endpoints = await listReplayEndpoints(trx, owner.partnerId, endpointId);
    if (endpointId !== undefined) {
      if (endpoints.length === 0) throw new AppError('webhook_endpoint_not_found', `No webhook endpoint ${endpointId} is yours.`, { param: 'endpoint_id' });
      if (endpoints[0].status !== 'enabled') {
        throw new AppError('webhook_endpoint_disabled', `Webhook endpoint ${endpointId} is disabled; enable it to replay to it.`, { param: 'endpoint_id' });
      }
    } else {
      endpoints = endpoints.filter((e) => e.status === 'enabled' && endpointWants(JSON.parse(e.enabled_events) as string[], event.type));
    }
    // Out of band: a replay waits for no earlier event of its order.
    const rows = endpoints.map((endpoint) => newDelivery(ctx, event.id, endpoint));
    await enqueueDeliveries(ctx, trx, rows);
    return rows;
  });
  return {
    object: 'event_replay' as const,
    event_id: id,
    deliveries: deliveries.map((d) => ({ id: d.id, endpoint_id: d.endpoint_id, status: 'pending' as const })),
  };
}
