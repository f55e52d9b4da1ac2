import type { LateKind, OrdersTable } from '../store/schema.js';
import { fromMinor } from '../shared/money.js';
import type { AcceptedOrder, AdminOrder, Order, OrderSummary } from './orders.schemas.js';

export { LATE_KINDS, ORDER_STATUSES, type LateKind, type OrderStatus } from '../store/schema.js';
export type { AcceptedOrder, AdminOrder, Order, OrderSummary } from './orders.schemas.js';

type Money = Order['payout_estimate'];

export function payoutOf(row: OrdersTable): Money {
  return { currency: row.currency, amount: fromMinor(row.amount_minor, row.currency) };
}

export function toOrderSummary(row: OrdersTable): OrderSummary {
  return {
    order_id: row.id,
    status: row.status,
    rider_id: row.rider_id,
    pickup: { creator: row.pickup_creator, eta_mins: row.pickup_eta_mins },
    dropoff: { area: row.dropoff_area },
    payout_estimate: payoutOf(row),
  };
}

export function toAcceptedOrder(row: OrdersTable): AcceptedOrder {
  const summary = toOrderSummary(row);
  if (summary.status !== 'assigned' || summary.rider_id === null) throw new Error(`order ${row.id} is ${row.status}, not assigned`);
  return { ...summary, status: 'assigned', rider_id: summary.rider_id };
}

/** Where the job is offered: its zone, then the zones escalation added (docs/decisions.md, "The escalation ladder and its races"). */
export function offeredZones(row: Pick<OrdersTable, 'zone' | 'offered_zones'>): string[] {
  return row.offered_zones == null ? [row.zone] : (JSON.parse(row.offered_zones) as string[]);
}

// Steering (migration 022; docs/network.md, "Steering a job"): who the network keeps the open
// job from, and whom alone it offered it to. One rule, here; the available list's SQL says the
// same (orders.queries.ts, steeredToPartner).
const idList = (text: string | null | undefined): string[] | null => (text == null ? null : (JSON.parse(text) as string[]));

/** The partners a release kept the job from (its `exclude`), until the network offers it to them again. */
export const excludedPartners = (row: Pick<OrdersTable, 'excluded_partner_ids'>): string[] => idList(row.excluded_partner_ids) ?? [];

/** The only partners the last re-offer named, or null: every partner covering one of `offered_zones`. */
export const namedPartners = (row: Pick<OrdersTable, 'offered_partner_ids'>): string[] | null => idList(row.offered_partner_ids);

/** Whether the network's steering lets the job be offered to this partner (its territories aside). */
export function steeredTo(row: Pick<OrdersTable, 'excluded_partner_ids' | 'offered_partner_ids'>, partnerId: string): boolean {
  const named = namedPartners(row);
  return !excludedPartners(row).includes(partnerId) && (named === null || named.includes(partnerId));
}

const point = (lat: number | null, lng: number | null) => (lat === null || lng === null ? null : { lat, lng });

export function toOrder(row: OrdersTable): Order {
  const summary = toOrderSummary(row);
  return {
    object: 'order',
    ...summary,
    pickup: { ...summary.pickup, location: point(row.pickup_lat, row.pickup_lng) },
    dropoff: { ...summary.dropoff, location: point(row.dropoff_lat, row.dropoff_lng) },
    zone: row.zone,
    cancellation_reason: row.cancellation_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
    assigned_at: row.assigned_at,
    picked_up_at: row.picked_up_at,
    delivered_at: row.delivered_at,
    cancelled_at: row.cancelled_at,
    version: row.version,
    // Offers (migration 015): on every view, so each is in one place.
    accept_by: row.accept_by ?? null,
    escalation_step: row.escalation_step ?? 0,
    offered_zones: offeredZones(row),
  };
}

/** Whether a taken job is late now (docs/decisions.md, "Late jobs"): the one rule, also the `?late=` filter's (orders.queries.ts, LATE_BY). */
export function lateOf(row: Pick<OrdersTable, 'status' | 'pickup_by' | 'deliver_by'>, now = new Date().toISOString()): LateKind | null {
  if (row.status === 'assigned' && row.pickup_by != null && row.pickup_by <= now) return 'pickup';
  if (row.status === 'picked_up' && row.deliver_by != null && row.deliver_by <= now) return 'delivery';
  return null;
}

/** The network's view (admin API, the network's events): the order, who holds it, the network's reference, its steering and its lateness. */
export function toAdminOrder(row: OrdersTable): AdminOrder {
  return {
    ...toOrder(row),
    partner_id: row.partner_id,
    reference: row.reference,
    excluded_partner_ids: excludedPartners(row),
    offered_partner_ids: namedPartners(row),
    pickup_by: row.pickup_by ?? null,
    deliver_by: row.deliver_by ?? null,
    late: lateOf(row),
  };
}
