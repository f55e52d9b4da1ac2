// Zone pressure's reads and writes: the trigger-kept counters (migration 023, and zone demand's
// and the fleet's), and the pass's state rows. `zones` undefined: every zone.
import { sql, type Insertable } from 'kysely';
import { executePrepared } from '../store/prepared.js';
import type { Db, ZoneForecastAccuracyTable, ZonePressureTable } from '../store/schema.js';

/** Open (unassigned) live jobs per zone: zone demand's shards summed. */
export async function openJobsByZone(db: Db, zones?: string[]) {
  let query = db.selectFrom('zone_demand').select(['zone', (eb) => eb.fn.sum<number | string>('unassigned_orders').as('open_jobs')]);
  if (zones) query = query.where('zone', 'in', zones);
  return (await executePrepared(db, query.groupBy('zone'))).rows;
}

/**
 * Free capacity of the riders online per zone, across every partner covering it (a partner's
 * riders are in its territories; suspended partners and sandboxes cover none).
 */
export async function freeCapacityByZone(db: Db, zones?: string[]) {
  let query = db
    .selectFrom('fleet_zone_stats as f')
    .innerJoin('partner_zones as z', (join) => join.onRef('z.partner_id', '=', 'f.partner_id').onRef('z.zone', '=', 'f.zone'))
    .select(['f.zone', (eb) => eb.fn.sum<number | string>('f.free_capacity_online').as('free_capacity')]);
  if (zones) query = query.where('f.zone', 'in', zones);
  return (await executePrepared(db, query.groupBy('f.zone'))).rows;
}

/** Jobs created per zone in the slots `from`..`to` (inclusive), shards summed. */
export async function slotJobs(db: Db, zones: string[] | undefined, from: number, to: number) {
  let query = db
    .selectFrom('zone_slot_jobs')
    .select(['zone', 'slot', (eb) => eb.fn.sum<number | string>('jobs').as('jobs')])
    .where('slot', '>=', from)
    .where('slot', '<=', to);
  if (zones) query = query.where('zone', 'in', zones);
  return (await executePrepared(db, query.groupBy(['zone', 'slot']))).rows;
}

/** The first slot with a count, per zone: where a zone's model starts learning. */
export function firstSlots(db: Db, zones: string[]) {
  return db
    .selectFrom('zone_slot_jobs')
    .select(['zone', (eb) => eb.fn.min<number>('slot').as('slot')])
    .where('zone', 'in', zones)
    .groupBy('zone')
    .execute();
}

/** The median wait of the accepts since `since` per zone (the middle one, or the two middle ones to average). */
export async function medianWaits(db: Db, zones: string[] | undefined, since: string): Promise<Array<{ zone: string; wait_ms: number | string }>> {
  const inZones = zones ? sql`and zone in (${sql.join(zones)})` : sql``;
  const { rows } = await sql<{ zone: string; wait_ms: number | string }>`
    select zone, wait_ms from (
      select zone, wait_ms, row_number() over (partition by zone order by wait_ms) as rn, count(*) over (partition by zone) as n
      from zone_accepts where accepted_at >= ${since} ${inZones}
    ) ranked where rn = (n + 1) / 2 or rn = (n + 2) / 2`.execute(db);
  return rows;
}

/** Every zone some partner covers, and every zone with a state row. */
export async function knownZones(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('partner_zones').select('zone').union(db.selectFrom('zone_pressure').select('zone')).execute();
  return rows.map((row) => row.zone);
}

const STATE = ['zone', 'level', 'level_since', 'announced_level', 'learnt_through', 'updated_at'] as const;

/** The state rows without the model and forecast (what the level step reads each pass). */
export function pressureStates(db: Db, zones?: string[]) {
  let query = db.selectFrom('zone_pressure').select(STATE);
  if (zones) query = query.where('zone', 'in', zones);
  return query.execute();
}

/** The stored forecasts (JSON) of these zones, and the slot after which they start. */
export function storedForecasts(db: Db, zones: string[]) {
  return db.selectFrom('zone_pressure').select(['zone', 'learnt_through', 'forecast']).where('zone', 'in', zones).execute();
}

export function pressureModels(db: Db, zones: string[]) {
  return db.selectFrom('zone_pressure').select(['zone', 'learnt_through', 'model']).where('zone', 'in', zones).execute();
}

/** New zones' state rows; a row another pass wrote first stays. */
export async function insertPressureStates(db: Db, rows: Array<Insertable<ZonePressureTable>>): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('zone_pressure').values(rows).onConflict((oc) => oc.column('zone').doNothing()).execute();
}

/** A new level computed for the zone (only if it still had `was`). */
export async function setLevel(db: Db, zone: string, was: string, level: string, now: string): Promise<void> {
  await db.updateTable('zone_pressure').set({ level, level_since: now, updated_at: now }).where('zone', '=', zone).where('level', '=', was).execute();
}

/**
 * The level announced: only if the row still says what the caller read (the level, held since
 * then, and the old announcement). True if this call changed it: the one that records the event.
 */
export async function markAnnounced(db: Db, zone: string, read: { level: string; level_since: string; announced_level: string }, now: string): Promise<boolean> {
  const result = await db
    .updateTable('zone_pressure')
    .set({ announced_level: read.level, updated_at: now })
    .where('zone', '=', zone)
    .where('level', '=', read.level)
    .where('level_since', '=', read.level_since)
    .where('announced_level', '=', read.announced_level)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The model learnt through `through` and its forecast, if the row is still as learnt through `was`. */
export async function saveModel(db: Db, zone: string, was: number | null, through: number, model: string, forecast: string, now: string): Promise<boolean> {
  let query = db.updateTable('zone_pressure').set({ learnt_through: through, model, forecast, updated_at: now }).where('zone', '=', zone);
  query = was === null ? query.where('learnt_through', 'is', null) : query.where('learnt_through', '=', was);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds a zone's week of scores to what the report holds. */
export async function addAccuracy(db: Db, row: ZoneForecastAccuracyTable): Promise<void> {
  await db
    .insertInto('zone_forecast_accuracy')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['zone', 'week']).doUpdateSet((eb) => ({
        slots: eb('zone_forecast_accuracy.slots', '+', row.slots),
        inside_band: eb('zone_forecast_accuracy.inside_band', '+', row.inside_band),
        ape_sum: eb('zone_forecast_accuracy.ape_sum', '+', row.ape_sum),
        ape_slots: eb('zone_forecast_accuracy.ape_slots', '+', row.ape_slots),
        naive_ape_sum: eb('zone_forecast_accuracy.naive_ape_sum', '+', row.naive_ape_sum),
        naive_ape_slots: eb('zone_forecast_accuracy.naive_ape_slots', '+', row.naive_ape_slots),
      })),
    )
    .execute();
}

/** The report's rows from week `fromWeek` on, by zone then week. */
export function accuracyRows(db: Db, fromWeek: number, zone?: string) {
  let query = db.selectFrom('zone_forecast_accuracy').selectAll().where('week', '>=', fromWeek);
  if (zone !== undefined) query = query.where('zone', '=', zone);
  return query.orderBy('zone').orderBy('week').execute();
}

/** Accepts older than `before` (the median reads the last hour only). */
export async function pruneAccepts(db: Db, before: string): Promise<void> {
  await db.deleteFrom('zone_accepts').where('accepted_at', '<', before).execute();
}

/** Slot counts older than slot `before` (the models have learnt them). */
export async function pruneSlotJobs(db: Db, before: number): Promise<void> {
  await db.deleteFrom('zone_slot_jobs').where('slot', '<', before).execute();
}

// A sandbox's own numbers: its orders are few, so they are read from the orders themselves.

/** A sandbox's jobs created since `since`, per zone. */
export function sandboxJobsSince(db: Db, sandbox: string, zones: string[], since: string) {
  return db
    .selectFrom('orders')
    .select(['zone', (eb) => eb.fn.countAll<number | string>().as('jobs')])
    .where('sandbox_partner_id', '=', sandbox)
    .where('zone', 'in', zones)
    .where('created_at', '>=', since)
    .groupBy('zone')
    .execute();
}

/** A sandbox's accepts since `since`: each job's wait. */
export function sandboxAcceptsSince(db: Db, sandbox: string, zones: string[], since: string) {
  return db
    .selectFrom('orders')
    .select(['zone', 'created_at', 'assigned_at'])
    .where('sandbox_partner_id', '=', sandbox)
    .where('zone', 'in', zones)
    .where('assigned_at', '>=', since)
    .execute();
}

/** A sandbox's own free capacity online per zone. */
export function sandboxFreeCapacity(db: Db, sandbox: string, zones: string[]) {
  return db.selectFrom('fleet_zone_stats').select(['zone', 'free_capacity_online as free_capacity']).where('partner_id', '=', sandbox).where('zone', 'in', zones).execute();
}
