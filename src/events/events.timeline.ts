import type { Context } from '../context.js';
import { getOrderAsNetwork } from '../orders/orders.service.js';
import type { AdminOrder } from '../orders/orders.mapper.js';
import { attemptsOf, deliveriesOf, networkEventsOfOrder, partnerCopies } from './events.timeline.queries.js';
import { nextAttemptOf } from './events.mapper.js';
import { passwordMasked } from '../webhooks/webhooks.broker-url.js';

/** The events a timeline shows at most (an order's whole life is a dozen or so). */
export const TIMELINE_LIMIT = 100;

export type TimelineAttempt = { attempted_at: string; status_code: number | null; latency_ms: number; error: string | null };
export type TimelineDelivery = {
  id: string;
  endpoint_id: string;
  url: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempt_count: number;
  next_attempt_at: string | null;
  attempts: TimelineAttempt[];
};
export type TimelineEvent = { id: string; type: string; created: string; recipient: string; deliveries: TimelineDelivery[] };
export type OrderTimeline = { object: 'order_timeline'; order: AdminOrder; events: TimelineEvent[]; has_more: boolean };

// Map.groupBy is Node 21+; Node 20 must work.
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * A live order's story for the network: each change (the network's event) with every copy of it
 * (the network's and each partner's), and what was delivered to each endpoint, attempt by
 * attempt. Every read goes through an index and is bounded by the order's own events.
 */
export async function orderTimeline(ctx: Context, orderId: string): Promise<OrderTimeline> {
  const db = ctx.store.db;
  const order = await getOrderAsNetwork(ctx, orderId); // 404 for an unknown (or sandbox) order
  const network = await networkEventsOfOrder(db, orderId, TIMELINE_LIMIT + 1);
  const hasMore = network.length > TIMELINE_LIMIT;
  const changes = network.slice(0, TIMELINE_LIMIT);
  const copies = await partnerCopies(db, orderId, [...new Set(changes.map((e) => e.created_at))]);
  const rows = [...changes.map((e) => ({ ...e, partner_id: 'network' })), ...copies].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || (a.partner_id === 'network' ? -1 : b.partner_id === 'network' ? 1 : a.id.localeCompare(b.id)),
  );
  const ids = rows.map((e) => e.id);
  // Deliveries first, as the event detail reads them: an outcome commits its attempt with the
  // delivery's new state, so a delivery read as done has its attempts there when they are read.
  const deliveries = await deliveriesOf(db, ids);
  const attempts = await attemptsOf(db, ids);
  const attemptsBy = groupBy(attempts, (a) => a.delivery_id);
  const deliveriesBy = groupBy(deliveries, (d) => d.event_id);
  return {
    object: 'order_timeline',
    order,
    events: rows.map((e) => ({
      id: e.id,
      type: e.type,
      created: e.created_at,
      recipient: e.partner_id,
      deliveries: (deliveriesBy.get(e.id) ?? []).map((d) => ({
        id: d.id,
        endpoint_id: d.endpoint_id,
        url: passwordMasked(d.url),
        status: d.status,
        attempt_count: d.attempt_count,
        next_attempt_at: nextAttemptOf(d),
        attempts: (attemptsBy.get(d.id) ?? []).map((a) => ({ attempted_at: a.attempted_at, status_code: a.status_code, latency_ms: a.latency_ms, error: a.error })),
      })),
    })),
    has_more: hasMore,
  };
}
