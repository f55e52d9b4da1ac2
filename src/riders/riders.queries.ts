import { sql } from 'kysely';
import { preparedQuery } from '../store/prepared.js';
import { RIDER_COLUMNS, type Db, type RiderStatus, type RidersTable } from '../store/schema.js';

export function insertRider(db: Db, row: RidersTable) {
  return db.insertInto('riders').values(row).execute();
}

// Read by every accept and reassign: compiled once (see preparedQuery).
const partnerRider = preparedQuery((db: Db, _shape: string, partnerId: string, riderId: string) =>
  db.selectFrom('riders').select(RIDER_COLUMNS).where('id', '=', riderId).where('partner_id', '=', partnerId),
);

export async function findPartnerRider(db: Db, partnerId: string, riderId: string): Promise<RidersTable | undefined> {
  const [row] = await partnerRider(db, '', partnerId, riderId);
  return row;
}

/** A rider of a live partner (not a sandbox's), whichever: the network's assign may pick any. */
export function findLiveRider(db: Db, riderId: string) {
  return db
    .selectFrom('riders as r')
    .innerJoin('partners as p', 'p.id', 'r.partner_id')
    .select(['r.id', 'r.partner_id'])
    .where('r.id', '=', riderId)
    .where('p.sandbox_of', 'is', null)
    .executeTakeFirst();
}

/** One of the partner's online riders in the zone with room for another delivery. */
export function findFreeRider(db: Db, partnerId: string, zone: string) {
  return db
    .selectFrom('riders')
    .select('id')
    .where('partner_id', '=', partnerId)
    .where('zone', '=', zone)
    .where('status', '=', 'online')
    .whereRef('active_deliveries', '<', 'capacity')
    .orderBy('id')
    .executeTakeFirst();
}

type RiderChanges = Partial<Pick<RidersTable, 'status' | 'zone' | 'capacity'>> & { updated_at: string };

// The status PATCH's one statement, compiled once per set of changed columns (the shape).
const updateRiderPrepared = preparedQuery((db: Db, columns: string, partnerId: string, riderId: string, ...values: unknown[]) =>
  db
    .updateTable('riders')
    .set(Object.fromEntries(columns.split(',').map((column, i) => [column, values[i]])))
    .where('id', '=', riderId)
    .where('partner_id', '=', partnerId)
    .returning(RIDER_COLUMNS),
);

export async function updatePartnerRider(db: Db, partnerId: string, riderId: string, changes: RiderChanges): Promise<RidersTable | undefined> {
  const columns = (Object.keys(changes) as Array<keyof RiderChanges>).filter((column) => changes[column] !== undefined).sort();
  const [row] = await updateRiderPrepared(db, columns.join(','), partnerId, riderId, ...columns.map((column) => changes[column]));
  return row;
}

const LOCATION_COLUMNS = ['id', 'lat', 'lng', 'location_recorded_at'] as const;

// The location PUT's one statement (every few seconds per rider): compiled once. It writes the
// fix only if it is newer than the stored one, so fixes arriving out of order, or racing, leave
// the newest whatever order they commit in (ISO 8601 UTC strings compare as times).
const storeLocation = preparedQuery((db: Db, _shape: string, partnerId: string, riderId: string, lat: number, lng: number, recordedAt: string) =>
  db
    .updateTable('riders')
    .set({ lat, lng, location_recorded_at: recordedAt })
    .where('id', '=', riderId)
    .where('partner_id', '=', partnerId)
    .where((eb) => eb.or([eb('location_recorded_at', 'is', null), eb('location_recorded_at', '<', recordedAt)]))
    .returning(LOCATION_COLUMNS),
);

const storedLocation = preparedQuery((db: Db, _shape: string, partnerId: string, riderId: string) =>
  db.selectFrom('riders').select(LOCATION_COLUMNS).where('id', '=', riderId).where('partner_id', '=', partnerId),
);

export type RiderLocationRow = Pick<RidersTable, (typeof LOCATION_COLUMNS)[number]>;

/**
 * Stores a newer fix and answers it; for an older one (or the same time), answers the stored
 * location unchanged; undefined if the partner has no such rider.
 */
export async function updateRiderLocation(
  db: Db,
  partnerId: string,
  riderId: string,
  fix: { lat: number; lng: number; recordedAt: string },
): Promise<RiderLocationRow | undefined> {
  const [written] = await storeLocation(db, '', partnerId, riderId, fix.lat, fix.lng, fix.recordedAt);
  if (written) return written;
  const [stored] = await storedLocation(db, '', partnerId, riderId);
  return stored;
}

export interface RiderFilter {
  status?: RiderStatus;
  zone?: string;
  limit: number;
  startingAfter?: string;
}

export function listPartnerRiders(db: Db, partnerId: string, filter: RiderFilter) {
  let query = db.selectFrom('riders').select(RIDER_COLUMNS).where('partner_id', '=', partnerId).orderBy('id').limit(filter.limit + 1);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.zone) query = query.where('zone', '=', filter.zone);
  if (filter.startingAfter) query = query.where('id', '>', filter.startingAfter);
  return query.execute();
}

/**
 * Riders of every live partner (never a sandbox's), oldest first: by riders_partner_idx with a
 * partner, riders_zone_idx with a zone (migration 013), else the primary key.
 */
export function listNetworkRiders(db: Db, filter: RiderFilter & { partnerId?: string }) {
  let query = db
    .selectFrom('riders')
    .select(RIDER_COLUMNS)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('partners').select(sql`1`.as('one')).whereRef('partners.id', '=', 'riders.partner_id').where('partners.sandbox_of', 'is', null)),
    )
    .orderBy('id')
    .limit(filter.limit + 1);
  if (filter.partnerId) query = query.where('partner_id', '=', filter.partnerId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.zone) query = query.where('zone', '=', filter.zone);
  if (filter.startingAfter) query = query.where('id', '>', filter.startingAfter);
  return query.execute();
}

// Every accept takes a slot: compiled once (see preparedQuery).
const takeSlotQuery = preparedQuery((db: Db, _shape: string, riderId: string, now: string) =>
  db
    .updateTable('riders')
    .set({ active_deliveries: sql`active_deliveries + 1`, updated_at: now })
    .where('id', '=', riderId)
    .where('status', '=', 'online')
    .whereRef('active_deliveries', '<', 'capacity')
    .returning('id'),
);

/**
 * Takes one delivery slot, only if the rider is online with room: the conditional update is
 * what keeps a rider under capacity when accepts race.
 */
export async function takeDeliverySlot(db: Db, riderId: string, now: string): Promise<boolean> {
  return (await takeSlotQuery(db, '', riderId, now)).length > 0;
}

// Every delivery and cancellation of a held job frees a slot: compiled once (see preparedQuery).
const releaseSlotQuery = preparedQuery((db: Db, _shape: string, riderId: string, now: string) =>
  db
    .updateTable('riders')
    .set((eb) => ({ active_deliveries: eb('active_deliveries', '-', 1), updated_at: now }))
    .where('id', '=', riderId)
    .where('active_deliveries', '>', 0),
);

export async function releaseDeliverySlot(db: Db, riderId: string, now: string): Promise<void> {
  await releaseSlotQuery(db, '', riderId, now);
}
