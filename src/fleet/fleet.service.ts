import type { Context } from '../context.js';
import { zonesInScope, type PartnerPrincipal } from '../partners/partners.service.js';
import type { RiderStatus } from '../riders/riders.mapper.js';
import { nowIso } from '../shared/time.js';
import { fleetZoneStats, liveDemand, sandboxDemand } from './fleet.queries.js';

export type ZoneAvailability = {
  zone: string;
  /** Keyed by the rider status values themselves (`online`, `on-break`, `offline`): one spelling everywhere. */
  riders: Record<RiderStatus, number> & { total: number };
  capacity: { total: number; used: number; free: number };
  active_deliveries: number;
  unassigned_orders: number;
};

export type FleetAvailability = {
  object: 'fleet_availability';
  zones: ZoneAvailability[];
  totals: Omit<ZoneAvailability, 'zone'>;
  generated_at: string;
};

/**
 * Per zone of the partner's territories: riders by status, capacity of online riders (total,
 * used, free), active deliveries, and the unassigned orders waiting there. Reads the
 * trigger-kept counters, a row per zone (demand: a few, see migration 005), so its cost does not grow with the fleet.
 */
export async function fleetAvailability(ctx: Context, partner: PartnerPrincipal, zone?: string): Promise<FleetAvailability> {
  const zones = zonesInScope(partner, zone);
  const [stats, demand] = await Promise.all([
    fleetZoneStats(ctx.store.db, partner.partnerId, zones),
    partner.mode === 'test' ? sandboxDemand(ctx.store.db, partner.partnerId, zones) : liveDemand(ctx.store.db, zones),
  ]);
  const statsByZone = new Map(stats.map((s) => [s.zone, s]));
  const demandByZone = new Map(demand.map((d) => [d.zone, Number(d.unassigned_orders)]));

  const rows: ZoneAvailability[] = zones.map((z) => {
    const s = statsByZone.get(z);
    const online = s?.riders_online ?? 0;
    const onBreak = s?.riders_on_break ?? 0;
    const offline = s?.riders_offline ?? 0;
    const total = s?.capacity_online ?? 0;
    const free = s?.free_capacity_online ?? 0;
    return {
      zone: z,
      riders: { online, 'on-break': onBreak, offline, total: online + onBreak + offline },
      capacity: { total, used: total - free, free },
      active_deliveries: s?.active_deliveries ?? 0,
      unassigned_orders: demandByZone.get(z) ?? 0,
    };
  });
  const totals = rows.reduce<Omit<ZoneAvailability, 'zone'>>(
    (sum, r) => ({
      riders: {
        online: sum.riders.online + r.riders.online,
        'on-break': sum.riders['on-break'] + r.riders['on-break'],
        offline: sum.riders.offline + r.riders.offline,
        total: sum.riders.total + r.riders.total,
      },
      capacity: { total: sum.capacity.total + r.capacity.total, used: sum.capacity.used + r.capacity.used, free: sum.capacity.free + r.capacity.free },
      active_deliveries: sum.active_deliveries + r.active_deliveries,
      unassigned_orders: sum.unassigned_orders + r.unassigned_orders,
    }),
    { riders: { online: 0, 'on-break': 0, offline: 0, total: 0 }, capacity: { total: 0, used: 0, free: 0 }, active_deliveries: 0, unassigned_orders: 0 },
  );
  return { object: 'fleet_availability', zones: rows, totals, generated_at: nowIso() };
}
