import type { Context } from '../context.js';
import { loadDispatchableOrder } from '../orders/orders.service.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import type { Db, OrdersTable } from '../store/schema.js';
import { freeRidersInBox, freeRidersInZone, someFreeRiders, type Candidate } from './dispatch.queries.js';
import { boxAround, distanceM, rankRiders, type Point, type Suggestion } from './dispatch.ranking.js';

// Candidates are read around the pickup in growing boxes, until the circle inside a box holds
// the riders needed: every free rider nearer than its radius was read, so the nearest are exact
// and a large fleet costs a few small reads (docs/decisions.md, "Rider suggestions"). Only when
// that falls short (no pickup point, few located riders) are the job's zone and some of the
// rest read, bounded, for the riders whose distance is unknown.
const FIRST_RADIUS_M = 250;
const LAST_RADIUS_M = 64_000;
const BOX_CANDIDATES = 500;
const ZONE_CANDIDATES = 500;
const OTHER_CANDIDATES = 200;

export type SuggestionList = { object: 'list'; data: Suggestion[]; has_more: boolean };

/** The partner's riders who could accept the job now, best first. */
export async function suggestRiders(ctx: Context, partner: PartnerPrincipal, orderId: string, limit: number): Promise<SuggestionList> {
  const order = await loadDispatchableOrder(ctx, partner, orderId);
  const ranked = await rankRidersFor(ctx.store.db, partner.partnerId, order, limit + 1);
  return { object: 'list', data: ranked.slice(0, limit), has_more: ranked.length > limit };
}

/**
 * The partner's candidates for the job, best first: at least the best `needed` (all of them
 * when fewer could take it). What suggestions and auto-dispatch both pick from.
 */
export async function rankRidersFor(db: Db, partnerId: string, order: OrdersTable, needed: number): Promise<Suggestion[]> {
  const pickup = pickupOf(order);
  const job = { zone: order.zone, riderId: order.rider_id, pickup };
  const nearby = pickup ? await nearestFree(db, partnerId, pickup, order.rider_id, needed) : { riders: [], enough: false };
  if (nearby.enough) return rankRiders(nearby.riders, job);
  const [inZone, others] = await Promise.all([
    freeRidersInZone(db, partnerId, order.zone, ZONE_CANDIDATES).execute(),
    someFreeRiders(db, partnerId, OTHER_CANDIDATES).execute(),
  ]);
  return rankRiders([...nearby.riders, ...inZone, ...others], job);
}

/**
 * Free riders around `pickup`, the box growing from 250 m until `needed` of them lie within its
 * radius (`enough`: none nearer is missing). It grows by the density it found (at least 1.5×,
 * at most 4×), so a dense fleet is one read of a few dozen rows and a sparse one a few reads. A
 * box too full to read whole (over 500 free riders) is halved first; once grown, it is taken as
 * read, nearest-exact only within the previous radius.
 */
async function nearestFree(db: Db, partnerId: string, pickup: Point, skip: string | null, needed: number): Promise<{ riders: Candidate[]; enough: boolean }> {
  let radius = FIRST_RADIUS_M;
  let grown = false;
  for (;;) {
    const rows = await freeRidersInBox(db, partnerId, boxAround(pickup, radius), BOX_CANDIDATES + 1).execute();
    const full = rows.length > BOX_CANDIDATES;
    if (full && !grown && radius > FIRST_RADIUS_M / 8) {
      radius /= 2;
      continue;
    }
    const within = rows.filter((r) => r.id !== skip && distanceM({ lat: r.lat!, lng: r.lng! }, pickup) <= radius).length;
    if (within >= needed || full) return { riders: rows, enough: true };
    if (radius >= LAST_RADIUS_M) return { riders: rows, enough: false };
    // Riders found grow with the area, the square of the radius.
    const growth = within === 0 ? 4 : Math.min(4, Math.max(1.5, 1.25 * Math.sqrt(needed / within)));
    radius = Math.min(LAST_RADIUS_M, radius * growth);
    grown = true;
  }
}

const pickupOf = (order: OrdersTable) => (order.pickup_lat !== null && order.pickup_lng !== null ? { lat: order.pickup_lat, lng: order.pickup_lng } : null);
