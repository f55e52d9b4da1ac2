// The network manages its partners (docs/network.md, "Partners: onboarding, territories and
// suspension"). Here rather than in partners/: a suspension releases the partner's orders, and
// orders/ already depends on partners/.
import { audit, type AuditBy } from '../operators/operators.service.js';
import type { Transaction } from 'kysely';
import type { Context } from '../context.js';
import { releaseInTransaction } from '../orders/orders.service.js';
import { toPartner, type Partner } from '../partners/partners.mapper.js';
import { findAssignedOrdersOf, findPartnerForUpdate, setRoutedZones, updatePartnerRow } from '../partners/partners.queries.js';
import type { UpdatePartnerInput } from '../partners/partners.schemas.js';
import { forgetCachedKeys } from '../partners/partners.service.js';
import { AppError } from '../shared/errors.js';
import { dispatchMayHaveChanged } from '../shared/wake.js';
import type { Database, PartnersTable } from '../store/schema.js';
import { transact } from '../store/transaction.js';

/**
 * Changes a partner's name, territories or status, in one transaction with what follows:
 * the zones its new jobs are routed by, and on suspension the release of every order it holds
 * that is not picked up (a picked-up order stays with it). The row lock taken first orders it
 * with accepts, which read the partner's status under a share lock (acceptOrder): an accept
 * either commits before, and its order is released here, or sees the suspension and is refused.
 * Then every instance's key cache forgets, as a revocation makes it: the next request sees it.
 */
export async function updatePartner(ctx: Context, partnerId: string, input: UpdatePartnerInput, by?: AuditBy): Promise<Partner> {
  const territories = input.territories && [...new Set(input.territories)];
  const row = await transact(ctx, async (trx) => {
    const current = await findPartnerForUpdate(trx, partnerId);
    if (!current) throw new AppError('partner_not_found', `No partner ${partnerId}.`);
    const changes: Partial<Pick<PartnersTable, 'name' | 'territories' | 'status'>> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (territories) changes.territories = JSON.stringify(territories);
    if (input.status !== undefined) changes.status = input.status;
    const updated = await updatePartnerRow(trx, partnerId, changes);
    const active = updated.status === 'active';
    if (territories || active !== (current.status === 'active')) {
      await setRoutedZones(trx, partnerId, active ? (JSON.parse(updated.territories) as string[]) : []);
    }
    // Swept on every PATCH that leaves it suspended, not only the first: nothing may stay held.
    if (!active) await releaseHeldOrders(ctx, trx, partnerId);
    // A PATCH that leaves everything as it was is no change to record.
    const changed = updated.name !== current.name || updated.territories !== current.territories || updated.status !== current.status;
    if (changed) await audit(trx, by, updated.status === current.status ? 'partner.update' : active ? 'partner.resume' : 'partner.suspend', partnerId);
    return updated;
  });
  forgetCachedKeys(ctx);
  // Released jobs are offered again, and a resumed partner's auto-dispatch works again.
  dispatchMayHaveChanged.emit();
  return toPartner(row);
}

/** `release_reason` of a suspension's releases. */
const SUSPENSION_REASON = 'partner suspended';

async function releaseHeldOrders(ctx: Context, trx: Transaction<Database>, partnerId: string): Promise<void> {
  const held = await findAssignedOrdersOf(trx, partnerId);
  // Nobody is excluded: the partner is offered nothing while suspended, and everything again once resumed.
  for (const order of held) await releaseInTransaction(ctx, trx, order, { reason: SUSPENSION_REASON, by: 'suspension', exclude: false });
}
