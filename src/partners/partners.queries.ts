import { inList } from '../store/in-list.js';
import { preparedQuery } from '../store/prepared.js';
import type { Dialect } from '../store/store.js';
import type { Db, PartnersTable } from '../store/schema.js';

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
    .select(['api_keys.id as key_id', 'api_keys.partner_id', 'api_keys.mode', 'partners.territories', 'sandbox.id as sandbox_id'])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null),
);

/**
 * The one query behind every partner request's authentication. Its answers are cached on
 * SQLite (partners.key-cache.ts): a new kind of write in this process that changes them (a
 * partner's territories, a key's partner) must empty that cache, as revoking a key does.
 */
export async function findLiveKeyByHash(db: Db, keyHash: string) {
  const [row] = await liveKeyByHash(db, '', keyHash);
  return row;
}

/** Which of these keys have been revoked (one statement text whatever their number). */
export async function findRevokedKeyIds(db: Db, dialect: Dialect, keyIds: string[]): Promise<string[]> {
  const rows = await db.selectFrom('api_keys').select('id').where(inList(dialect, 'id', keyIds)).where('revoked_at', 'is not', null).execute();
  return rows.map((row) => row.id);
}
