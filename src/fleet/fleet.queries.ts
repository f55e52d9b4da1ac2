import type { Db } from '../store/schema.js';
import { executePrepared } from '../store/prepared.js';

/** The partner's trigger-kept counters in these zones: a row per zone it has riders in. */
export function fleetZoneStats(db: Db, partnerId: string, zones: string[]) {
  return db.selectFrom('fleet_zone_stats').selectAll().where('partner_id', '=', partnerId).where('zone', 'in', zones).execute();
}

/** Unassigned live orders per zone, from the trigger-kept counters (demand: a few rows per zone, see migration 005). */
export async function liveDemand(db: Db, zones: string[]) {
  const query = db
    .selectFrom('zone_demand')
    .select(['zone', (eb) => eb.fn.sum<number | string>('unassigned_orders').as('unassigned_orders')])
    .where('zone', 'in', zones)
    .groupBy('zone');
  return (await executePrepared(db, query)).rows;
}

// A sandbox's orders are not in the live counters (migration 007); there are few, so they are counted here.
export function sandboxDemand(db: Db, sandbox: string, zones: string[]) {
  return db
    .selectFrom('orders')
    .select(['zone', (eb) => eb.fn.countAll<number | string>().as('unassigned_orders')])
    .where('sandbox_partner_id', '=', sandbox)
    .where('status', '=', 'unassigned')
    .where('zone', 'in', zones)
    .groupBy('zone')
    .execute();
}
