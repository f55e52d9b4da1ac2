import { sql } from 'kysely';
import type { Db, DispatchPoliciesTable, RidersTable } from '../store/schema.js';

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
// (docs/performance.md, "Dispatch assistance"), which reads the whole table when the partner's riders are
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

// ---------------------------------------------------------------- dispatch policies

const POLICY_COLUMNS = ['partner_id', 'mode', 'zones', 'max_distance_m', 'updated_at', 'last_auto_assigned_at'] as const;

export function findPolicy(db: Db, partnerId: string) {
  return db.selectFrom('dispatch_policies').select(POLICY_COLUMNS).where('partner_id', '=', partnerId).executeTakeFirst();
}

/** Sets the policy (one row per partner row; racing PUTs: the last to commit stays). */
export function upsertPolicy(db: Db, row: Omit<DispatchPoliciesTable, 'last_auto_assigned_at'>) {
  return db
    .insertInto('dispatch_policies')
    .values({ ...row, last_auto_assigned_at: null })
    .onConflict((oc) => oc.column('partner_id').doUpdateSet({ mode: row.mode, zones: row.zones, max_distance_m: row.max_distance_m, updated_at: row.updated_at }))
    .returning(POLICY_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * The auto policies whose partner has a rider who could take a job now, with the partner's
 * sandbox (if it is one) and territories (a sandbox works in its live partner's). Read on every
 * pass of the matcher: the partial index of auto policies, then one probe of riders_free_idx
 * each, so jobs nobody could take cost nothing to leave waiting. Active partners only.
 */
export function autoPoliciesWithFreeRiders(db: Db) {
  return db
    .selectFrom('dispatch_policies as p')
    .innerJoin('partners as partner', 'partner.id', 'p.partner_id')
    .innerJoin('partners as live', (join) => join.on(sql<boolean>`live.id = coalesce(partner.sandbox_of, partner.id)`))
    .select(['p.partner_id', 'p.zones', 'p.max_distance_m', 'p.last_auto_assigned_at', 'partner.sandbox_of', 'live.territories'])
    .where(sql<boolean>`p.mode = 'auto'`)
    // A suspended partner (and its sandbox) keeps its policy, unused until it is resumed.
    .where('live.status', '=', 'active')
    .where(({ exists, selectFrom }) => exists(selectFrom('riders').select(sql`1`.as('one')).whereRef('riders.partner_id', '=', 'p.partner_id').where(FREE)))
    .orderBy('p.partner_id');
}

/** The round-robin clock of the fairness rule (docs/decisions.md, "Auto-dispatch"). */
export function markAutoAssigned(db: Db, partnerId: string, at: string) {
  return db.updateTable('dispatch_policies').set({ last_auto_assigned_at: at }).where('partner_id', '=', partnerId).execute();
}
