import { sql } from 'kysely';
import type { Db, RidersTable } from '../store/schema.js';

// Each returns the query (run it with `.execute()`), so a test can read the plan of the very statement.

// Riders who could take a job now, read through the partial indexes of migration 009 (the
// predicate is written as the indexes' own, so SQLite's planner can match it): never a scan of
// the fleet, and each read bounded.
const FREE = sql<boolean>`status = 'online' and active_deliveries < capacity`;

export const CANDIDATE_COLUMNS = ['id', 'zone', 'capacity', 'active_deliveries', 'updated_at', 'lat', 'lng', 'location_recorded_at'] as const;
export type Candidate = Pick<RidersTable, (typeof CANDIDATE_COLUMNS)[number]>;

const freeRiders = (db: Db, partnerId: string) => db.selectFrom('riders').select(CANDIDATE_COLUMNS).where('partner_id', '=', partnerId).where(FREE);

/** The partner's free riders in one zone (riders_free_idx). */
export function freeRidersInZone(db: Db, partnerId: string, zone: string, limit: number) {
  return freeRiders(db, partnerId).where('zone', '=', zone).orderBy('id').limit(limit);
}

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

// The two reads below are ordered as their index is, so that PostgreSQL walks the index too:
// unordered, with most of a large fleet free, it chose a scan of riders that stops at the limit
// (docs/performance.md, issue 21), which reads the whole table when the partner's riders are
// few or lie at its end. SQLite read them in this order already.

/** The partner's free riders whose last fix is inside the box (riders_free_geo_idx). */
export function freeRidersInBox(db: Db, partnerId: string, box: Box, limit: number) {
  return freeRiders(db, partnerId)
    .where(sql<boolean>`lat is not null`)
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat)
    .where('lng', '>=', box.minLng)
    .where('lng', '<=', box.maxLng)
    .orderBy('lat')
    .orderBy('lng')
    .limit(limit);
}

/** Any of the partner's free riders, up to `limit` (riders_free_idx, by its partner prefix). */
export function someFreeRiders(db: Db, partnerId: string, limit: number) {
  return freeRiders(db, partnerId).orderBy('zone').orderBy('id').limit(limit);
}
