import { sql } from 'kysely';
import { ORDER_COLUMNS, type Db, type EscalationPolicyTable, type OrdersTable } from '../store/schema.js';

const POLICY_ID = 1;

export function findEscalationPolicy(db: Db) {
  return db.selectFrom('escalation_policy').select(['steps', 'updated_at']).where('id', '=', POLICY_ID).executeTakeFirst();
}

export function upsertEscalationPolicy(db: Db, row: Omit<EscalationPolicyTable, 'id'>) {
  return db
    .insertInto('escalation_policy')
    .values({ id: POLICY_ID, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet({ steps: row.steps, updated_at: row.updated_at }))
    .returning(['steps', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/**
 * The open jobs with the soonest deadlines, due or not: the due ones come first, and the first
 * one not yet due says when the next pass is needed. One range of orders_accept_by_idx.
 */
export function soonestDeadlines(db: Db, limit: number) {
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where(sql<boolean>`status = 'unassigned'`)
    .where('accept_by', 'is not', null)
    .orderBy('accept_by')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * One escalation step, or the expiry, of jobs the pass saw at the same step (and alike: the
 * same new values suit them all): for each job, the conditional update that makes it happen
 * once. A job accepted or cancelled meanwhile, or stepped by another instance (or before a
 * crash), matches no row and is left as it is; the others change in this one statement.
 */
export function stepOrders(db: Db, ids: string[], seenStep: number, now: string, changes: Partial<Omit<OrdersTable, 'amount_minor'>> & { raiseMinor: number }) {
  const { raiseMinor, ...rest } = changes;
  return db
    .updateTable('orders')
    .set({ ...rest, amount_minor: sql`amount_minor + ${raiseMinor}`, version: sql`version + 1` })
    .where('id', 'in', ids)
    .where(sql<boolean>`status = 'unassigned'`)
    .where('escalation_step', '=', seenStep)
    .where('accept_by', '<=', now)
    .returning(ORDER_COLUMNS)
    .execute();
}
