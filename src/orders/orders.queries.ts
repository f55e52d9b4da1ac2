import { sql } from 'kysely';
import { preparedQuery } from '../store/prepared.js';
import { ORDER_COLUMNS, type Db, type OrdersTable, type OrderStatus } from '../store/schema.js';

export function insertOrder(db: Db, row: OrdersTable) {
  return db.insertInto('orders').values(row).execute();
}

// Every accept and move reads the order first: compiled once (see preparedQuery).
const orderById = preparedQuery((db: Db, _shape: string, orderId: string) => db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', orderId));

export async function findOrder(db: Db, orderId: string): Promise<OrdersTable | undefined> {
  const [row] = await orderById(db, '', orderId);
  return row;
}

/**
 * Moves an order only if it is still in the state it was read in: the compare-and-set that
 * makes racing moves safe on both stores (the loser matches no row). Every move is a new version.
 */
export function moveOrder(
  db: Db,
  orderId: string,
  expected: { status: OrderStatus; riderId?: string | null },
  changes: Partial<OrdersTable>,
) {
  let query = db
    .updateTable('orders')
    .set({ ...changes, version: sql`version + 1` })
    .where('id', '=', orderId)
    .where('status', '=', expected.status);
  if (expected.riderId !== undefined) {
    query = expected.riderId === null ? query.where('rider_id', 'is', null) : query.where('rider_id', '=', expected.riderId);
  }
  return query.returning(ORDER_COLUMNS).executeTakeFirst();
}

export interface AvailableFilter {
  zones: string[];
  /** Live orders (null), or one sandbox's. */
  sandbox: string | null;
  limit: number;
  startingAfter?: string;
}

/** Unassigned orders in the zones, oldest first. The status literal lets SQLite use the partial index. */
export function listAvailableOrders(db: Db, filter: AvailableFilter) {
  if (filter.zones.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where(sql<boolean>`status = 'unassigned'`)
    .where('zone', 'in', filter.zones)
    .where('sandbox_partner_id', filter.sandbox === null ? 'is' : '=', filter.sandbox)
    .orderBy('id')
    .limit(filter.limit + 1);
  if (filter.startingAfter) query = query.where('id', '>', filter.startingAfter);
  return query.execute();
}

export interface PartnerOrderFilter {
  statuses?: OrderStatus[];
  newestFirst?: boolean;
  limit: number;
  startingAfter?: string;
}

export function listPartnerOrders(db: Db, partnerId: string, filter: PartnerOrderFilter) {
  let query = db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('partner_id', '=', partnerId)
    .orderBy('id', filter.newestFirst ? 'desc' : 'asc')
    .limit(filter.limit + 1);
  if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
  if (filter.startingAfter) query = query.where('id', filter.newestFirst ? '<' : '>', filter.startingAfter);
  return query.execute();
}

export interface NetworkOrderFilter {
  statuses?: OrderStatus[];
  zone?: string;
  partnerId?: string;
  reference?: string;
  /** Only unassigned orders created at or before this time. */
  unassignedSince?: string;
  limit: number;
  startingAfter?: string;
}

/**
 * Every live order (sandboxes' are never the network's), oldest first, by the filters given.
 * Each filter has an index (migration 012); the literals (`status = 'unassigned'`,
 * `sandbox_partner_id is null`) let SQLite use the partial ones.
 */
export function listNetworkOrders(db: Db, filter: NetworkOrderFilter) {
  let query = db.selectFrom('orders').select(ORDER_COLUMNS).where('sandbox_partner_id', 'is', null).orderBy('id').limit(filter.limit + 1);
  if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
  if (filter.zone !== undefined) query = query.where('zone', '=', filter.zone);
  if (filter.partnerId !== undefined) query = query.where('partner_id', '=', filter.partnerId);
  if (filter.reference !== undefined) query = query.where('reference', '=', filter.reference);
  if (filter.unassignedSince !== undefined) query = query.where(sql<boolean>`status = 'unassigned'`).where('created_at', '<=', filter.unassignedSince);
  if (filter.startingAfter) query = query.where('id', '>', filter.startingAfter);
  return query.execute();
}
