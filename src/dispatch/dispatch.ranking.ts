import type { Candidate } from './dispatch.queries.js';
import type { RiderSuggestion } from './dispatch.schemas.js';

// How riders are ranked for a job (docs/decisions.md, "Rider suggestions"). Pure: the service
// reads the candidates, this orders them and says why.

export interface Point {
  lat: number;
  lng: number;
}

export interface Job {
  zone: string;
  /** The rider holding it, for a reassign: not suggested again. */
  riderId: string | null;
  pickup: Point | null;
}

export type Suggestion = RiderSuggestion;

const EARTH_RADIUS_M = 6_371_008.8; // mean radius (IUGG)
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in metres. */
export function distanceM(a: Point, b: Point): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The box of points within `radiusM` of `center` (a superset of the circle; clamped at the poles and the antimeridian). */
export function boxAround(center: Point, radiusM: number) {
  const dLat = (radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
  const cos = Math.cos(rad(center.lat));
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLng: Math.max(-180, center.lng - dLng),
    maxLng: Math.min(180, center.lng + dLng),
  };
}

const LOCATION_STALE_MS = 10 * 60_000;

function clock(iso: string, now: Date): string {
  const time = `${iso.slice(11, 16)} UTC`;
  return iso.slice(0, 10) === now.toISOString().slice(0, 10) ? time : `${iso.slice(0, 10)} ${time}`;
}

function distanceText(metres: number): string {
  return metres < 1000 ? `${metres} m from the pickup` : `${(metres / 1000).toFixed(1)} km from the pickup`;
}

type Ranked = Suggestion & { inZone: boolean; freeShare: number; updatedAt: string };

function assess(rider: Candidate, job: Job, now: Date): Ranked {
  const riderAt = rider.lat !== null && rider.lng !== null ? { lat: rider.lat, lng: rider.lng } : null;
  const distance = riderAt && job.pickup ? Math.round(distanceM(riderAt, job.pickup)) : null;
  const free = rider.capacity - rider.active_deliveries;
  const inZone = rider.zone === job.zone;
  const freeShare = free / rider.capacity;
  // Known distance: (0.1, 1], falling with distance (1 at the pickup, 0.55 at 1 km). Unknown:
  // [0, 0.1], from the zone and the free share of seats. So the score never rises down the list.
  const score = distance !== null ? 0.1 + 0.9 / (1 + distance / 1000) : 0.06 * (inZone ? 1 : 0) + 0.04 * freeShare;

  const reasons: string[] = [];
  if (distance !== null) reasons.push(distanceText(distance));
  else reasons.push(riderAt ? 'pickup location unknown' : 'location unknown');
  reasons.push(rider.active_deliveries === 0 ? 'no deliveries in hand' : `${rider.active_deliveries} in hand, ${free} ${free === 1 ? 'seat' : 'seats'} free`);
  reasons.push(inZone ? "in the job's zone" : `in zone ${rider.zone}, not the job's`);
  if (rider.active_deliveries === 0) reasons.push(`idle since ${clock(rider.updated_at, now)}`);
  if (riderAt && rider.location_recorded_at && now.getTime() - Date.parse(rider.location_recorded_at) > LOCATION_STALE_MS) {
    reasons.push(`location from ${clock(rider.location_recorded_at, now)}`);
  }
  return {
    rider_id: rider.id,
    score: Math.round(score * 10_000) / 10_000,
    distance_m: distance,
    free_capacity: free,
    active_deliveries: rider.active_deliveries,
    reasons,
    inZone,
    freeShare,
    updatedAt: rider.updated_at,
  };
}

const byId = (a: Ranked, b: Ranked) => (a.rider_id < b.rider_id ? -1 : a.rider_id > b.rider_id ? 1 : 0);
const longestIdle = (a: Ranked, b: Ranked) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : 0);

/**
 * Known distance first, nearer first; at the same distance fewer deliveries in hand, then the
 * job's zone, then the longest idle. Unknown distance after: the job's zone, then the larger
 * free share of seats, fewer in hand, the longest idle. Rider id last, so the order is stable.
 */
function compare(a: Ranked, b: Ranked): number {
  if ((a.distance_m === null) !== (b.distance_m === null)) return a.distance_m === null ? 1 : -1;
  if (a.distance_m !== null && b.distance_m !== null) {
    return a.distance_m - b.distance_m || a.active_deliveries - b.active_deliveries || Number(b.inZone) - Number(a.inZone) || longestIdle(a, b) || byId(a, b);
  }
  return Number(b.inZone) - Number(a.inZone) || b.freeShare - a.freeShare || a.active_deliveries - b.active_deliveries || longestIdle(a, b) || byId(a, b);
}

/** The candidates who could take the job, best first (each rider once). */
export function rankRiders(candidates: Candidate[], job: Job, now = new Date()): Suggestion[] {
  const unique = new Map(candidates.filter((c) => c.id !== job.riderId && c.active_deliveries < c.capacity).map((c) => [c.id, c]));
  return [...unique.values()]
    .map((rider) => assess(rider, job, now))
    .sort(compare)
    .map(({ inZone: _z, freeShare: _f, updatedAt: _u, ...suggestion }) => suggestion);
}
