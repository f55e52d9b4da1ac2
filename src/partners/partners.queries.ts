import { preparedQuery } from '../store/prepared.js';
import type { Db, PartnersTable } from '../store/schema.js';

export async function insertPartner(db: Db, row: PartnersTable, zones: string[]): Promise<void> {
  await db.insertInto('partners').values(row).execute();
  await db
    .insertInto('partner_zones')
    .values(zones.map((zone) => ({ partner_id: row.id, zone })))
    .execute();
}

export function findPartner(db: Db, partnerId: string) {
  return db.selectFrom('partners').selectAll().where('id', '=', partnerId).executeTakeFirst();
}

export function listPartners(db: Db, limit: number, startingAfter?: string) {
  let query = db.selectFrom('partners').selectAll().orderBy('id').limit(limit + 1);
  if (startingAfter) query = query.where('id', '>', startingAfter);
  return query.execute();
}

const liveKeyByHash = preparedQuery((db: Db, _shape: string, keyHash: string) =>
  db
    .selectFrom('api_keys')
    .innerJoin('partners', 'partners.id', 'api_keys.partner_id')
    .select(['api_keys.id as key_id', 'api_keys.partner_id', 'partners.territories'])
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null),
);

/** The one query behind every partner request's authentication. */
export async function findLiveKeyByHash(db: Db, keyHash: string) {
  const [row] = await liveKeyByHash(db, '', keyHash);
  return row;
}
