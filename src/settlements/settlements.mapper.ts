import type { Selectable } from 'kysely';
import type { SettlementsTable } from '../store/schema.js';
import { fromMinor } from '../shared/money.js';
import type { Settlement } from './settlements.schemas.js';

/**
 * `partnerId`: the partner's own id, also for its sandbox's settlements (kept under the sandbox's).
 * The row as written or as read (PostgreSQL reads the bigint amount as text).
 */
export function toSettlement(row: Selectable<SettlementsTable>, orderIds: string[], partnerId: string): Settlement {
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
