import type { Context } from '../context.js';
import { audit, type AuditBy } from '../operators/operators.service.js';
import { recordEvent } from '../outbox/outbox.js';
import { findPartner } from '../partners/partners.queries.js';
import type { PartnerPrincipal } from '../partners/partners.service.js';
import { page, type Page } from '../shared/pagination.js';
import type { Insertable } from 'kysely';
import type { SettlementsTable } from '../store/schema.js';
import { transact } from '../store/transaction.js';
import { AppError } from '../shared/errors.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import { toSettlement } from './settlements.mapper.js';
import { claimOrders, findOwedCurrencies, insertSettlement, listNetworkSettlements, listPartnerSettlements, listSettledOrders } from './settlements.queries.js';
import { MAX_ORDERS_PER_SETTLEMENT, type Settlement } from './settlements.schemas.js';

export type { Settlement } from './settlements.schemas.js';

/**
 * Pays the partner for its delivered, not yet settled orders in one currency (at most
 * MAX_ORDERS_PER_SETTLEMENT, the earliest delivered). Orders are claimed with a conditional
 * update, so two settlements running at once never pay an order twice.
 */
export async function settlePartner(ctx: Context, input: { partner_id: string; currency?: string }, by?: AuditBy): Promise<Settlement> {
  if (!(await findPartner(ctx.store.db, input.partner_id))) {
    throw new AppError('partner_not_found', `No partner ${input.partner_id}.`, { param: 'partner_id' });
  }
  return settle(ctx, { partner_id: input.partner_id, currency: input.currency, shown_partner_id: input.partner_id, live: true }, by);
}

/** Settles the calling partner: its sandbox, with a test key (the test helpers). */
export function settleOwn(ctx: Context, partner: PartnerPrincipal, currency?: string): Promise<Settlement> {
  return settle(ctx, { partner_id: partner.partnerId, currency, shown_partner_id: partner.livePartnerId, live: partner.mode === 'live' });
}

/** `live`: a live partner's settlement, which the network hears of too (a sandbox's never reaches it). */
async function settle(ctx: Context, input: { partner_id: string; currency?: string; shown_partner_id: string; live: boolean }, by?: AuditBy): Promise<Settlement> {
  return transact(ctx, async (trx) => {
    // Without a currency, the one currency owed (a currency given is checked by the claim below).
    let currency = input.currency;
    if (currency === undefined) {
      const owed = await findOwedCurrencies(trx, input.partner_id);
      if (owed.length === 0) throw new AppError('nothing_to_settle', `Partner ${input.partner_id} has no delivered, unsettled orders.`);
      if (owed.length > 1) {
        throw new AppError('invalid_value', `Unsettled orders span ${owed.map((c) => c.currency).join(', ')}; say which currency to settle.`, { param: 'currency' });
      }
      currency = owed[0].currency;
    }
    const id = newId('stl');
    const claimed = await claimOrders(trx, { partnerId: input.partner_id, currency, settlementId: id, limit: MAX_ORDERS_PER_SETTLEMENT });
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
    await insertSettlement(trx, row);
    const settlement = toSettlement(row, claimed.map((o) => o.id).sort(), input.shown_partner_id);
    await recordEvent(ctx, trx, 'settlement.paid', [input.partner_id], settlement, input.live ? settlement : undefined);
    await audit(trx, by, 'settlement.create', id);
    return settlement;
  });
}

/** The calling partner's settlements, newest first, each with its orders. */
export async function listSettlements(ctx: Context, partner: PartnerPrincipal, query: { limit: number; startingAfter?: string }): Promise<Page<Settlement>> {
  const db = ctx.store.db;
  const settlements = await listPartnerSettlements(db, partner.partnerId, query);
  const ids = settlements.slice(0, query.limit).map((s) => s.id);
  const orders = await listSettledOrders(db, ids);
  return page(
    settlements,
    query.limit,
    (row) => toSettlement(row, orders.filter((o) => o.settlement_id === row.id).map((o) => o.id), partner.livePartnerId),
    (s) => s.id,
  );
}

/** Settlements of every live partner (never a sandbox's), newest first, each with its orders. */
export async function listAllSettlements(ctx: Context, query: { partnerId?: string; limit: number; startingAfter?: string }): Promise<Page<Settlement>> {
  const db = ctx.store.db;
  const settlements = await listNetworkSettlements(db, query);
  const ids = settlements.slice(0, query.limit).map((s) => s.id);
  const orders = await listSettledOrders(db, ids);
  return page(
    settlements,
    query.limit,
    (row) => toSettlement(row, orders.filter((o) => o.settlement_id === row.id).map((o) => o.id), row.partner_id),
    (s) => s.id,
  );
}
