import type { Context } from '../context.js';
import { recordEvent } from '../outbox/outbox.js';
import { findPartner } from '../partners/partners.queries.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import { page, type Page } from '../shared/pagination.js';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { SettlementsTable } from '../store/schema.js';
import { transact } from '../store/transaction.js';
import { AppError } from '../shared/errors.js';
import { newId } from '../shared/ids.js';
import { fromMinor } from '../shared/money.js';
import { nowIso } from '../shared/time.js';
import { MAX_ORDERS_PER_SETTLEMENT, type Settlement } from './settlements.schemas.js';

export type { Settlement } from './settlements.schemas.js';

/**
 * `partnerId`: the partner's own id, also for its sandbox's settlements (kept under the sandbox's).
 * The row as written or as read (PostgreSQL reads the bigint amount as text).
 */
function toSettlement(row: Selectable<SettlementsTable>, orderIds: string[], partnerId: string): Settlement {
  return {
    id: row.id,
    object: 'settlement',
    partner_id: partnerId,
    currency: row.currency,
    amount: fromMinor(Number(row.amount_minor), row.currency),
    order_count: row.order_count,
    order_ids: orderIds,
    created_at: row.created_at,
  };
}

/**
 * Pays the partner for its delivered, not yet settled orders in one currency (at most
 * MAX_ORDERS_PER_SETTLEMENT, the earliest delivered). Orders are claimed with a conditional
 * update, so two settlements running at once never pay an order twice.
 */
export async function settlePartner(ctx: Context, input: { partner_id: string; currency?: string }): Promise<Settlement> {
  if (!(await findPartner(ctx.store.db, input.partner_id))) {
    throw new AppError('partner_not_found', `No partner ${input.partner_id}.`, { param: 'partner_id' });
  }
  return settle(ctx, { partner_id: input.partner_id, currency: input.currency, shown_partner_id: input.partner_id, live: true });
}

/** Settles the calling partner: its sandbox, with a test key (the test helpers). */
export function settleOwn(ctx: Context, partner: PartnerPrincipal, currency?: string): Promise<Settlement> {
  return settle(ctx, { partner_id: partner.partnerId, currency, shown_partner_id: partner.livePartnerId, live: partner.mode === 'live' });
}

/** `live`: a live partner's settlement, which the network hears of too (a sandbox's never reaches it). */
async function settle(ctx: Context, input: { partner_id: string; currency?: string; shown_partner_id: string; live: boolean }): Promise<Settlement> {
  return transact(ctx, async (trx) => {
    // Without a currency, the one currency owed (a currency given is checked by the claim below).
    let currency = input.currency;
    if (currency === undefined) {
      const owed = await trx
        .selectFrom('orders')
        .select('currency')
        .distinct()
        .where('partner_id', '=', input.partner_id)
        .where('status', '=', 'delivered')
        .where('settlement_id', 'is', null)
        .execute();
      if (owed.length === 0) throw new AppError('nothing_to_settle', `Partner ${input.partner_id} has no delivered, unsettled orders.`);
      if (owed.length > 1) {
        throw new AppError('invalid_value', `Unsettled orders span ${owed.map((c) => c.currency).join(', ')}; say which currency to settle.`, { param: 'currency' });
      }
      currency = owed[0].currency;
    }
    const id = newId('stl');
    const claimed = await trx
      .updateTable('orders')
      .set({ settlement_id: id })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('orders')
          .select('id')
          .where('partner_id', '=', input.partner_id)
          .where('status', '=', 'delivered')
          .where('settlement_id', 'is', null)
          .where('currency', '=', currency)
          .orderBy('delivered_at')
          .orderBy('id')
          .limit(MAX_ORDERS_PER_SETTLEMENT),
      )
      .where('settlement_id', 'is', null)
      .returning(['id', 'amount_minor'])
      .execute();
    // None in that currency, or a settlement racing this one claimed them first (PostgreSQL
    // re-checks the WHERE after the other commits): an empty settlement is no payment.
    if (claimed.length === 0) {
      throw new AppError('nothing_to_settle', `Partner ${input.partner_id} has no delivered, unsettled orders in ${currency}.`);
    }
    const row: Insertable<SettlementsTable> = {
      id,
      partner_id: input.partner_id,
      currency,
      amount_minor: claimed.reduce((sum, o) => sum + o.amount_minor, 0),
      order_count: claimed.length,
      created_at: nowIso(),
    };
    await trx.insertInto('settlements').values(row).execute();
    const settlement = toSettlement(row, claimed.map((o) => o.id).sort(), input.shown_partner_id);
    await recordEvent(ctx, trx, 'settlement.paid', [input.partner_id], settlement, input.live ? settlement : undefined);
    return settlement;
  });
}

/** The calling partner's settlements, newest first, each with its orders. */
export async function listSettlements(ctx: Context, partner: PartnerPrincipal, query: { limit: number; startingAfter?: string }): Promise<Page<Settlement>> {
  const db = ctx.store.db;
  let rows = db.selectFrom('settlements').selectAll().where('partner_id', '=', partner.partnerId).orderBy('id', 'desc').limit(query.limit + 1);
  if (query.startingAfter) rows = rows.where('id', '<', query.startingAfter);
  const settlements = await rows.execute();
  const ids = settlements.slice(0, query.limit).map((s) => s.id);
  const orders = ids.length === 0 ? [] : await db.selectFrom('orders').select(['id', 'settlement_id']).where('settlement_id', 'in', ids).orderBy('id').execute();
  return page(
    settlements,
    query.limit,
    (row) => toSettlement(row, orders.filter((o) => o.settlement_id === row.id).map((o) => o.id), partner.livePartnerId),
    (s) => s.id,
  );
}

/**
 * Settlements of every live partner (never a sandbox's), newest first, each with its orders:
 * by settlements_partner_idx with a partner, else the primary key.
 */
export async function listAllSettlements(ctx: Context, query: { partnerId?: string; limit: number; startingAfter?: string }): Promise<Page<Settlement>> {
  const db = ctx.store.db;
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
  const settlements = await rows.execute();
  const ids = settlements.slice(0, query.limit).map((s) => s.id);
  const orders = ids.length === 0 ? [] : await db.selectFrom('orders').select(['id', 'settlement_id']).where('settlement_id', 'in', ids).orderBy('id').execute();
  return page(
    settlements,
    query.limit,
    (row) => toSettlement(row, orders.filter((o) => o.settlement_id === row.id).map((o) => o.id), row.partner_id),
    (s) => s.id,
  );
}
