import { sql, type Insertable } from 'kysely';
import type { Db, SettlementsTable } from '../store/schema.js';

/** The currencies of the partner's delivered orders not yet settled. */
export function findOwedCurrencies(db: Db, partnerId: string) {
  return db
    .selectFrom('orders')
    .select('currency')
    .distinct()
    .where('partner_id', '=', partnerId)
    .where('status', '=', 'delivered')
    .where('settlement_id', 'is', null)
    .execute();
}

/**
 * Claims for the settlement `settlementId` the partner's delivered, unsettled orders in one
 * currency (at most `limit`, the earliest delivered): a conditional update, so two settlements
 * running at once never claim an order twice.
 */
export function claimOrders(db: Db, claim: { partnerId: string; currency: string; settlementId: string; limit: number }) {
  return db
    .updateTable('orders')
    .set({ settlement_id: claim.settlementId })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('partner_id', '=', claim.partnerId)
        .where('status', '=', 'delivered')
        .where('settlement_id', 'is', null)
        .where('currency', '=', claim.currency)
        .orderBy('delivered_at')
        .orderBy('id')
        .limit(claim.limit),
    )
    .where('settlement_id', 'is', null)
    .returning(['id', 'amount_minor'])
    .execute();
}

export async function insertSettlement(db: Db, row: Insertable<SettlementsTable>): Promise<void> {
  await db.insertInto('settlements').values(row).execute();
}

/** A partner's settlements, newest first: a page and one more (is there a next page). */
export function listPartnerSettlements(db: Db, partnerId: string, query: { limit: number; startingAfter?: string }) {
  let rows = db.selectFrom('settlements').selectAll().where('partner_id', '=', partnerId).orderBy('id', 'desc').limit(query.limit + 1);
  if (query.startingAfter) rows = rows.where('id', '<', query.startingAfter);
  return rows.execute();
}

/**
 * Settlements of every live partner (never a sandbox's), newest first, a page and one more:
 * by settlements_partner_idx with a partner, else the primary key.
 */
export function listNetworkSettlements(db: Db, query: { partnerId?: string; limit: number; startingAfter?: string }) {
  let rows = db
    .selectFrom('settlements')
    .selectAll()
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('partners').select(sql`1`.as('one')).whereRef('partners.id', '=', 'settlements.partner_id').where('partners.sandbox_of', 'is', null)),
    )
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
  if (query.partnerId) rows = rows.where('partner_id', '=', query.partnerId);
  if (query.startingAfter) rows = rows.where('id', '<', query.startingAfter);
  return rows.execute();
}

/** The orders these settlements paid, by id. */
export async function listSettledOrders(db: Db, settlementIds: string[]) {
  if (settlementIds.length === 0) return [];
  return db.selectFrom('orders').select(['id', 'settlement_id']).where('settlement_id', 'in', settlementIds).orderBy('id').execute();
}
