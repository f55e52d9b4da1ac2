// Invariants read straight from the store, for tests to assert after any sequence of moves.
import type { Store } from '../src/store/store.js';
import { riderLoadMismatches } from './harness.js';

type Counts = Record<string, number>;

/** Fleet counters kept by triggers (fleet_zone_stats, zone_demand) that differ from a recount of riders and orders. */
export async function fleetCounterMismatches(store: Store): Promise<Array<{ key: string; kept: Counts; recounted: Counts }>> {
  const [riders, stats, orders, demand] = await Promise.all([
    store.db.selectFrom('riders').select(['partner_id', 'zone', 'status', 'capacity', 'active_deliveries']).execute(),
    store.db.selectFrom('fleet_zone_stats').selectAll().execute(),
    // A sandbox's open jobs are not in the live counters (migration 007).
    store.db.selectFrom('orders').select(['zone']).where('status', '=', 'unassigned').where('sandbox_partner_id', 'is', null).execute(),
    store.db.selectFrom('zone_demand').selectAll().execute(),
  ]);
  const empty = (): Counts => ({ online: 0, on_break: 0, offline: 0, capacity_online: 0, free_capacity_online: 0, active_deliveries: 0, unassigned_orders: 0 });
  const recounted = new Map<string, Counts>();
  const kept = new Map<string, Counts>();
  const at = (map: Map<string, Counts>, key: string) => map.get(key) ?? map.set(key, empty()).get(key)!;

  for (const r of riders) {
    const c = at(recounted, `${r.partner_id}/${r.zone}`);
    if (r.status === 'online') {
      c.online++;
      c.capacity_online += r.capacity;
      c.free_capacity_online += Math.max(r.capacity - r.active_deliveries, 0);
    } else if (r.status === 'on-break') c.on_break++;
    else c.offline++;
    c.active_deliveries += r.active_deliveries;
  }
  for (const o of orders) at(recounted, `zone:${o.zone}`).unassigned_orders++;
  for (const s of stats) {
    Object.assign(at(kept, `${s.partner_id}/${s.zone}`), {
      online: s.riders_online,
      on_break: s.riders_on_break,
      offline: s.riders_offline,
      capacity_online: s.capacity_online,
      free_capacity_online: s.free_capacity_online,
      active_deliveries: s.active_deliveries,
    });
  }
  for (const d of demand) at(kept, `zone:${d.zone}`).unassigned_orders += d.unassigned_orders;

  const keys = new Set([...recounted.keys(), ...kept.keys()]);
  return [...keys]
    .map((key) => ({ key, kept: kept.get(key) ?? empty(), recounted: recounted.get(key) ?? empty() }))
    .filter((m) => JSON.stringify(m.kept) !== JSON.stringify(m.recounted));
}

/** Every store-level invariant at once; an empty object means all hold. */
export async function invariantViolations(store: Store) {
  const [loads, fleet] = await Promise.all([riderLoadMismatches(store), fleetCounterMismatches(store)]);
  return { loads, fleet };
}

/** The rows a failed request must leave alone: compare before and after. */
export async function storeSnapshot(store: Store) {
  const [orders, riders, events, settlements, apiKeys] = await Promise.all([
    store.db.selectFrom('orders').selectAll().orderBy('id').execute(),
    store.db.selectFrom('riders').selectAll().orderBy('id').execute(),
    store.db.selectFrom('events').select(['id', 'type']).orderBy('id').execute(),
    store.db.selectFrom('settlements').selectAll().orderBy('id').execute(),
    store.db.selectFrom('api_keys').selectAll().orderBy('id').execute(),
  ]);
  // A key's last_used_at is noted whenever a request is let in, whatever the request then does.
  return { orders, riders, events, settlements, apiKeys: apiKeys.map(({ last_used_at: _used, ...key }) => key) };
}

/**
 * Events recorded for one order for partners, oldest first. The network's copy of each change
 * (partner_id 'network') is left out: src/admin/admin.network-feed.test.ts checks those.
 */
export async function eventsAbout(store: Store, orderId: string) {
  return store.db
    .selectFrom('events')
    .select(['id', 'type', 'partner_id', 'data'])
    .where('data', 'like', `%"order_id":"${orderId}"%`)
    .where('partner_id', '!=', 'network')
    .orderBy('id')
    .execute();
}
