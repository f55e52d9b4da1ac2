import { PostgresAdapter, sql } from 'kysely';
import { inList } from '../store/in-list.js';
import { preparedQuery } from '../store/prepared.js';
import type { Dialect } from '../store/store.js';
import { ORDER_COLUMNS, type ApiKeysTable, type Db, type PartnersTable } from '../store/schema.js';

export async function insertPartner(db: Db, row: PartnersTable, zones: string[]): Promise<void> {
  await db.insertInto('partners').values(row).execute();
  await db
    .insertInto('partner_zones')
    .values(zones.map((zone) => ({ partner_id: row.id, zone })))
    .execute();
}

/** A live partner (a sandbox is not one: the network never addresses it by id). */
export function findPartner(db: Db, partnerId: string) {
  return db.selectFrom('partners').selectAll().where('id', '=', partnerId).where('sandbox_of', 'is', null).executeTakeFirst();
}

/** Makes the partner's sandbox unless it has one (racing callers: one insert wins, the rest do nothing). */
export async function ensureSandbox(db: Db, live: PartnersTable, row: PartnersTable): Promise<void> {
  await db
    .insertInto('partners')
    .values({ ...row, sandbox_of: live.id })
    .onConflict((oc) => oc.column('sandbox_of').doNothing())
    .execute();
}

export function listPartners(db: Db, limit: number, startingAfter?: string) {
  let query = db.selectFrom('partners').selectAll().where('sandbox_of', 'is', null).orderBy('id').limit(limit + 1);
  if (startingAfter) query = query.where('id', '>', startingAfter);
  return query.execute();
}

const liveKeyByHash = preparedQuery((db: Db, _shape: string, keyHash: string) =>
  db
    .selectFrom('api_keys')
    .innerJoin('partners', 'partners.id', 'api_keys.partner_id')
    // A test key works on the partner's sandbox.
    .leftJoin('partners as sandbox', (join) => join.onRef('sandbox.sandbox_of', '=', 'api_keys.partner_id').on('api_keys.mode', '=', 'test'))
    .select(['api_keys.id as key_id', 'api_keys.partner_id', 'api_keys.mode', 'api_keys.expires_at', 'partners.territories', 'partners.status', 'sandbox.id as sandbox_id'])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null),
);

/**
 * The one query behind every partner request's authentication. Its answers are cached on
 * SQLite (src/store/key-cache.ts): a new kind of write in this process that changes them (a
 * partner's territories, a key's partner) must empty that cache, as revoking a key does.
 */
export async function findLiveKeyByHash(db: Db, keyHash: string) {
  const [row] = await liveKeyByHash(db, '', keyHash);
  return row;
}

/**
 * Which of these keys no longer work (one statement text whatever their number): revoked,
 * expired (a rolled key past its `expires_at`), or of a suspended partner.
 */
export async function findRevokedKeyIds(db: Db, dialect: Dialect, keyIds: string[], now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('api_keys')
    .innerJoin('partners', 'partners.id', 'api_keys.partner_id')
    .select('api_keys.id')
    .where(inList(dialect, 'api_keys.id', keyIds))
    .where((eb) => eb.or([eb('api_keys.revoked_at', 'is not', null), eb('api_keys.expires_at', '<=', now), eb('partners.status', '!=', 'active')]))
    .execute();
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- the network manages partners

/** A live partner's row, locked for its update (PostgreSQL; SQLite writes one at a time). */
export function findPartnerForUpdate(db: Db, partnerId: string) {
  let query = db.selectFrom('partners').selectAll().where('id', '=', partnerId).where('sandbox_of', 'is', null);
  if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Writes a live partner's changes; its sandbox follows its territories and status. */
export async function updatePartnerRow(db: Db, partnerId: string, changes: Partial<Pick<PartnersTable, 'name' | 'territories' | 'status'>>): Promise<PartnersTable> {
  const row = await db.updateTable('partners').set(changes).where('id', '=', partnerId).returningAll().executeTakeFirstOrThrow();
  const { name: _, ...followed } = changes;
  if (Object.keys(followed).length > 0) await db.updateTable('partners').set(followed).where('sandbox_of', '=', partnerId).execute();
  return row;
}

/**
 * The zones whose new jobs are routed to the partner (order.created by zone): its territories
 * while it is active, none while it is suspended (an empty list).
 */
export async function setRoutedZones(db: Db, partnerId: string, zones: string[]): Promise<void> {
  await db.deleteFrom('partner_zones').where('partner_id', '=', partnerId).execute();
  if (zones.length > 0) await db.insertInto('partner_zones').values(zones.map((zone) => ({ partner_id: partnerId, zone }))).execute();
}

/** The orders the partner holds that are not picked up, in id order (the order a suspension releases them in). */
export function findAssignedOrdersOf(db: Db, partnerId: string) {
  return db.selectFrom('orders').select(ORDER_COLUMNS).where('partner_id', '=', partnerId).where('status', '=', 'assigned').orderBy('id').execute();
}

/** The live partners covering a zone now (active ones only: suspended ones have no rows). */
export async function partnersRoutedInZone(db: Db, zone: string): Promise<string[]> {
  const rows = await db.selectFrom('partner_zones').select('partner_id').where('zone', '=', zone).orderBy('partner_id').execute();
  return rows.map((row) => row.partner_id);
}

/** The live partners covering any of the zones now (active ones only), each once. */
export async function partnersRoutedInZones(db: Db, zones: string[]): Promise<string[]> {
  if (zones.length === 0) return [];
  const rows = await db.selectFrom('partner_zones').select('partner_id').distinct().where('zone', 'in', zones).orderBy('partner_id').execute();
  return rows.map((row) => row.partner_id);
}

/** Partners by id (those that exist), with what an offer to them checks. */
export function findPartnersByIds(db: Db, partnerIds: string[]) {
  return db.selectFrom('partners').select(['id', 'territories', 'sandbox_of']).where('id', 'in', partnerIds).execute();
}

/** Ends a key now or later (a roll): never pushes back an expiry it already has. */
export async function expireKey(db: Db, keyId: string, at: string, now: string) {
  return db
    .updateTable('api_keys')
    .set({ expires_at: sql<string>`case when expires_at is not null and expires_at < ${at} then expires_at else ${at} end` })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returningAll()
    .executeTakeFirst();
}

// ---------------------------------------------------------------- API keys and the admin key

export async function insertApiKey(db: Db, row: ApiKeysTable): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

export function findApiKey(db: Db, keyId: string) {
  return db.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirst();
}

/** A partner's keys, live and revoked, oldest first. */
export function listPartnerApiKeys(db: Db, partnerId: string) {
  return db.selectFrom('api_keys').selectAll().where('partner_id', '=', partnerId).orderBy('id').execute();
}

/** Revokes a key not yet revoked: its row, or undefined (no such key, or revoked already). */
export function revokeKey(db: Db, keyId: string, at: string) {
  return db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Notes a key's use: at most once a minute per key, whichever instance writes it (the where skips a fresher note). */
export async function touchApiKey(db: Db, keyId: string, now: string, staleBefore: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute();
}
