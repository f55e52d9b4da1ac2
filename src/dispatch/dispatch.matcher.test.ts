// Auto-dispatch over real HTTP on both stores: the matcher runs in the service's process as in
// the server. Nothing here waits a fixed time: each check polls until what must happen has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createOrder, createPartner, createRider, describeStores, riderLoadMismatches, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { FaultProxy } from '../../test/fault-proxy.js';
import { fleetCounterMismatches } from '../../test/invariants.js';
import { eventually } from '../../test/receiver.js';
import { openStore, type Store } from '../store/store.js';
import { compareOffers, Matcher } from './dispatch.matcher.js';

const AMSTERDAM = { lat: 52.3702, lng: 4.8952 };
/** A point `metres` north of `from` (a degree of latitude is ~111.2 km). */
const north = (from: { lat: number; lng: number }, metres: number) => ({ lat: from.lat + metres / 111_195, lng: from.lng });

describe('the fairness rule between auto partners', () => {
  it('puts the nearer best rider first, a known distance before an unknown one, then the partner whose turn comes first', () => {
    expect(compareOffers({ distance: 100, turn: 1 }, { distance: 200, turn: 0 })).toBeLessThan(0);
    expect(compareOffers({ distance: 5000, turn: 1 }, { distance: null, turn: 0 })).toBeLessThan(0);
    expect(compareOffers({ distance: null, turn: 1 }, { distance: null, turn: 0 })).toBeGreaterThan(0);
    expect(compareOffers({ distance: 300, turn: 1 }, { distance: 300, turn: 0 })).toBeGreaterThan(0);
  });
});

describeStores('auto-dispatch', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { matcher: true });
  });
  afterAll(() => service.close());

  let zoneCount = 0;
  const newZone = () => `auto-${kind}-${++zoneCount}-${Date.now()}`;

  async function autoPartner(zones: string[], policy: object = {}): Promise<TestPartner> {
    const partner = await createPartner(service, { territories: zones });
    const res = await partner.api.put('/v1/dispatch_policy', { mode: 'auto', ...policy });
    expect(res.status).toBe(200);
    return partner;
  }

  async function orderAt(zone: string, pickup?: { lat: number; lng: number }): Promise<any> {
    const res = await service.admin.post('/v1/admin/orders', {
      zone,
      pickup: { creator: 'Mama Kitchen', eta_mins: 10, ...(pickup && { location: pickup }) },
      dropoff: { area: 'Riverside' },
      payout_estimate: { currency: 'EUR', amount: 4.5 },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  const orderStatus = async (orderId: string) => (await service.admin.get(`/v1/admin/orders/${orderId}`)).body;
  const assignedOrder = (orderId: string) =>
    eventually(async () => {
      const order = await orderStatus(orderId);
      return order.status === 'assigned' ? order : undefined;
    }, `${orderId} assigned`);

  /** Every order.assigned event of these partners, oldest first, with its data parsed. */
  async function assignedEvents(partnerIds: string[]) {
    const rows = await service.store.db
      .selectFrom('events')
      .select(['id', 'partner_id', 'data'])
      .where('type', '=', 'order.assigned')
      .where('partner_id', 'in', partnerIds)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ partnerId: row.partner_id, ...(JSON.parse(row.data) as { order_id: string; rider_id: string; assigned_by: string }) }));
  }

  async function expectStoreConsistent() {
    expect(await riderLoadMismatches(service.store)).toEqual([]);
    expect(await fleetCounterMismatches(service.store)).toEqual([]);
  }

  it('takes a burst of jobs over a full fleet: each assigned once, no rider ever over capacity, the rest taken as seats free', async () => {
    const zone = newZone();
    const partner = await autoPartner([zone]);
    const riders = await Promise.all(Array.from({ length: 10 }, () => createRider(service, partner, { capacity: 3 })));
    const capacityOf = new Map(riders.map((r) => [r.rider_id as string, 3]));

    // While the burst runs, the fleet as the partner sees it never has a rider over capacity.
    let watching = true;
    const overCapacity: unknown[] = [];
    const watcher = (async () => {
      while (watching) {
        for (const rider of (await partner.api.get('/v1/riders?limit=50')).body.data) {
          if (rider.active_deliveries > rider.capacity) overCapacity.push(rider);
        }
      }
    })();
    const orders = await Promise.all(Array.from({ length: 60 }, () => createOrder(service, { zone })));
    const ids = new Set(orders.map((o) => o.order_id as string));

    const firstWave = await eventually(async () => {
      const events = await assignedEvents([partner.id]);
      return events.length >= 30 ? events : undefined;
    }, '30 jobs auto-assigned');
    // Full: 30 seats, 30 jobs. Each job once, by auto, to a rider with a seat at that point.
    expect(firstWave).toHaveLength(30);
    expect(new Set(firstWave.map((e) => e.order_id)).size).toBe(30);
    const held = new Map<string, number>();
    for (const event of firstWave) {
      expect(ids.has(event.order_id)).toBe(true);
      expect(event.assigned_by).toBe('auto');
      held.set(event.rider_id, (held.get(event.rider_id) ?? 0) + 1);
      expect(held.get(event.rider_id)).toBeLessThanOrEqual(capacityOf.get(event.rider_id)!);
    }
    await expectStoreConsistent();
    const waiting = (await partner.api.get('/v1/orders/available?limit=100')).body.data;
    expect(waiting).toHaveLength(30);

    // Deliver the first wave: the 30 waiting jobs go out as the seats free, never over capacity.
    for (const event of firstWave) {
      await service.admin.post(`/v1/admin/orders/${event.order_id}/pickup`);
      await service.admin.post(`/v1/admin/orders/${event.order_id}/deliver`);
    }
    const all = await eventually(async () => {
      const events = await assignedEvents([partner.id]);
      return events.length >= 60 ? events : undefined;
    }, 'all 60 jobs auto-assigned');
    watching = false;
    await watcher;
    expect(overCapacity).toEqual([]);
    expect(all).toHaveLength(60);
    expect(new Set(all.map((e) => e.order_id))).toEqual(ids);
    expect(all.every((e) => e.assigned_by === 'auto')).toBe(true);
    await expectStoreConsistent();
  });

  it('takes a waiting job when a seat frees: a cancellation, a rider coming online, capacity raised', async () => {
    const zone = newZone();
    const partner = await autoPartner([zone]);
    const rider = await createRider(service, partner, { capacity: 1 });
    const first = await createOrder(service, { zone });
    expect((await assignedOrder(first.order_id)).rider_id).toBe(rider.rider_id);

    const second = await createOrder(service, { zone });
    await service.admin.post(`/v1/admin/orders/${first.order_id}/cancel`, { reason: 'customer cancelled' });
    expect((await assignedOrder(second.order_id)).rider_id).toBe(rider.rider_id);

    const third = await createOrder(service, { zone });
    await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { capacity: 2 });
    expect((await assignedOrder(third.order_id)).rider_id).toBe(rider.rider_id);

    const other = await createRider(service, partner, { capacity: 1, status: 'offline' });
    const fourth = await createOrder(service, { zone });
    await partner.api.patch(`/v1/riders/${other.rider_id}/status`, { status: 'online' });
    expect((await assignedOrder(fourth.order_id)).rider_id).toBe(other.rider_id);
    await expectStoreConsistent();
  });

  it('picks the best-ranked rider (nearest the pickup), only in the policy zones, never beyond max_distance_m', async () => {
    const [inPolicy, outside] = [newZone(), newZone()];
    const partner = await autoPartner([inPolicy, outside], { zones: [inPolicy], max_distance_m: 2000 });
    const far = await createRider(service, partner, { zone: inPolicy, capacity: 5 });
    const near = await createRider(service, partner, { zone: inPolicy, capacity: 1 });
    await partner.api.put(`/v1/riders/${far.rider_id}/location`, north(AMSTERDAM, 5000));
    await partner.api.put(`/v1/riders/${near.rider_id}/location`, north(AMSTERDAM, 300));

    const nearJob = await orderAt(inPolicy, AMSTERDAM);
    expect((await assignedOrder(nearJob.order_id)).rider_id).toBe(near.rider_id);
    // The near rider is full now. Oldest first: the job beyond the limit and the one outside
    // the policy's zones are looked at before the last one, whose pickup is unknown (so the
    // limit cannot apply) and which goes to the far rider.
    const tooFar = await orderAt(inPolicy, AMSTERDAM);
    const notCovered = await orderAt(outside, AMSTERDAM);
    const unknown = await orderAt(inPolicy);
    expect((await assignedOrder(unknown.order_id)).rider_id).toBe(far.rider_id);
    expect((await orderStatus(tooFar.order_id)).status).toBe('unassigned');
    expect((await orderStatus(notCovered.order_id)).status).toBe('unassigned');

    // A rider within the limit frees up: the job waiting for one is taken at once.
    await partner.api.patch(`/v1/riders/${near.rider_id}/status`, { capacity: 2 });
    expect((await assignedOrder(tooFar.order_id)).rider_id).toBe(near.rider_id);
    expect((await orderStatus(notCovered.order_id)).status).toBe('unassigned');
  });

  it('leaves a manual partner alone: its jobs go to the auto partner in the same zone', async () => {
    const zone = newZone();
    const manual = await createPartner(service, { territories: [zone] });
    await createRider(service, manual, { capacity: 5 });
    const auto = await autoPartner([zone]);
    const autoRider = await createRider(service, auto, { capacity: 5 });
    for (let i = 0; i < 3; i++) {
      const order = await createOrder(service, { zone });
      expect(await assignedOrder(order.order_id)).toMatchObject({ rider_id: autoRider.rider_id });
    }
  });

  it('between two auto partners: the nearer rider wins; at unknown distance they take turns', async () => {
    const zone = newZone();
    const a = await autoPartner([zone]);
    const b = await autoPartner([zone]);
    const riderA = await createRider(service, a, { capacity: 40 });
    const riderB = await createRider(service, b, { capacity: 40 });
    await a.api.put(`/v1/riders/${riderA.rider_id}/location`, north(AMSTERDAM, 4000));
    await b.api.put(`/v1/riders/${riderB.rider_id}/location`, north(AMSTERDAM, 100));
    for (let i = 0; i < 3; i++) {
      const order = await orderAt(zone, AMSTERDAM);
      expect((await assignedOrder(order.order_id)).rider_id).toBe(riderB.rider_id);
    }

    // No pickup location: distance unknown for both, so the one auto-assigned least recently
    // (A, who has none yet) first, then turns. A burst of 20: 10 each.
    const orders = await Promise.all(Array.from({ length: 20 }, () => createOrder(service, { zone })));
    const byRider = await Promise.all(orders.map(async (order) => (await assignedOrder(order.order_id)).rider_id as string));
    const countA = byRider.filter((id) => id === riderA.rider_id).length;
    expect(Math.abs(countA - (20 - countA))).toBeLessThanOrEqual(1);
  });

  it('two auto partners and a manual one racing on one zone: every job assigned exactly once', async () => {
    const zone = newZone();
    const autos = [await autoPartner([zone]), await autoPartner([zone])];
    const manual = await createPartner(service, { territories: [zone] });
    for (const partner of autos) await Promise.all([0, 1, 2].map(() => createRider(service, partner, { capacity: 4 })));
    const manualRiders = await Promise.all([0, 1].map(() => createRider(service, manual, { capacity: 10 })));

    const outcomes = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const order = await createOrder(service, { zone });
        // The manual partner tries every job the moment it exists, against the matcher.
        const accept = await manual.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: manualRiders[i % 2].rider_id });
        expect([200, 409]).toContain(accept.status);
        return { orderId: order.order_id as string, manualWon: accept.status === 200 };
      }),
    );
    const partners = [...autos, manual].map((p) => p.id);
    // Seats: 24 auto + 20 manual ≥ 40 jobs, so every job goes to someone.
    const events = await eventually(async () => {
      const all = await assignedEvents(partners);
      return all.length >= 40 ? all : undefined;
    }, 'every job assigned');
    await expectStoreConsistent();
    expect(events).toHaveLength(40);
    expect(new Set(events.map((e) => e.order_id)).size).toBe(40);
    for (const outcome of outcomes) {
      const event = events.find((e) => e.order_id === outcome.orderId)!;
      expect(event.assigned_by).toBe(outcome.manualWon ? 'partner' : 'auto');
      expect(event.partnerId === manual.id).toBe(outcome.manualWon);
    }
  });

  it('two more matchers on their own connections to the same store never double-assign', async () => {
    const stores: Store[] = [openStore(service.config.databaseUrl, { poolSize: 4 }), openStore(service.config.databaseUrl, { poolSize: 4 })];
    const log = pino({ level: 'silent' });
    const matchers = stores.map((store) => new Matcher({ ctx: { store, config: service.config, log }, pollMs: 50 }));
    matchers.forEach((m) => m.start());
    try {
      const zone = newZone();
      const partners = [await autoPartner([zone]), await autoPartner([zone])];
      for (const partner of partners) await Promise.all([0, 1, 2, 3, 4].map(() => createRider(service, partner, { capacity: 3 })));
      await Promise.all(Array.from({ length: 45 }, () => createOrder(service, { zone })));
      const events = await eventually(async () => {
        const all = await assignedEvents(partners.map((p) => p.id));
        return all.length >= 30 ? all : undefined;
      }, '30 seats filled');
      // Filled exactly: a second assignment of a job would need a 31st seat, or show twice.
      await expectStoreConsistent();
      expect(events).toHaveLength(30);
      expect(new Set(events.map((e) => e.order_id)).size).toBe(30);
    } finally {
      await Promise.all(matchers.map((m) => m.stop()));
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('a sandbox policy matches sandbox jobs with sandbox riders only; the live policy live ones only', async () => {
    const zone = newZone();
    const live = await createPartner(service, { territories: [zone] });
    const test = await sandboxOf(service, live);
    const liveRider = await createRider(service, live, { capacity: 5 });
    const sandboxRider = (await test.api.post('/v1/test_helpers/riders', { zone, capacity: 5, status: 'online' })).body;
    expect((await test.api.put('/v1/dispatch_policy', { mode: 'auto' })).status).toBe(200);

    const liveJob = await createOrder(service, { zone });
    const sandboxJob = (await test.api.post('/v1/test_helpers/orders', { pickup: { creator: 'Test Kitchen', eta_mins: 5 }, dropoff: { area: 'Test' }, payout_estimate: { currency: 'EUR', amount: 3 } }))
      .body;
    const taken = await eventually(async () => {
      const order = (await test.api.get(`/v1/orders/${sandboxJob.order_id}`)).body;
      return order.status === 'assigned' ? order : undefined;
    }, 'sandbox job auto-assigned');
    expect(taken.rider_id).toBe(sandboxRider.rider_id);
    const sandboxEvents = (await test.api.get('/v1/events?type=order.assigned')).body.data;
    expect(sandboxEvents.map((e: any) => [e.data.order_id, e.data.assigned_by])).toEqual([[sandboxJob.order_id, 'auto']]);
    // The live job, older, is in the same zone with a free live rider: the sandbox policy never took it.
    expect((await orderStatus(liveJob.order_id)).status).toBe('unassigned');

    // Now live auto, sandbox manual: the live job goes to the live rider, a new sandbox job waits.
    await test.api.put('/v1/dispatch_policy', { mode: 'manual' });
    const sandboxJob2 = (await test.api.post('/v1/test_helpers/orders', { pickup: { creator: 'Test Kitchen', eta_mins: 5 }, dropoff: { area: 'Test' }, payout_estimate: { currency: 'EUR', amount: 3 } }))
      .body;
    await live.api.put('/v1/dispatch_policy', { mode: 'auto' });
    expect((await assignedOrder(liveJob.order_id)).rider_id).toBe(liveRider.rider_id);
    expect((await test.api.get(`/v1/orders/${sandboxJob2.order_id}`)).body.status).toBe('unassigned');
  });
});

// PostgreSQL away (connections cut, then refused) under a matcher: each failed pass is logged,
// none ends the process, and once the store is back the waiting jobs are matched.
describeStores('auto-dispatch while the store is away', (kind) => {
  it.runIf(kind === 'postgres')('logs, keeps polling and matches once the store is back', async () => {
    const service = await startService(kind);
    const direct = new URL(service.config.databaseUrl);
    const proxy = await FaultProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) });
    const store = openStore(proxy.through(service.config.databaseUrl), { poolSize: 2 });
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const matcher = new Matcher({ ctx: { store, config: service.config, log }, pollMs: 50 });
    try {
      matcher.start();
      const partner = await createPartner(service, { territories: ['fault-auto'] });
      await partner.api.put('/v1/dispatch_policy', { mode: 'auto' });
      proxy.down();
      await createRider(service, partner, { capacity: 5 });
      const orders = await Promise.all([0, 1, 2].map(() => createOrder(service, { zone: 'fault-auto' })));
      await eventually(async () => (lines.some((line) => line.includes('auto-dispatch: the store is unavailable')) ? true : undefined), 'a failed pass logged');
      proxy.up();
      for (const order of orders) {
        await eventually(async () => ((await service.admin.get(`/v1/admin/orders/${order.order_id}`)).body.status === 'assigned' ? true : undefined), 'matched');
      }
      // A pass logs each job it assigned after its commit, and the store back once it ends.
      const assignedLines = () => lines.filter((line) => line.includes('auto-dispatch assigned a job'));
      await eventually(async () => (lines.some((line) => line.includes('the store is back')) && assignedLines().length >= 3 ? true : undefined), 'the pass logged');
      expect(lines.filter((line) => line.includes('auto-dispatch: the store is unavailable'))).toHaveLength(1);
      expect(assignedLines()).toHaveLength(3);
    } finally {
      await matcher.stop();
      await store.close();
      await proxy.close();
      await service.close();
    }
  });
});
