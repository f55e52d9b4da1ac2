import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';
import { fleetCounterMismatches } from '../../test/invariants.js';

describeStores('GET /v1/fleet/availability', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const zoneOf = (res: { body: any }, zone: string) => res.body.zones.find((z: any) => z.zone === zone);

  it('counts riders by status, capacity of online riders, deliveries in hand and open jobs, per zone and in total', async () => {
    const partner = await createPartner(service, { territories: [`n-${Date.now()}`, `s-${Date.now()}`, `quiet-${Date.now()}`] });
    const [north, south, quiet] = partner.territories;
    const busy = await createRider(service, partner, { zone: north, capacity: 3 });
    await createRider(service, partner, { zone: north, capacity: 2 });
    await createRider(service, partner, { zone: north, capacity: 4, status: 'on-break' });
    await createRider(service, partner, { zone: south, capacity: 5, status: 'offline' });
    const orders = await Promise.all([1, 2, 3].map(() => createOrder(service, { zone: north })));
    await createOrder(service, { zone: south });
    await partner.api.post(`/v1/orders/${orders[0].order_id}/accept`, { rider_id: busy.rider_id });
    await partner.api.post(`/v1/orders/${orders[1].order_id}/accept`, { rider_id: busy.rider_id });

    const res = await partner.api.get('/v1/fleet/availability');

    expect(res.status).toBe(200);
    expect(res.body.object).toBe('fleet_availability');
    expect(res.body.zones.map((z: any) => z.zone)).toEqual([north, south, quiet]);
    expect(zoneOf(res, north)).toEqual({
      zone: north,
      riders: { online: 2, 'on-break': 1, offline: 0, total: 3 },
      capacity: { total: 5, used: 2, free: 3 },
      active_deliveries: 2,
      unassigned_orders: 1,
    });
    expect(zoneOf(res, south)).toEqual({
      zone: south,
      riders: { online: 0, 'on-break': 0, offline: 1, total: 1 },
      capacity: { total: 0, used: 0, free: 0 },
      active_deliveries: 0,
      unassigned_orders: 1,
    });
    expect(zoneOf(res, quiet)).toEqual({
      zone: quiet,
      riders: { online: 0, 'on-break': 0, offline: 0, total: 0 },
      capacity: { total: 0, used: 0, free: 0 },
      active_deliveries: 0,
      unassigned_orders: 0,
    });
    expect(res.body.totals).toEqual({
      riders: { online: 2, 'on-break': 1, offline: 1, total: 4 },
      capacity: { total: 5, used: 2, free: 3 },
      active_deliveries: 2,
      unassigned_orders: 2,
    });
    expect(new Date(res.body.generated_at).toISOString()).toBe(res.body.generated_at);
  });

  it('follows rider moves between zones and statuses, and deliveries finishing', async () => {
    const partner = await createPartner(service, { territories: [`a-${Date.now()}`, `b-${Date.now()}`] });
    const [a, b] = partner.territories;
    const rider = await createRider(service, partner, { zone: a, capacity: 2 });
    const order = await createOrder(service, { zone: a });
    await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });

    await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { zone: b, status: 'offline' });
    let res = await partner.api.get('/v1/fleet/availability');
    expect(zoneOf(res, a)).toMatchObject({ riders: { total: 0 }, active_deliveries: 0, unassigned_orders: 0 });
    expect(zoneOf(res, b)).toMatchObject({ riders: { online: 0, offline: 1, total: 1 }, capacity: { total: 0 }, active_deliveries: 1 });

    await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'online', capacity: 4 });
    await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`);
    await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`);
    res = await partner.api.get('/v1/fleet/availability');
    expect(zoneOf(res, b)).toMatchObject({ riders: { online: 1, offline: 0 }, capacity: { total: 4, used: 0, free: 4 }, active_deliveries: 0 });
    expect(await fleetCounterMismatches(service.store)).toEqual([]);
  });

  it('counts a rider over a lowered capacity as full, never as negative free capacity', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 3 });
    const orders = await Promise.all([1, 2, 3].map(() => createOrder(service, { zone: partner.territories[0] })));
    for (const o of orders) await partner.api.post(`/v1/orders/${o.order_id}/accept`, { rider_id: rider.rider_id });
    await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { capacity: 1 });

    const res = await partner.api.get('/v1/fleet/availability');
    expect(res.body.zones[0]).toMatchObject({ capacity: { total: 1, used: 1, free: 0 }, active_deliveries: 3 });
    expect(await fleetCounterMismatches(service.store)).toEqual([]);
  });

  it('shows only the caller’s riders, even in a zone another partner shares', async () => {
    const zone = `shared-${Date.now()}`;
    const a = await createPartner(service, { territories: [zone] });
    const b = await createPartner(service, { territories: [zone] });
    await createRider(service, a, { capacity: 7 });
    await createRider(service, b, { capacity: 2, status: 'on-break' });

    const resA = await a.api.get('/v1/fleet/availability');
    const resB = await b.api.get('/v1/fleet/availability');
    expect(resA.body.zones[0]).toMatchObject({ riders: { online: 1, 'on-break': 0, total: 1 }, capacity: { total: 7 } });
    expect(resB.body.zones[0]).toMatchObject({ riders: { online: 0, 'on-break': 1, total: 1 }, capacity: { total: 0 } });
  });

  it('filters by one zone of the territories; a zone outside them is 422', async () => {
    const partner = await createPartner(service, { territories: [`p-${Date.now()}`, `q-${Date.now()}`] });
    await createRider(service, partner, { zone: partner.territories[1] });

    const one = await partner.api.get(`/v1/fleet/availability?zone=${partner.territories[1]}`);
    expect(one.body.zones.map((z: any) => z.zone)).toEqual([partner.territories[1]]);
    expect(one.body.totals.riders.online).toBe(1);

    const outside = await partner.api.get('/v1/fleet/availability?zone=elsewhere');
    expect(outside.status).toBe(422);
    expect(outside.body.code).toBe('zone_not_in_territory');
    expect((await partner.api.get('/v1/fleet/availability?zones=x')).status).toBe(400);
  });

  it('counts every rider and every job when many are added to a new zone at once', async () => {
    const partner = await createPartner(service);
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => createRider(service, partner, { capacity: 2, status: i % 2 ? 'online' : 'offline' })),
      ...Array.from({ length: 10 }, () => createOrder(service, { zone: partner.territories[0] })),
    ]);
    const res = await partner.api.get('/v1/fleet/availability');
    expect(res.body.zones[0]).toMatchObject({ riders: { online: 5, offline: 5, total: 10 }, capacity: { total: 10, free: 10 }, unassigned_orders: 10 });
    expect(await fleetCounterMismatches(service.store)).toEqual([]);
  });

  it('keeps the trigger-kept counters equal to a recount while accepts, patches and deliveries race', async () => {
    const partner = await createPartner(service, { territories: [`r1-${Date.now()}`, `r2-${Date.now()}`] });
    const [z1, z2] = partner.territories;
    const riders = await Promise.all([z1, z1, z2].map((zone) => createRider(service, partner, { zone, capacity: 2 })));
    const orders = await Promise.all(Array.from({ length: 8 }, (_, i) => createOrder(service, { zone: i % 2 ? z1 : z2 })));

    await Promise.all([
      ...orders.map((o, i) => partner.api.post(`/v1/orders/${o.order_id}/accept`, { rider_id: riders[i % 3].rider_id })),
      partner.api.patch(`/v1/riders/${riders[0].rider_id}/status`, { zone: z2 }),
      partner.api.patch(`/v1/riders/${riders[1].rider_id}/status`, { status: 'on-break', capacity: 1 }),
      partner.api.patch(`/v1/riders/${riders[2].rider_id}/status`, { capacity: 5 }),
      service.admin.post(`/v1/admin/orders/${orders[7].order_id}/cancel`, {}),
    ]);

    expect(await fleetCounterMismatches(service.store)).toEqual([]);
    const res = await partner.api.get('/v1/fleet/availability');
    const held = (await partner.api.get('/v1/orders?status=assigned')).body.data.length;
    expect(res.body.totals.active_deliveries).toBe(held);
  });
});
