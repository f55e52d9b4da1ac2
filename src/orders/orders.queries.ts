import { PostgresAdapter, sql, type SelectQueryBuilder } from 'kysely';
import { executePrepared, preparedQuery } from '../store/prepared.js';
import { LATE_KINDS, ORDER_COLUMNS, RIDER_COLUMNS, type Database, type Db, type LateKind, type OrdersTable, type OrderStatus, type RidersTable } from '../store/schema.js';

// Every order created (prepared; its text is the same for every row).
export async function insertOrder(db: Db, row: OrdersTable): Promise<void> {
  await executePrepared(db, db.insertInto('orders').values(row));
}

// Every accept and move reads the order first: compiled once (see preparedQuery).
const orderById = preparedQuery((db: Db, _shape: string, orderId: string) => db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', orderId));

export async function findOrder(db: Db, orderId: string): Promise<OrdersTable | undefined> {
  const [row] = await orderById(db, '', orderId);
  return row;
}

const acceptReadsQuery = preparedQuery((db: Db, _shape: string, livePartnerId: string, partnerId: string, riderId: string, orderId: string) => {
  const query = db
    .selectFrom('partners as p')
    .leftJoin('riders as r', (join) => join.on('r.id', '=', riderId).on('r.partner_id', '=', partnerId))
    .leftJoin('orders as o', (join) => join.on('o.id', '=', orderId))
    .select('p.status as partner_status')
    .select(RIDER_COLUMNS.map((column) => `r.${column} as rider__${column}` as const))
    .select(ORDER_COLUMNS.map((column) => `o.${column}` as const))
    .where('p.id', '=', livePartnerId);
  // FOR SHARE of the partner's row only: a suspension (which updates it) waits for the accept
  // holding it to commit, then releases what it assigned; an accept after the suspension reads it.
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forShare('p') : query;
});

/**
 * An accept's one read, inside its transaction and before any rider or order lock: whether the
 * (live) partner may take a job now (so that it and a suspension are ordered: never an accept
 * committed after a suspension that missed it), its rider with this id if it has one, and the
 * order if there is one. One round trip where it took two. (Rider columns come as
 * `rider__<column>`: orders have a `rider_id` of their own.)
 */
export async function acceptReads(
  db: Db,
  ids: { livePartnerId: string; partnerId: string; riderId: string; orderId: string },
): Promise<{ active: boolean; rider: RidersTable | undefined; order: OrdersTable | undefined }> {
  const [row] = (await acceptReadsQuery(db, '', ids.livePartnerId, ids.partnerId, ids.riderId, ids.orderId)) as Array<Record<string, unknown>>;
  if (!row) return { active: false, rider: undefined, order: undefined };
  const rider = Object.fromEntries(RIDER_COLUMNS.map((column) => [column, row[`rider__${column}`]])) as unknown as RidersTable;
  const order = Object.fromEntries(ORDER_COLUMNS.map((column) => [column, row[column]])) as unknown as OrdersTable;
  return { active: row.partner_status === 'active', rider: rider.id === null ? undefined : rider, order: order.id === null ? undefined : order };
}

// Every move: compiled once per set of columns changed (see preparedQuery).
const moveOrderPrepared = preparedQuery((db: Db, shape: string, orderId: string, status: OrderStatus, riderId: string | null, version: number, ...values: unknown[]) => {
  const [columns, riderCheck, versionCheck] = shape.split(':');
  const changes = Object.fromEntries(columns.split(',').map((column, i) => [column, values[i]]));
  let query = db
    .updateTable('orders')
    .set({ ...changes, version: sql`version + 1` })
    .where('id', '=', orderId)
    .where('status', '=', status);
  if (riderCheck === 'null') query = query.where('rider_id', 'is', null);
  if (riderCheck === 'eq') query = query.where('rider_id', '=', riderId);
  if (versionCheck === 'v') query = query.where('version', '=', version);
  return query.returning(ORDER_COLUMNS);
});

/**
 * Moves an order only if it is still in the state it was read in: the compare-and-set that
 * makes racing moves safe on both stores (the loser matches no row). Every move is a new version.
 */
export async function moveOrder(
  db: Db,
  orderId: string,
  expected: { status: OrderStatus; riderId?: string | null; version?: number },
  changes: Partial<OrdersTable>,
): Promise<OrdersTable | undefined> {
  // An undefined value changes nothing (as Kysely's set leaves it out).
  const columns = (Object.keys(changes) as Array<keyof OrdersTable>).filter((column) => changes[column] !== undefined);
  const riderCheck = expected.riderId === undefined ? 'any' : expected.riderId === null ? 'null' : 'eq';
  const versionCheck = expected.version === undefined ? 'any' : 'v';
  const [row] = await moveOrderPrepared(db, `${columns.join(',')}:${riderCheck}:${versionCheck}`, orderId, expected.status, expected.riderId ?? null, expected.version ?? 0, ...columns.map((c) => changes[c]));
  return row;
}

export interface AvailableFilter {
  zones: string[];
  /** The partner asking: jobs the network's steering keeps from it are left out. None: every job (auto-dispatch sorts them per partner). */
  partnerId?: string;
  /** Live orders (null), or one sandbox's. */
  sandbox: string | null;
  limit: number;
  startingAfter?: string;
  /** `accept_by`: soonest deadline first, jobs whose ladder ran out (no deadline) before all; default: oldest first. */
  sort?: 'id' | 'accept_by';
  /** Only jobs with a deadline in this range (ISO 8601, inclusive). */
  acceptByLte?: string;
  acceptByGte?: string;
}

/** `%"<id>"%` for LIKE, with LIKE's wildcards in the id taken literally (escaped with `\`). */
const listed = (id: string) => `%${JSON.stringify(id).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The job is not kept from the partner: not excluded by a release, and named by the last
 * re-offer if it named any (steeredTo in orders.mapper.ts, in SQL). The lists are JSON text of
 * ids: a LIKE on the quoted id reads the same on both stores, and a job never steered pays two
 * null tests.
 */
function steeredToPartner(partnerId: string) {
  const pattern = listed(partnerId);
  return sql<boolean>`(excluded_partner_ids is null or excluded_partner_ids not like ${pattern} escape '\\')
    and (offered_partner_ids is null or offered_partner_ids like ${pattern} escape '\\')`;
}

/** The deadline as the `accept_by` sort reads it: no deadline left sorts first. */
const deadlineKey = sql<string>`coalesce(accept_by, '')`;

/**
 * Unassigned orders offered in the zones, oldest first (or by deadline). Two index searches
 * joined: jobs whose own zone is one of them (the status literal lets SQLite use the partial
 * index orders_available_zone_idx), and jobs escalation offered there (order_zones, migration 015).
 */
export async function listAvailableOrders(db: Db, filter: AvailableFilter): Promise<OrdersTable[]> {
  // Prepared: partner apps poll it and the matcher reads it; a text per number of zones and filters given.
  return filter.zones.length === 0 ? [] : (await executePrepared(db, availableOrdersQuery(db, filter))).rows;
}

/**
 * Live jobs are named by `coalesce(sandbox_partner_id, '') = ''`, not `is null`: with `is null`
 * SQLite could prove orders_live_zone_idx (every live order of the zone, migration 012) usable and
 * took it over the open jobs' index, reading the zone's whole history on every call (346 ms at
 * 34,000 orders in a zone, growing: found by the soak, docs/performance.md, "Soak").
 */
export function availableOrdersQuery(db: Db, filter: AvailableFilter) {
  const byDeadline = filter.sort === 'accept_by';
  const open = <Q extends SelectQueryBuilder<Database, 'orders', object>>(query: Q): Q => {
    const scope = filter.sandbox === null ? sql<boolean>`coalesce(sandbox_partner_id, '') = ''` : sql<boolean>`sandbox_partner_id = ${filter.sandbox}`;
    let q = query.where(sql<boolean>`status = 'unassigned'`).where(scope) as Q;
    if (filter.partnerId !== undefined) q = q.where(steeredToPartner(filter.partnerId)) as Q;
    if (filter.acceptByLte !== undefined) q = q.where('accept_by', '<=', filter.acceptByLte) as Q;
    if (filter.acceptByGte !== undefined) q = q.where('accept_by', '>=', filter.acceptByGte) as Q;
    if (filter.startingAfter === undefined) return q;
    // After the cursor's job as it is now: by its deadline then id, or by id.
    const after = byDeadline
      ? sql<boolean>`(${deadlineKey}, id) > (select coalesce(c.accept_by, ''), c.id from orders c where c.id = ${filter.startingAfter})`
      : sql<boolean>`id > ${filter.startingAfter}`;
    return q.where(after) as Q;
  };
  const home = open(db.selectFrom('orders').select(ORDER_COLUMNS).where('zone', 'in', filter.zones));
  const added = open(
    db
      .selectFrom('orders')
      .select(ORDER_COLUMNS)
      .where('id', 'in', db.selectFrom('order_zones').select('order_id').where('zone', 'in', filter.zones)),
  );
  let query = db.selectFrom(home.union(added).as('offered')).select(ORDER_COLUMNS);
  query = byDeadline ? query.orderBy(deadlineKey).orderBy('id') : query.orderBy('id');
  return query.limit(filter.limit + 1);
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
  /** Only jobs late at `now` (orders.mapper.ts, lateOf): of this kind, or either. */
  late?: { kind: LateKind | 'any'; now: string };
  limit: number;
  startingAfter?: string;
}

/** The status a late job of each kind is in, and the time it passed (orders.mapper.ts, lateOf). */
const LATE_BY = { pickup: ['assigned', 'pickup_by'], delivery: ['picked_up', 'deliver_by'] } as const;

/**
 * Every live order (sandboxes' are never the network's), oldest first, by the filters given.
 * Each filter has an index (migration 012); the literals (`status = 'unassigned'`,
 * `sandbox_partner_id is null`) let SQLite use the partial ones.
 *
 * Several statuses are read one by one, each in id order from orders_live_status_idx, and
 * merged: for `status in (…) order by id limit n` PostgreSQL read the primary key instead and
 * filtered as it went, expecting the matches spread evenly, and the live ones are the newest:
 * it walked most of 1M rows, 0.5 s (plans in docs/network.md).
 */
export async function listNetworkOrders(db: Db, filter: NetworkOrderFilter): Promise<OrdersTable[]> {
  const statuses = filter.statuses ?? [];
  if (statuses.length > 1) {
    const each = await Promise.all([...new Set(statuses)].map((status) => listNetworkOrders(db, { ...filter, statuses: [status] })));
    return each.flat().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, filter.limit + 1);
  }
  if (filter.late?.kind === 'any') {
    const each = await Promise.all(LATE_KINDS.map((kind) => listNetworkOrders(db, { ...filter, late: { kind, now: filter.late!.now } })));
    return each.flat().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, filter.limit + 1);
  }
  let query = db.selectFrom('orders').select(ORDER_COLUMNS).where('sandbox_partner_id', 'is', null);
  if (statuses.length === 1) query = query.where('status', '=', statuses[0]);
  if (filter.late !== undefined) {
    const [status, deadline] = LATE_BY[filter.late.kind];
    query = query.where('status', '=', status).where(deadline, '<=', filter.late.now);
  }
  if (filter.zone !== undefined) query = query.where('zone', '=', filter.zone);
  if (filter.partnerId !== undefined) query = query.where('partner_id', '=', filter.partnerId);
  if (filter.reference !== undefined) query = query.where('reference', '=', filter.reference);
  if (filter.unassignedSince !== undefined) query = query.where(sql<boolean>`status = 'unassigned'`).where('created_at', '<=', filter.unassignedSince);
  if (filter.startingAfter) query = query.where('id', '>', filter.startingAfter);
  return query.orderBy('id').limit(filter.limit + 1).execute();
}

/**
 * Taken jobs whose `kind` deadline is soonest among those not yet announced late, due or not:
 * the due ones first, and the first one not yet due says when the next pass is needed. One range
 * of orders_late_pickup_idx or orders_late_delivery_idx (migration 026).
 */
export function soonestLate(db: Db, kind: LateKind, limit: number) {
  const [status, deadline] = LATE_BY[kind];
  const announced = kind === 'pickup' ? 'late_pickup_at' : 'late_delivery_at';
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where(sql<boolean>`status = ${sql.lit(status)}`)
    .where(announced, 'is', null)
    .where(deadline, 'is not', null)
    .orderBy(deadline)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Marks jobs late of `kind`, each once: a job picked up, delivered, cancelled or released
 * meanwhile, or announced by another instance (or before a crash), matches no row.
 */
export function markLate(db: Db, ids: string[], kind: LateKind, now: string) {
  const [status, deadline] = LATE_BY[kind];
  const announced = kind === 'pickup' ? 'late_pickup_at' : 'late_delivery_at';
  return db
    .updateTable('orders')
    .set({ [announced]: now, updated_at: now, version: sql`version + 1` })
    .where('id', 'in', ids)
    .where('status', '=', status)
    .where(announced, 'is', null)
    .where(deadline, '<=', now)
    .returning(ORDER_COLUMNS)
    .execute();
}

/** The zones added to open jobs (escalation steps, re-offers), for the available list (migration 015). */
export function addOrderZones(db: Db, rows: Array<{ zone: string; order_id: string }>) {
  return db
    .insertInto('order_zones')
    .values(rows)
    .onConflict((oc) => oc.columns(['zone', 'order_id']).doNothing())
    .execute();
}
