import type { Context } from '../context.js';
import { loadDispatchableOrder } from '../orders/orders.service.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import type { Db, OrdersTable } from '../store/schema.js';
import { freeRidersInBox, freeRidersInZone, someFreeRiders } from './dispatch.queries.js';
import { boxAround, rankRiders, type Suggestion } from './dispatch.ranking.js';

// The candidate set is bounded, whatever the fleet's size (docs/decisions.md): the free riders
// in the job's zone, those whose fix is near the pickup, and some of the rest, so a small
// fleet is seen whole. A rider outside all three is not suggested.
const ZONE_CANDIDATES = 500;
const NEARBY_CANDIDATES = 500;
const NEARBY_RADIUS_M = 15_000;
const OTHER_CANDIDATES = 200;

export type SuggestionList = { object: 'list'; data: Suggestion[]; has_more: boolean };

/** The partner's riders who could accept the job now, best first. */
export async function suggestRiders(ctx: Context, partner: PartnerPrincipal, orderId: string, limit: number): Promise<SuggestionList> {
  const order = await loadDispatchableOrder(ctx, partner, orderId);
  const ranked = await rankRidersFor(ctx.store.db, partner.partnerId, order);
  return { object: 'list', data: ranked.slice(0, limit), has_more: ranked.length > limit };
}

/** Every candidate of the partner's for the job, best first: what suggestions and auto-dispatch both pick from. */
export async function rankRidersFor(db: Db, partnerId: string, order: OrdersTable): Promise<Suggestion[]> {
  const pickup = pickupOf(order);
  const [inZone, nearby, others] = await Promise.all([
    freeRidersInZone(db, partnerId, order.zone, ZONE_CANDIDATES).execute(),
    pickup ? freeRidersInBox(db, partnerId, boxAround(pickup, NEARBY_RADIUS_M), NEARBY_CANDIDATES).execute() : [],
    someFreeRiders(db, partnerId, OTHER_CANDIDATES).execute(),
  ]);
  return rankRiders([...inZone, ...nearby, ...others], { zone: order.zone, riderId: order.rider_id, pickup });
}

const pickupOf = (order: OrdersTable) => (order.pickup_lat !== null && order.pickup_lng !== null ? { lat: order.pickup_lat, lng: order.pickup_lng } : null);
